/**
 * The layout's fixed texts as data: content/copy/compliance.yaml, navigation.yaml and errors.yaml, copy files of the copy
 * feature's machinery (copyCollection: schema, links and {{variables}} checked by `npm run content:check`;
 * readCopy: read once, the site's variables resolved), and what every page's shell shows (the root loader's
 * `copy`). Server and build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, readCopy } from "../copy/index.server.ts";
import { complianceCopyDefinition, errorsCopyDefinition, navigationCopyDefinition } from "./definition.ts";
import type { NotFoundCopy, PairNotFoundCopy, RootCopy, ShellCopy } from "./shell-copy.ts";

/** The compliance texts and the menus: the fields of definition.ts. */
export const complianceCopySchema = toZod(complianceCopyDefinition);
export const navigationCopySchema = toZod(navigationCopyDefinition);

export const complianceCopy = copyCollection("textos de cumplimiento", "compliance.yaml", complianceCopySchema, { playButton: ["operador"] });
export const navigationCopy = copyCollection("menús y pie", "navigation.yaml", navigationCopySchema);

/** The error pages' texts: the fields of definition.ts. */
export const errorsCopySchema = toZod(errorsCopyDefinition);
export const errorsCopy = copyCollection("textos de las páginas de error", "errors.yaml", errorsCopySchema, { "notFound.text": ["ruta"], "pairNotFound.text": ["ruta"] });

/** The layout's copy files, declared by the feature's `collections()` (feature.server.ts; the site's own for the layout). */
export const LAYOUT_COPY_COLLECTIONS = [complianceCopy, navigationCopy] as const;

/**
 * What the header, the footer and the blocks on every page show (the root loader's `copy`); `slices`: other
 * features' texts for blocks any page may show (the newsletter's boxes), placed before the error page's.
 */
export function shellCopy(): ShellCopy;
export function shellCopy<S extends Record<string, unknown>>(slices: S): ShellCopy & S;
export function shellCopy(slices: Record<string, unknown> = {}): RootCopy {
  return { compliance: readCopy(complianceCopy), navigation: readCopy(navigationCopy), ...slices, error: readCopy(errorsCopy).error };
}

/** The not-found page's copy (`{{ruta}}` left for the page); `pair` for an unknown /comparar/<a>-vs-<b>. */
export function notFoundCopy(kind?: "page"): NotFoundCopy;
export function notFoundCopy(kind: "pair"): PairNotFoundCopy;
export function notFoundCopy(kind: "page" | "pair"): NotFoundCopy;
export function notFoundCopy(kind: "page" | "pair" = "page"): NotFoundCopy | PairNotFoundCopy {
  const { notFound, pairNotFound } = readCopy(errorsCopy);
  return kind === "page" ? notFound : { ...notFound, ...pairNotFound };
}
