/**
 * The home page's fixed texts, declared once: content/copy/home.yaml. Its zod schema (home-copy.server.ts,
 * through `toZod`), the editor's singleton and the owner's field table (docs/textos-fijos.md) are derived from
 * it; the shared help texts and field shapes come from app/platform/content/copy-fields.ts.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { fixedText, integer, list, object, text } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { SPEC, VARS, line, paragraph, navLink, SITE_PATH, meta, pageUpdated, box } from "../../platform/content/copy-fields.ts";

/** An image of the home page with its link (a carousel slide, a guide card). */
const imageLink = object(
  {
    src: text({
      label: "Imagen",
      help: "Ruta en public/, por ejemplo /images/home/mi-imagen.svg",
      trim: false,
      pattern: { regex: /^\/images\/[a-z0-9\-/]+\.(svg|png|jpe?g|webp|avif)$/, message: "debe ser la ruta de una imagen en public/, por ejemplo /images/home/mi-imagen.svg" },
    }),
    alt: line("Texto alternativo", "Qué muestra la imagen, para quien no la ve.", 10),
    title: line("Título", "Lo que se lee sobre la imagen.", 3),
    link: text({ label: "Enlace", help: "Ruta de la página, por ejemplo /slots-clasicos", trim: false, pattern: SITE_PATH }),
    width: integer({ label: "Ancho (px)", help: "El ancho del archivo de la imagen.", positive: true }),
    height: integer({ label: "Alto (px)", help: "El alto del archivo de la imagen.", positive: true }),
  },
  { label: "Imagen con enlace", help: "Una imagen de public/ que lleva a una página." },
);

export const homeCopyDefinition = {
  updated: pageUpdated,
  meta,
  hero: object(
    {
      eyebrow: line("Antetítulo", `Las cifras del ranking se citan con variables ({{ranking.count}}, {{ranking.year}}…): no las escribas a mano. ${VARS}`, 3),
      h1: line("Título principal (h1)", VARS, 10),
      intro: paragraph("Entradilla", VARS, 20),
      highlights: list(
        object({ value: line("Cifra", VARS, 1), label: line("Qué es", "Lo que cuenta la cifra.", 3) }, { label: "Cifra destacada", help: "Una cifra y lo que es." }),
        { label: "Cifras destacadas", help: "De una a cuatro.", min: 1, max: 4, itemLabel: (h) => h.label },
      ),
      primaryCta: navLink("Botón principal", "El botón de la cabecera."),
    },
    { label: "Cabecera", help: "Lo primero que se ve de la portada: título, entrada, cifras destacadas y botón a la comparativa." },
  ),
  topCasinos: object(
    {
      title: line("Título", VARS, 5),
      intro: paragraph("Entradilla", VARS, 20),
      allLink: navLink("Enlace a la comparativa", "Bajo la lista: lleva a la comparativa completa."),
    },
    { label: "Los mejores del ranking", help: "La lista de los primeros casinos del ranking, justo bajo la cabecera (las tarjetas salen de los archivos de operators/); la entradilla y el enlace van bajo la lista." },
  ),
  newsletter: list(box("Recuadro del boletín", "Un recuadro de suscripción."), {
    label: "Recuadros del boletín (primero y último)",
    help: "Exactamente dos: el primero tras la lista del ranking y el segundo al final de la portada.",
    min: 2,
    max: 2,
    tooFew: "la portada tiene exactamente 2 recuadros del boletín",
    tooMany: "la portada tiene exactamente 2 recuadros del boletín",
  }),
  games: object(
    {
      title: fixedText("Miles de Juegos Te Esperan", { label: "Título", help: SPEC }),
      subtitle: fixedText("Descubre la mejor selección de slots, ruleta, blackjack y más", { label: "Subtítulo", help: SPEC }),
      slideCaption: fixedText("Juega ahora en los mejores casinos", { label: "Texto de cada diapositiva", help: SPEC }),
      carouselLabel: line("Nombre accesible del carrusel", "Lo que oye quien usa un lector de pantalla.", 3),
      slides: list(imageLink, {
        label: "Diapositivas (3)",
        help: "Exactamente tres (lo fija la especificación).",
        min: 3,
        max: 3,
        tooFew: "el carrusel tiene exactamente 3 diapositivas (lo fija la especificación)",
        tooMany: "el carrusel tiene exactamente 3 diapositivas (lo fija la especificación)",
      }),
    },
    { label: "Carrusel de juegos", help: "El carrusel de categorías de juegos. Sus títulos los fija la especificación." },
  ),
  gameLinks: object(
    {
      title: fixedText("Experiencia de Casino Auténtica", { label: "Título", help: SPEC }),
      intro: paragraph("Entradilla", VARS, 10),
      items: list(imageLink, { label: "Tarjetas", help: "Al menos una.", min: 1 }),
    },
    { label: "Cuadrícula de guías", help: "Las tarjetas con imagen (en public/images/home/) que llevan a las guías de juegos. Su título lo fija la especificación." },
  ),
  faq: object(
    {
      title: line("Título", "Encabezado de las preguntas.", 5),
      items: list(
        object(
          { question: line("Pregunta", VARS, 5), answer: paragraph("Respuesta", `Admite enlaces [texto](dirección) y **negrita**. ${VARS}`, 20) },
          { label: "Pregunta frecuente", help: "Una pregunta y su respuesta." },
        ),
        { label: "Preguntas", help: "Al menos una.", min: 1 },
      ),
    },
    { label: "Preguntas frecuentes", help: "También van a los datos estructurados FAQPage." },
  ),
  tips: object(
    {
      title: line("Título", "Encabezado de los consejos.", 5),
      intro: paragraph("Entradilla", VARS, 10),
      items: list(
        object({ title: line("Título", "El consejo en pocas palabras.", 3), text: paragraph("Texto", VARS, 20) }, { label: "Consejo", help: "Un consejo." }),
        { label: "Consejos", help: "Al menos uno.", min: 1 },
      ),
    },
    { label: "Consejos", help: "Los consejos para elegir un casino, al final de la portada." },
  ),
} as const;

/** The home page's copy file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [copyFileContent("home", "Textos: portada", homeCopyDefinition)];
