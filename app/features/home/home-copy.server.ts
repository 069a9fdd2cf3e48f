/**
 * The home page's fixed texts as data: content/copy/home.yaml, a copy file of the copy feature's machinery
 * (copyCollection: schema, links and {{variables}} checked by `npm run content:check`; readCopy: read once, the
 * site's variables resolved). Server and build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import type { Resolved } from "../../platform/content/resolved.ts";
import { copyCollection, readCopy } from "../copy/index.server.ts";
import { homeCopyDefinition } from "./definition.ts";

/** content/copy/home.yaml, resolved. Inline text may use [label](/ruta) and **bold**. */
export type HomeCopy = Resolved<typeof homeCopyDefinition>;

/** The home page's texts: the fields of definition.ts. */
export const homeCopySchema = toZod(homeCopyDefinition);

export const homeCopy = copyCollection("textos de la portada", "home.yaml", homeCopySchema);

/** The home page's copy files, declared by the feature's `collections()` (feature.server.ts; the site's own for the layout). */
export const HOME_COPY_COLLECTIONS = [homeCopy] as const;

/** The home page's copy (its route loader; the page shows all of it). */
export function homePageCopy(): HomeCopy {
  return readCopy(homeCopy);
}
