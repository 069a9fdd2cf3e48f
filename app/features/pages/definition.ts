/**
 * A content page's fields (content/pages/<name>.md: the frontmatter, then the Markdown body), declared
 * once: the zod schema and type (pages.server.ts), the browser editor's fields and the docs table are
 * derived from it. A public module of the feature (the browser editor imports it): no fs, no server code.
 */
import { z } from "zod";
import { date, hero, list, markdown, object, relation, select, text, withDefault } from "../../platform/content/fields";
import { SCHEMA_TYPES } from "./lists";

const SITE_PATH = {
  regex: /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/,
  message: "debe ser una ruta del sitio en minúsculas que empiece por «/», por ejemplo /ruleta-online",
};
const sitePath = (label: string, help?: string) => text({ label, help, trim: false, pattern: SITE_PATH });

export const pageDefinition = {
  title: text({
    label: "Título (etiqueta <title>)",
    help: "De 10 a 70 caracteres; el nombre de la web se añade detrás. Distinto en cada página.",
    min: 10,
    max: 70,
    tooShort: "el título es demasiado corto: al menos 10 caracteres",
    tooLong: "el título es demasiado largo: como máximo 70 caracteres",
    trim: false,
    fileName: { label: "Nombre del archivo", help: "pages/<nombre>.md" },
  }),
  path: sitePath("Dirección", "Ruta de la página, por ejemplo /ruleta-online"),
  aliases: withDefault(
    list(sitePath("Dirección"), { label: "Otras direcciones", help: "Direcciones que muestran esta página y la declaran canónica." }),
    [],
  ),
  h1: text({ label: "Encabezado principal (h1)", help: "El título visible de la página.", min: 3, trim: false }),
  description: text({
    label: "Descripción (meta)",
    help: "Entre 50 y 170 caracteres. Distinta en cada página.",
    min: 50,
    max: 170,
    tooShort: "la descripción es demasiado corta: al menos 50 caracteres",
    tooLong: "la descripción es demasiado larga: como máximo 170 caracteres",
    trim: false,
    multiline: true,
  }),
  breadcrumb: text({ label: "Nombre en la ruta de navegación", help: "Nombre corto en la miga de pan.", min: 2, trim: false }),
  intro: text({ label: "Entradilla", help: "Párrafo bajo el título; admite Markdown en línea.", min: 20, trim: false, multiline: true }),
  hero: hero({
    label: "Ilustración de cabecera",
    help: "Opcional: una imagen propia de public/images/…. Si la pones, rellena los cuatro datos.",
    schema: z.strictObject({
      src: z.string().regex(/^\/[a-z0-9\-/]+\.(svg|png|jpg|jpeg|webp|avif)$/, "debe ser la ruta de una imagen de public/, por ejemplo /images/pages/plinko.svg"),
      alt: z.string().min(10, "describe la imagen en al menos 10 caracteres"),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  }),
  keywords: withDefault(list(text({ label: "Palabra clave", min: 2, trim: false }), { label: "Palabras clave", help: "Opcional: las búsquedas a las que responde la página." }), []),
  schemaType: withDefault(
    select({ label: "Tipo de datos estructurados", help: "WebPage casi siempre; Article o HowTo añaden su propio bloque para los buscadores.", options: SCHEMA_TYPES }),
    "WebPage",
  ),
  updated: date({ label: "Actualizado el", help: "Última revisión importante: pon la fecha de hoy al cambiar la página." }),
  author: relation({ label: "Autor", help: "Quien firma la página.", collection: "authors" }),
  faq: withDefault(
    list(
      object(
        {
          question: text({ label: "Pregunta", min: 5, trim: false }),
          answer: text({ label: "Respuesta", min: 5, trim: false, multiline: true }),
        },
        { label: "Pregunta frecuente" },
      ),
      { label: "Preguntas frecuentes", help: "Se muestran donde el texto dice ::faq (o al final) y como datos FAQPage." },
    ),
    [],
  ),
  body: markdown({ label: "Contenido (Markdown)", help: "Bloques y variables: docs/editing-pages.md" }),
} as const;
