/**
 * THE CONTENT REGISTRY: one line per feature (or platform module) with content the owner edits. The
 * browser editor (config.ts) makes a collection or a single-file entry of each, and the owner's field
 * tables (app/composition/content-docs.ts, `npm run docs:fields`) a table of each.
 *
 * The pages' registry is app/composition/registry.server.ts; this one is separate because the editor
 * runs in the browser: it may import only the features' browser-safe `definition.ts` modules, never
 * the server modules a page feature's routes and sitemap entries are built from.
 *
 * To add a feature's content: export a `readonly ContentType[]` (app/platform/content/content-type.ts)
 * from its `definition.ts`, beside the definitions it names, and add it below (one line). A copy file
 * of its own (content/copy/<file>.yaml) is `copyFileContent(file, label, definition)`; its docs table
 * needs the `<!-- campos:copy-<file> -->` markers in docs/textos-fijos.md (then `npm run docs:fields`).
 *
 * Order: the editor's menu lists the collections, then the single files, in this order.
 */
import type { ContentType } from "../../platform/content/content-type";
import { operatorsContent } from "../operators/definition";
import { authorsContent } from "../authors/definition";
import { blogContent } from "../blog/definition";
import { methodologyContent } from "../methodology/definition";
import { pagesContent } from "../pages/definition";
import { errorsContent, layoutContent } from "../layout/definition";
import { emailsCopyContent, newsletterCopyContent } from "../newsletter/definition";
import { blogCopyContent } from "../blog/definition";
import { calculatorContent } from "../bonus-calculator/definition";
import { authorPagesContent } from "../author-pages/definition";
import { homeContent } from "../home/definition";
import { comparisonContent } from "../comparison/definition";
import { reviewsContent } from "../reviews/definition";
import { paymentMethodsContent } from "../payment-methods/definition";
import { opinionsContent } from "../opinions/definition";
import { publisherContent } from "../../platform/publisher-definition";

export const CONTENT_TYPES: readonly ContentType[] = [
  ...operatorsContent,
  ...authorsContent,
  ...blogContent,
  ...methodologyContent,
  ...pagesContent,
  ...layoutContent,
  ...newsletterCopyContent,
  ...blogCopyContent,
  ...errorsContent,
  ...calculatorContent,
  ...authorPagesContent,
  ...emailsCopyContent,
  ...homeContent,
  ...comparisonContent,
  ...reviewsContent,
  ...paymentMethodsContent,
  ...opinionsContent,
  ...publisherContent,
];
