/**
 * THE CONTENT TYPES: everything the owner edits, found — not listed. Each feature with editable
 * content exports `contentTypes: readonly ContentType[]` (app/platform/content/content-type.ts) from
 * its `definition.ts`, beside the definitions it names; this module collects every feature's at build
 * time (Vite's import.meta.glob), plus the publisher's file (app/platform/publisher-definition.ts). The
 * browser editor (config.ts) makes a collection or a single-file entry of each, and the owner's field
 * tables (app/composition/content-docs.ts, `npm run docs:fields`) a table of each.
 *
 * So adding a feature's content adds no line here. Its collections (what the build checks and reads)
 * are declared by its page feature's `collections()` (app/platform/page-feature.ts), in the one page
 * registry (app/composition/registry.server.ts); content-types.test.ts proves both sides name the same
 * files. This side stays apart from that registry because the editor runs in the browser: it may
 * import only the features' browser-safe `definition.ts` modules, never the server modules a page
 * feature is built from (decision 0270).
 *
 * A copy file of its own (content/copy/<file>.yaml) is `copyFileContent(file, label, definition)`;
 * `npm run docs:fields` writes its table into docs/textos-fijos.md (adding the section if it is new).
 *
 * Order: the editor's menu lists the collections, then the single files, each alphabetically by their
 * Spanish label — an order the owner can predict, whichever folder a type comes from.
 */
import type { ContentType } from "../../platform/content/content-type";
import { contentTypes as publisherContent } from "../../platform/publisher-definition";
import { contentTypes as identityContent } from "../../platform/site-identity-definition";

/** Each feature's `definition.ts`, by path (import.meta.glob is resolved by Vite at build time). */
const definitions = import.meta.glob<readonly ContentType[] | undefined>("../*/definition.ts", { eager: true, import: "contentTypes" });

const byLabel = (a: ContentType, b: ContentType) => (a.kind === b.kind ? a.label.localeCompare(b.label, "es") : a.kind === "collection" ? -1 : 1);

export const CONTENT_TYPES: readonly ContentType[] = [...Object.values(definitions).flatMap((types) => types ?? []), ...publisherContent, ...identityContent].sort(byLabel);
