/**
 * A content page's fields (content/pages/<name>.md: the frontmatter, then the Markdown body), declared
 * once: the zod schema and type (pages.server.ts), the browser editor's fields and the docs table are
 * derived from it. A public module of the feature (the browser editor imports it): no fs, no server code.
 */
import { z } from "zod";
import { date, hero, list, markdown, object, relation, select, text, withDefault } from "../../platform/content/fields.ts";
import type { ContentType } from "../../platform/content/content-type.ts";
import { SCHEMA_TYPES } from "./lists.ts";

const SITE_PATH = {
  regex: /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/,
  message: "debe ser una ruta del sitio en minúsculas que empiece por «/», por ejemplo /ruleta-online",
};
const sitePath = (label: string, help?: string) => text({ label, help, trim: false, pattern: SITE_PATH });

/** The longest meta description a page may have, its {{values}} filled in (search engines cut the rest). */
export const DESCRIPTION_MAX = 170;

export const pageDefinition = {
  title: text({
    label: "Título (etiqueta <title>)",
    help: "Título de la pestaña y de Google (10–70 caracteres; el nombre de la web se añade solo). Único en el sitio.",
    min: 10,
    max: 70,
    tooShort: "el título es demasiado corto: al menos 10 caracteres",
    tooLong: "el título es demasiado largo: como máximo 70 caracteres",
    trim: false,
    fileName: { label: "Nombre del archivo", help: "pages/<nombre>.md" },
  }),
  path: sitePath("Dirección", "La dirección de la página, por ejemplo /plinko. El archivo se llama igual, sin la barra: plinko.md."),
  aliases: withDefault(
    list(sitePath("Dirección"), { label: "Otras direcciones", help: "Otras direcciones que muestran la misma página y declaran la «Dirección» como canónica (/games/baccarat-online)." }),
    [],
  ),
  h1: text({ label: "Encabezado principal (h1)", help: "El título visible de la página.", min: 3, trim: false }),
  description: text({
    label: "Descripción (meta)",
    help: "Descripción para buscadores y redes (50–170 caracteres, con los datos del sitio {{…}} ya puestos). Única en el sitio.",
    min: 50,
    max: DESCRIPTION_MAX,
    tooShort: "la descripción es demasiado corta: al menos 50 caracteres",
    tooLong: "la descripción es demasiado larga: como máximo 170 caracteres",
    trim: false,
    multiline: true,
  }),
  breadcrumb: text({ label: "Nombre en la ruta de navegación", help: "Nombre corto en la ruta de navegación («Inicio › Plinko»).", min: 2, trim: false }),
  intro: text({ label: "Entradilla", help: "Párrafo de entrada bajo el título. Admite **negrita** y [enlaces](/ruta).", min: 20, trim: false, multiline: true }),
  hero: hero({
    label: "Ilustración de cabecera",
    help: "Opcional: imagen principal de public/ (src), su descripción en español (alt, al menos 10 caracteres), ancho y alto en píxeles. Si la pones, rellena los cuatro datos.",
    schema: z.strictObject({
      src: z.string().regex(/^\/[a-z0-9\-/]+\.(svg|png|jpg|jpeg|webp|avif)$/, "debe ser la ruta de una imagen de public/, por ejemplo /images/pages/plinko.svg"),
      alt: z.string().min(10, "describe la imagen en al menos 10 caracteres"),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  }),
  keywords: withDefault(list(text({ label: "Palabra clave", min: 2, trim: false }), { label: "Palabras clave", help: "Opcional: lista de palabras clave, las búsquedas a las que responde la página." }), []),
  schemaType: withDefault(
    select({ label: "Tipo de datos estructurados", help: "WebPage (por defecto) casi siempre; Article o HowTo añaden su propio bloque de datos estructurados.", options: SCHEMA_TYPES }),
    "WebPage",
  ),
  updated: date({ label: "Actualizado el", help: "Fecha de la última revisión: se muestra como «Actualizado el …» y va al sitemap. Pon la de hoy al cambiar la página." }),
  author: relation({ label: "Autor", help: "Quien firma la página: el nombre de su archivo de content/authors/ (laura-gomez).", collection: "authors" }),
  faq: withDefault(
    list(
      object(
        {
          question: text({ label: "Pregunta", help: "Como la escribiría un lector (al menos 5 caracteres).", min: 5, trim: false }),
          answer: text({ label: "Respuesta", help: "Admite **negrita** y [enlaces](/ruta).", min: 5, trim: false, multiline: true }),
        },
        { label: "Pregunta frecuente" },
      ),
      { label: "Preguntas frecuentes", help: "Se muestran donde el texto pone ::faq (o al final) y van a los datos estructurados FAQPage." },
    ),
    [],
  ),
  body: markdown({ label: "Contenido (Markdown)", help: "Bloques y variables: docs/editing-pages.md" }),
} as const;

/** The Markdown pages in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "collection",
    key: "pages",
    label: "Páginas",
    path: "pages/*",
    format: "markdown",
    slugField: "title",
    columns: ["title", "path"],
    definition: pageDefinition,
    docs: { file: "docs/editing-pages.md", id: "pages" },
  },
];
