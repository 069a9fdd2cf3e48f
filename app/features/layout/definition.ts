/**
 * The layout's fixed texts, declared once: content/copy/compliance.yaml (the compliance and responsible-gambling
 * texts every page carries) and content/copy/navigation.yaml (the menus and the footer). Their zod schemas
 * (shell-copy.server.ts, through `toZod`), the editor's singletons and the owner's field tables
 * (docs/textos-fijos.md) are derived from these definitions; the shared help texts and field shapes come from
 * app/platform/content/copy-fields.ts. Also content/copy/errors.yaml: the not-found and error pages, which the
 * shell shows (the root ErrorBoundary, the catch-all route).
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { list, object, text } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { LINKS, VARS, line, paragraph, navLinks, SITE_PATH_WITH_ANCHOR } from "../../platform/content/copy-fields.ts";

export const complianceCopyDefinition = {
  advertisingLabel: line("Etiqueta de publicidad", "En cada bloque que promociona un operador (Real Decreto 958/2020, que también obliga a los afiliados).", 3),
  ageLabel: line("Distintivo de edad", "Junto a cada botón de juego y cada bono. Por ejemplo +{{site.minAge}}.", 2),
  ageText: line("Aviso de edad", `Junto al distintivo de edad. ${VARS}`, 3),
  responsibleMessage: line("Mensaje de juego responsable", `Junto a cada botón de juego. ${VARS}`, 5),
  helpShort: line("Teléfono de ayuda (aviso bajo los botones)", `El teléfono de ayuda del aviso bajo cada botón de juego, con variables como {{helplines.fejar.display}}. ${VARS}`, 5),
  playButton: text({
    label: "Texto del botón de juego",
    help: "El botón que lleva a la web del operador. Debe incluir {{operador}}, el nombre del casino de ese botón.",
    min: 3,
    refine: { test: (s) => s.includes("{{operador}}"), message: "debe incluir {{operador}}: las normas piden que el botón nombre al casino" },
  }),
  termsLink: line("Enlace a los términos del bono", "El texto del enlace a las condiciones completas del bono en la web del operador, junto a cada bono.", 3),
  affiliateDisclosure: paragraph("Aviso de afiliación", `Donde se presenta el ranking: explica que la web cobra de los operadores. ${VARS}`, 30),
  methodologyLink: line("Enlace a la metodología", "Junto a cada ranking; lleva a /metodologia (cómo puntuamos y cómo nos pagan).", 5),
  selfExclusion: text({
    label: "Autoprohibición (RGIAJ)",
    help: "En el pie de todas las páginas y junto al ranking de /comparacion: cómo excluirse de todos los operadores. Debe enlazar el registro con [texto]({{selfExclusion.url}}).",
    min: 20,
    multiline: true,
    refine: { test: (s) => s.includes("]({{selfExclusion.url}})"), message: "debe enlazar el registro de autoprohibición: [RGIAJ]({{selfExclusion.url}})" },
  }),
  // RD 176/2023: under every offer, who cannot receive it, with a link to the explanation.
  offerNotice: object(
    {
      text: paragraph("Texto", "Bajo cada oferta: quién no puede recibirla (RD 176/2023). Corto, una línea en el móvil.", 30),
      linkLabel: line("Texto del enlace", "Enlace a la explicación, justo después del texto.", 3),
      href: text({
        label: "Dirección del enlace",
        help: "La página que lo explica, con su ancla (#…), por ejemplo /guia-juego-responsable#bonos-y-promociones. Si cambias el título o el ancla de esa sección de la guía, cambia también esta dirección.",
        trim: false,
        pattern: SITE_PATH_WITH_ANCHOR,
      }),
    },
    {
      label: "Aviso bajo cada oferta (RD 176/2023)",
      help: "Sale una vez bajo cada bono que mostramos (tarjetas, comparativa, reseñas, frente a frente, bloques ::operador y ::offer-notice), en letra pequeña y seguido del enlace.",
    },
  ),
  // The Ministry's risk messages (2025): one beside each promotional block, so never an empty list.
  riskMessages: list(line("Mensaje", "Uno de los mensajes de riesgo anunciados por el Ministerio de Consumo en octubre de 2025.", 10), {
    label: "Mensajes de riesgo",
    help: "Se muestra uno junto a cada bloque promocional: cambia de un casino al siguiente y de un bloque a otro de la misma página, y siempre es el mismo en el mismo sitio. Al menos uno. Antes de cambiarlos, compara con la resolución publicada (docs/decisions/0175).",
    min: 1,
    error: "escribe la lista de mensajes de riesgo, uno por línea empezando por «- »",
    tooFew: "escribe al menos un mensaje de riesgo: se muestra uno junto a cada bloque promocional",
  }),
  responsibleBox: object(
    {
      title: line("Título", "Encabezado del recuadro.", 5),
      text: paragraph("Texto", VARS, 30),
      help: paragraph("Línea de ayuda", LINKS, 10),
      guideLink: line("Enlace a la guía", "Texto del enlace a la guía de juego responsable.", 5),
    },
    { label: "Recuadro de juego responsable", help: "El recuadro de la portada, la comparativa, las reseñas, las guías y el blog." },
  ),
  cookies: object(
    {
      title: line("Título", "Encabezado del aviso.", 5),
      // The AEPD asks for the information one click away: the notice links the privacy policy.
      text: text({
        label: "Texto",
        help: `Debe enlazar la política de privacidad: [política de privacidad](/politica-privacidad). ${LINKS}`,
        min: 20,
        multiline: true,
        refine: { test: (s) => /\]\(\/politica-privacidad\)/.test(s), message: "debe enlazar la política de privacidad: [política de privacidad](/politica-privacidad)" },
      }),
      accepted: paragraph("Al volver a abrirlo, si las aceptó", "Se añade al texto cuando quien ya aceptó las cookies vuelve a abrir el aviso.", 10),
      rejected: paragraph("Al volver a abrirlo, si las rechazó", "Se añade al texto cuando quien ya rechazó las cookies vuelve a abrir el aviso.", 10),
    },
    {
      label: "Aviso de cookies",
      help: "Abajo en cada página hasta que el visitante elige; se vuelve a abrir desde el pie. Los botones «Aceptar» y «Rechazar» están en el código.",
    },
  ),
} as const;

export const navigationCopyDefinition = {
  mainLinks: navLinks("Enlaces principales", "Los enlaces de la barra de navegación, en su orden (el primero va antes de los desplegables); al menos uno."),
  homeLink: line(
    "Enlace de vuelta a la portada",
    "El enlace «volver al inicio» que cierra la página no encontrada, la de una comparación que no existe y las que abren los enlaces de los correos.",
    3,
  ),
  casinosMenu: line("Nombre del desplegable de casinos", "El menú con las reseñas de todos los casinos: sus enlaces salen solos de los archivos de operators/.", 3),
  gamesMenu: object(
    { label: line("Nombre del desplegable", "Lo que se lee en la cabecera.", 3), links: navLinks("Enlaces", "Al menos uno.") },
    { label: "Desplegable de juegos", help: "El menú «Juegos»: guías de juegos y temas." },
  ),
  footer: object(
    {
      about: paragraph("Párrafo bajo el nombre de la web", VARS, 20),
      casinosTitle: line("Título de la columna de casinos", "Columna que se rellena sola con los operadores destacados (marcados en su ficha).", 3),
      articlesTitle: line("Título de la columna de artículos", "Columna que se rellena sola con los artículos destacados del blog.", 3),
      sections: list(
        object(
          { title: line("Título", "Encabezado de la columna.", 3), links: navLinks("Enlaces", "Al menos uno.") },
          { label: "Columna", help: "Una columna de enlaces del pie." },
        ),
        { label: "Columnas con enlaces fijos", help: "Las columnas del pie con enlaces fijos, en su orden, entre la de casinos y la de artículos." },
      ),
      responsibleTitle: line("Título del recuadro de juego responsable", VARS, 5),
      responsibleText: paragraph("Texto del recuadro de juego responsable", LINKS, 30),
      legalLink: line("Enlace al aviso legal", "Texto del enlace al aviso legal.", 3),
    },
    { label: "Pie de página", help: "El pie de todas las páginas: sus textos fijos y las columnas de enlaces fijos (los casinos y los artículos destacados salen solos de sus archivos)." },
  ),
} as const;

/* ---------- the error pages ---------- */

