/**
 * Field builders and help texts shared by the fixed-texts files (content/copy/*.yaml) of every feature:
 * a line, a paragraph, a page's search-engine fields, a link of a menu, a path on this site. Each
 * feature's `definition.ts` declares its own file with them; nothing here is one page's text.
 *
 * Runs anywhere (the browser editor imports the definitions): field builders and plain strings only,
 * relative imports only.
 */
import { date, list, object, optional, text } from "./fields.ts";
import type { Resolved } from "./resolved.ts";

/* ---------- help shared by several fields ---------- */

export const VARS = "Admite variables como {{site.minAge}} (lista en docs/editing-content.md).";
export const LINKS = `Admite enlaces [texto](dirección). ${VARS}`;
export const SPEC = "Lo fija la especificación: el comprobador solo acepta este texto.";

/** A line of text (trimmed, at least `min` characters). */
export const line = (label: string, help: string | undefined, min: number) => text({ label, help, min });
/** A paragraph: the same, edited in a multi-line box. */
export const paragraph = (label: string, help: string | undefined, min: number) => text({ label, help, min, multiline: true });

/** A page's title, description and keywords for search engines. */
export const metaFields = {
  title: line("Título (etiqueta <title>)", VARS, 10),
  description: paragraph("Descripción (meta)", VARS, 50),
  keywords: list(text({ label: "Palabra clave", min: 2 }), { label: "Palabras clave", help: "Las búsquedas a las que responde la página; al menos una.", min: 1 }),
};
export const meta = object(metaFields, { label: "Buscadores", help: "Lo que ven Google y las redes sociales." });
/** A page's search-engine texts as its loader hands them over. */
export type PageMeta = Resolved<typeof metaFields>;

/** Last meaningful change of a page's own text (sitemap lastmod); absent = the date of the data it shows. */
export const pageUpdated = optional(
  date({
    label: "Actualizado el",
    help: "Opcional: último cambio importante de los textos de la página (fecha del mapa del sitio). Si falta, vale la fecha de la ficha de operador revisada más recientemente; si la pones, vale la más reciente de las dos.",
  }),
);

/** A title and a text (boxes of the newsletter, of the home page). */
export const box = (label: string, help: string, textHelp = VARS) =>
  object({ title: line("Título", "Encabezado del recuadro.", 5), text: paragraph("Texto", textHelp, 20) }, { label, help });

/* ---------- links to pages of this site ---------- */

/** A path on this site (the content check also verifies that the page exists). */
export const SITE_PATH = { regex: /^\/[a-z0-9\-/]*$/, message: "debe ser una dirección de esta web que empiece por «/», por ejemplo /comparacion" };
/** A path on this site, optionally with an anchor (/guia-juego-responsable#bonos); the page must exist. */
export const SITE_PATH_WITH_ANCHOR = {
  regex: /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
  message: "debe ser una dirección de esta web que empiece por «/», con un ancla opcional: /guia-juego-responsable#bonos-y-promociones",
};

/** A link of a menu: its text and the page it leads to. */
export const navLink = (label: string, help: string) =>
  object(
    {
      label: line("Texto del enlace", "Lo que se lee en el enlace.", 2),
      href: text({ label: "Dirección", help: "Ruta de la página, por ejemplo /comparacion", trim: false, pattern: SITE_PATH }),
    },
    { label, help },
  );
export const navLinks = (label: string, help: string) => list(navLink("Enlace", "Un enlace del menú."), { label, help, min: 1 });
