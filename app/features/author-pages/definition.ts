/**
 * The authors' pages' fixed texts, declared once: content/copy/authors.yaml (/autores and each author's page).
 * Its zod schema (author-pages-copy.server.ts, through `toZod`), the editor's singleton, the owner's field
 * table (docs/textos-fijos.md) and the types the pages read (author-pages-copy.ts) are derived from it.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { object, text } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { VARS, line, paragraph } from "../../platform/content/copy-fields.ts";

const AUTHOR_VARS = "Admite {{autor}} (su nombre), {{autor.cargo}} (su cargo, como en su archivo), {{autor.cargoMinusculas}} (el cargo en minúsculas) y las variables del sitio (docs/editing-content.md).";

/** A text of each author's page must name the author, so that every page's is its own. */
const namesAuthor = (label: string, min: number, multiline = false) =>
  text({
    label,
    help: `Debe incluir {{autor}}. ${AUTHOR_VARS}`,
    min,
    multiline,
    refine: { test: (s) => /\{\{\s*autor\s*\}\}/.test(s), message: "debe incluir {{autor}}: así cada autor tiene el suyo, distinto de los demás" },
  });

export const authorsCopyDefinition = {
  meta: object(
    { title: namesAuthor("Título (etiqueta <title>)", 5), description: namesAuthor("Descripción (meta)", 50, true) },
    { label: "Buscadores (cada autor)", help: "Título y descripción de la página de cada autor." },
  ),
  index: object(
    {
      title: line("Título (etiqueta <title>)", VARS, 5),
      description: paragraph("Descripción (meta)", VARS, 50),
      h1: line("Título principal (h1)", VARS, 5),
      intro: paragraph("Entradilla", VARS, 20),
      reviews: line("Palabra del recuento de reseñas", "En el recuento bajo cada autor, tras el número de reseñas cuando no es 1 («reseñas»).", 3),
      reviewsOne: line("Palabra del recuento de reseñas, en singular", "Tras el número cuando el autor firma 1 reseña («reseña»).", 3),
      posts: line("Palabra del recuento de artículos", "En el recuento bajo cada autor, tras el número de artículos cuando no es 1 («artículos»).", 3),
      postsOne: line("Palabra del recuento de artículos, en singular", "Tras el número cuando el autor firma 1 artículo («artículo»).", 3),
    },
    { label: "Página /autores (todos los autores)", help: "La lista de todos los autores. Aquí {{autor}} no vale: no es la página de uno solo." },
  ),
  areasTitle: line("Título de los temas", `Sobre la lista de temas del autor (los temas están en su archivo de authors/). ${AUTHOR_VARS}`, 3),
  reviews: object(
    { title: line("Título", AUTHOR_VARS, 3), empty: paragraph("Si no tiene ninguna", AUTHOR_VARS, 10) },
    { label: "Sus reseñas", help: "La lista de reseñas que firma (salen de operators/): su título y lo que dice cuando está vacía." },
  ),
  posts: object(
    { title: line("Título", AUTHOR_VARS, 3), empty: paragraph("Si no tiene ninguno", AUTHOR_VARS, 10) },
    { label: "Sus artículos", help: "La lista de artículos que firma (salen de blog/posts/): su título y lo que dice cuando está vacía." },
  ),
} as const;

/** The authors' pages' copy file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [copyFileContent("authors", "Textos: páginas de autor", authorsCopyDefinition)];
