/**
 * The authors' pages' fixed texts as data: content/copy/authors.yaml, a copy file of the copy feature's
 * machinery (copyCollection: schema, links and {{variables}} checked by `npm run content:check`; readCopy: read
 * once, the site's variables resolved), with the readers of /autores and of each author's page. Server and
 * build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, readCopy, resolve } from "../copy/index.server.ts";
import { authorsCopyDefinition } from "./definition.ts";
import type { AuthorPageCopy, AuthorsIndexCopy } from "./author-pages-copy.ts";

/** The author's values that authors.yaml quotes (local variables, filled per author page). */
export const AUTHOR_VARIABLES = ["autor", "autor.cargo", "autor.cargoMinusculas"] as const;
/** The author pages' texts: the fields of definition.ts. */
export const authorsCopySchema = toZod(authorsCopyDefinition);
export const authorsCopy = copyCollection("textos de las páginas de autor", "authors.yaml", authorsCopySchema, { "*": AUTHOR_VARIABLES });

/** An author page's copy, resolved for that author (their name and role). */
export function authorPageCopy(author: { name: string; role: string }): AuthorPageCopy {
  const { index: _index, ...one } = readCopy(authorsCopy);
  return resolve(one, { autor: author.name, "autor.cargo": author.role, "autor.cargoMinusculas": author.role.toLowerCase() });
}

/** The texts of /autores, the list of every author. */
export function authorsIndexCopy(): AuthorsIndexCopy {
  return readCopy(authorsCopy).index;
}