const PATH = "Debe incluir {{ruta}}: la dirección que pidió el visitante, que se muestra como código.";
/** A not-found text names the path the visitor asked for: `{{ruta}}`, filled by the page. */
const withPath = (label: string, min: number) =>
  text({
    label,
    help: `${PATH} ${VARS}`,
    min,
    multiline: true,
    refine: { test: (s) => s.includes("{{ruta}}"), message: "debe incluir {{ruta}}: la dirección que el visitante ha pedido" },
  });

export const errorsCopyDefinition = {
  notFound: object(
    {
      title: line("Título (etiqueta <title>)", VARS, 5),
      description: paragraph("Descripción (meta)", VARS, 50),
      h1: line("Título principal (h1)", "En español, como toda la web (la especificación pedía «Oops! Page not found»: docs/decisions/0241).", 3),
      text: withPath("Texto", 20),
    },
    { label: "Página no encontrada (404)", help: "Cualquier dirección que no existe en la web. La página no se indexa." },
  ),
  pairNotFound: object(
    {
      description: paragraph("Descripción (meta)", VARS, 50),
      text: withPath("Texto", 20),
      comparisonLink: line("Botón hacia la comparativa", "Lleva a /comparacion, donde se eligen dos casinos del ranking.", 3),
    },
    { label: "Comparación de dos casinos que no existe", help: "Una dirección /comparar/a-vs-b con un casino que no está en el ranking. El título y el encabezado son los de «Página no encontrada»." },
  ),
  error: object(
    {
      h1: line("Título principal (h1)", "En español, como toda la web (la especificación pedía «Unexpected Application Error!»: docs/decisions/0241).", 3),
      text: paragraph("Texto", LINKS, 20),
      unknown: line("Detalle cuando el error no trae ninguno", "Se muestra en lugar del detalle del error cuando este no trae ninguno.", 5),
    },
    { label: "Error inesperado", help: "Cuando una página falla al mostrarse (fallo del servidor o de la red)." },
  ),
} as const;

/** The layout's copy files in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
const layoutContent: readonly ContentType[] = [
  copyFileContent("compliance", "Textos: cumplimiento y juego responsable", complianceCopyDefinition),
  copyFileContent("navigation", "Textos: menús y pie", navigationCopyDefinition),
];
/** The error pages' copy file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
const errorsContent: readonly ContentType[] = [copyFileContent("errors", "Textos: páginas de error", errorsCopyDefinition)];

/** This feature's entries of the editor and the owner's docs (found by app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [...layoutContent, ...errorsContent];
