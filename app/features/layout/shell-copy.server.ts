/**
 * The layout's fixed texts as data: content/copy/compliance.yaml and navigation.yaml, copy files of the copy
 * feature's machinery (copyCollection: schema, links and {{variables}} checked by `npm run content:check`;
 * readCopy: read once, the site's variables resolved), and what every page's shell shows (the root loader's
 * `copy`). Server and build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, errorsCopy, newsletterCopy, readCopy } from "../copy/index.server.ts";
import { complianceCopyDefinition, navigationCopyDefinition } from "./definition.ts";
import type { ShellCopy } from "./shell-copy.ts";

/** The compliance texts and the menus: the fields of definition.ts. */
export const complianceCopySchema = toZod(complianceCopyDefinition);
export const navigationCopySchema = toZod(navigationCopyDefinition);

export const complianceCopy = copyCollection("textos de cumplimiento", "compliance.yaml", complianceCopySchema, { playButton: ["operador"] });
export const navigationCopy = copyCollection("menús y pie", "navigation.yaml", navigationCopySchema);

/** The layout's copy files, for the content check (app/composition/copy-files.server.ts). */
export const LAYOUT_COPY_COLLECTIONS = [complianceCopy, navigationCopy] as const;

/** What the header, the footer and the blocks on every page show (the root loader's `copy`). */
export function shellCopy(): ShellCopy {
  const c = readCopy(complianceCopy);
  const n = readCopy(navigationCopy);
  const nl = readCopy(newsletterCopy);
  return { compliance: c, navigation: n, newsletter: { box: nl.box, article: nl.article, dialog: nl.dialog }, error: readCopy(errorsCopy).error };
}
