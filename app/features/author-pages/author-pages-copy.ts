/**
 * Shapes of the authors' pages' texts that their loaders hand to the pages (content/copy/authors.yaml, read
 * and resolved by author-pages-copy.server.ts), derived from the definition. Types only: components import them.
 */
import type { Resolved } from "../../platform/content/resolved.ts";
import type { authorsCopyDefinition } from "./definition.ts";

type AuthorsFile = Resolved<typeof authorsCopyDefinition>;
/** content/copy/authors.yaml resolved for one author (their name and role in place of {{autor}}…). */
export type AuthorPageCopy = Omit<AuthorsFile, "index">;
/** content/copy/authors.yaml `index`: the texts of /autores. */
export type AuthorsIndexCopy = AuthorsFile["index"];
