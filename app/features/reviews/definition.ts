/**
 * The reviews' fixed texts, declared once: content/copy/review.yaml, one template for every operator's review
 * (its variables, the operator's values; its variants, by a condition of reviews/lists.ts). Its zod schema
 * (review-copy.server.ts, through `toZod`), the editor's singleton and the owner's field table
 * (docs/textos-fijos.md) are derived from it; the shared help texts and field shapes come from
 * app/platform/content/copy-fields.ts. The server picks a title and a variant per operator: `picksOne` and
 * `serverOnly` say so, and the type the review reads (review-copy.ts, `Resolved`) follows.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { list, object, optionalText, select, text, withDefault } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { VARS, line, paragraph } from "../../platform/content/copy-fields.ts";
import { picksOne, serverOnly } from "../../platform/content/resolved.ts";
import { REVIEW_CONDITION_LABELS } from "./lists.ts";

const OPERATOR_VARS =
  "Una plantilla para todos los casinos: lo propio de cada uno (bono, análisis, ventajas…) sale de su archivo de operators/. Admite las variables del casino de la página ({{operador}}, {{operador.bono}}…) y las del sitio (lista en docs/editing-content.md).";
/** The offer's variables, and a figure of one («100 %», «hasta 250 €», «50 tiradas»): never in a review's <title>. */
export const OFFER_IN_TITLE = /\{\{operador\.(?:oferta|bono|requisito|condicion|depositoBono)\}\}|\d\s?%|hasta\s+\d|\d+\s?€|\b\d+\s+(?:tiradas|giros)\b/i;
/** A line of a review, which may quote the operator's values. */
const rline = (label: string, min = 3) => line(label, OPERATOR_VARS, min);
const rparagraph = (label: string, help: string, min: number) => paragraph(label, `${help ? `${help} ` : ""}${OPERATOR_VARS}`, min);

type ReviewCondition = keyof typeof REVIEW_CONDITION_LABELS;
/** When a text has a variant: «siempre» (no variant), or the condition the operator meets or not. */
const when = () =>
  serverOnly(
    withDefault(
      select({
        label: "Cuándo cambia",
        help: "Para un texto que cambia según el casino: la condición (la licencia de la DGOJ, la app, el casino en vivo, un dato de su archivo…). El texto principal es para los casinos que la cumplen; si no es «siempre», escribe también el texto para los que no la cumplen.",
        options: REVIEW_CONDITION_LABELS,
        default: "siempre",
      }),
      "siempre" as ReviewCondition,
    ),
  );
/** The variant for operators that do not meet `cuando` (Keystatic writes an empty one as "", which means none). */
const variantNo = (label: string) =>
  serverOnly(optionalText(text({ label, help: "Solo si «Cuándo cambia» no es «siempre»: el texto para los casinos que no lo cumplen.", multiline: true })));

export const reviewCopyDefinition = {
  /** Candidates, longest first: the review uses the first whose text for that operator fits REVIEW_TITLE_MAX. */
  title: picksOne(
    list(
      text({
        label: "Título",
        help: OPERATOR_VARS,
        min: 10,
        // A bonus is never shown without its conditions (RD 958/2020), and a <title> has no room for them (issue 49).
        refine: { test: (t) => !OFFER_IN_TITLE.test(t), message: "sin la oferta: un título no tiene sitio para sus condiciones (depósito mínimo, requisito, plazo); cítala en la descripción o en la página" },
      }),
      {
      label: "Título (etiqueta <title>): versiones de la más larga a la más corta",
      help: "Cada reseña usa la primera que, con los datos de su casino, quepa en 60 caracteres (Google corta los títulos más largos); si ninguna cabe, la última. {{operador.anio}} es el año de la última revisión de la ficha (campo «Actualizado el»). Sin la oferta ({{operador.oferta}}, {{operador.bono}}): en un título no caben sus condiciones.",
      min: 1,
    }),
  ),
  h1: rline("Título principal (h1)", 5),
  description: picksOne(
    object(
      { cuando: when(), text: rparagraph("Descripción (meta)", "", 20), textNo: variantNo("Descripción si no lo cumple") },
      {
        label: "Descripción para buscadores",
        help: "Una descripción para todos los casinos, o dos según una condición.",
        refine: {
          test: (v) => v.cuando === "siempre" || !!v.textNo,
          message: "con «cuando» hace falta también «textNo», el texto para los casinos que no lo cumplen",
          path: ["textNo"],
        },
      },
    ),
  ),
  keywords: list(rline("Palabra clave", 2), { label: "Palabras clave", help: "Al menos una.", min: 1 }),
  headings: object(
    {
      summary: rline("Resumen"),
      score: rline("Puntuación"),
      license: rline("Licencia"),
      analysis: rline("Análisis"),
      bonuses: rline("Bonos"),
      conditions: rline("Condiciones habituales del mercado"),
      facts: rline("Datos del operador"),
      games: rline("Juegos"),
      prosCons: rline("Ventajas y desventajas"),
      pros: rline("Ventajas"),
      cons: rline("Desventajas"),
      faq: rline("Preguntas frecuentes"),
      quickInfo: rline("Información rápida"),
      payments: rline("Métodos de pago"),
      security: rline("Seguridad"),
      play: rline("Recuadro para jugar"),
      comparisons: line("Comparaciones con otros casinos", `Sobre la lista de las comparaciones frente a frente de este casino con los demás del ranking. ${OPERATOR_VARS}`, 3),
    },
    { label: "Títulos de las secciones", help: "El título de cada sección de la reseña, en el orden de la página." },
  ),
  score: object(
    {
      intro: rparagraph("Entradilla de la puntuación", "", 20),
      table: object(
        {
          caption: rline("Descripción de la tabla (lectores de pantalla)", 10),
          criterion: line("Columna: criterio", "Encabezado de la primera columna.", 3),
          weight: line("Columna: peso", "Encabezado de la columna del peso de cada criterio.", 3),
          score: line("Columna: nota", "Encabezado de la columna de la subnota.", 3),
          points: line("Columna: lo que aporta", "Encabezado de la columna de lo que cada criterio suma a la nota final.", 3),
          total: line("Fila final: nota final", "Bajo la tabla, junto a la nota final.", 5),
          exact: text({
            label: "Nota sin redondear",
            help: "Bajo «Nota final»: debe incluir {{nota}}, la media ponderada con tres decimales.",
            min: 5,
            refine: { test: (s) => s.includes("{{nota}}"), message: "debe incluir {{nota}}: la nota sin redondear" },
          }),
          unscored: line("Licencia sin puntuar (fila)", "En la fila de la licencia de un casino cuya licencia nadie ha comprobado aún: no puntúa.", 5),
          unscoredRow: line("Licencia sin puntuar (bajo el criterio)", `Enlace a la sección de la licencia, bajo el nombre del criterio. ${VARS}`, 5),
          unscoredOther: line("Otro criterio sin puntuar (fila)", "En la fila de un criterio que no tiene fórmula ni una comprobación firmada por una persona real: no puntúa.", 5),
          formulaRow: line("Criterio calculado (bajo el criterio)", "Bajo el nombre de un criterio que se calcula con los datos del operador con la fórmula que publica /metodologia.", 5),
          editorialRow: line("Criterio con nota de la redacción (bajo el criterio)", "Bajo el nombre de un criterio cuya nota pone la redacción, respaldada por la comprobación de una persona real (que sale al lado).", 5),
          unscoredTotal: text({
            label: "Criterios sin puntuar (bajo la nota final)",
            help: `Debe incluir {{criterio}}: los nombres de los criterios que no puntúan (como los dan sus archivos de methodology/). ${OPERATOR_VARS}`,
            min: 20,
            multiline: true,
            refine: { test: (s) => s.includes("{{criterio}}"), message: "debe incluir {{criterio}}: el criterio que no puntúa" },
          }),
        },
        {
          label: "Tabla de subnotas",
          help: "Los encabezados y avisos de la tabla de subnotas de cada reseña. Las cifras (pesos, notas) salen de los archivos de methodology/ y operators/.",
        },
      ),
    },
    { label: "Puntuación", help: "La sección de la nota y las subnotas." },
  ),
  license: object(
    {
      pending: rline("Dato pendiente de comprobar", 5),
      pendingNote: rparagraph("Aviso si no está comprobada", "", 20),
      howTo: rparagraph("Cómo comprobarla", "", 20),
      registerLink: line("Enlace al registro", "Un enlace [texto](dirección).", 10),
    },
    { label: "Licencia", help: "El recuadro de la licencia." },
  ),
  analysisTitles: object(
    {
      highlights: rline("Lo que destaca"),
      weaknesses: rline("Puntos débiles"),
      audience: rline("Para quién es"),
      bonus: rline("El bono"),
      payments: rline("Pagos"),
      mobile: rline("Móvil"),
      support: rline("Atención al cliente"),
    },
    { label: "Títulos del análisis", help: "Los títulos de los párrafos de análisis de cada operador (el texto está en su archivo, «Análisis de la reseña»)." },
  ),
  bonuses: object(
    {
      welcome: rline("Bono de bienvenida"),
      kind: rparagraph("Tipo de bono", "Solo las condiciones del bono: la apuesta máxima que acepta el operador es un dato de la ficha (información rápida), no del bono.", 5),
      contribution: rline("Qué juegos cuentan", 5),
      contributionTypical: rparagraph(
        "Nota bajo la tabla típica de contribución",
        "En lugar de la tabla cuando la ficha no trae la contribución propia del operador («Contribución de cada juego» de su oferta). Admite enlaces [texto](dirección).",
        20,
      ),
      calculator: rline("Título de la calculadora", 5),
      noCalculator: rparagraph("Sin calculadora: tiradas o requisito sobre ganancias", "", 20),
      noCalculatorCredit: rparagraph("Sin calculadora: créditos de apuesta", "", 20),
      noCalculatorPoker: rparagraph("Sin calculadora: bono de póker", "", 20),
    },
    {
      label: "Bonos",
      help: "La sección del bono de bienvenida y la calculadora. Todo lo del bono sale de la oferta de la ficha del operador: no se escribe aquí. Sin calculadora, cuando la oferta no es un bono por depósito que se libera apostando un múltiplo: tiradas o requisito sobre las ganancias, créditos de apuesta y bono de póker.",
    },
  ),
  /** The operator's dated facts (one place on the page): intro above the list, text when it has none. */
  facts: object(
    {
      intro: rparagraph("Introducción", "Sobre la lista de datos del casino (cada dato dice quién lo comprobó, cuándo y dónde, o «Sin comprobar»).", 20),
      empty: rparagraph("Sin datos", "Lo que dice la reseña de un casino sin ningún dato en su archivo.", 20),
    },
    {
      label: "Datos del operador",
      help: "La sección con los datos propios del casino (campo «Datos del operador» de su archivo), cada uno con su comprobación (fecha, autor y página) o «Sin comprobar»: la reseña los muestra en un solo sitio.",
    },
  ),
  /**
   * What is typical in the Spanish market lives once, on the guide /guia-condiciones-habituales (the spec's
   * fixed figures, said to be typical): the review only links it (issue 37 item 5).
   */
  conditions: object(
    {
      text: rparagraph("Frase antes del enlace", "Deja claro que lo habitual del mercado no es de este casino.", 10),
      guideLink: rline("Enlace a la guía", 10),
    },
    {
      label: "Condiciones habituales del mercado",
      help: "Una línea con el enlace a la guía de condiciones habituales (/guia-condiciones-habituales): las cifras típicas del mercado están allí, una vez, y no se repiten en cada reseña.",
    },
  ),
  games: object({ providers: rline("Proveedores"), popular: rline("Juegos populares") }, { label: "Juegos", help: "Los títulos de las listas de juegos." }),
  faq: list(
    object(
      {
        question: rline("Pregunta", 5),
        cuando: when(),
        answer: rparagraph("Respuesta", "Admite enlaces [texto](dirección) y **negrita**.", 20),
        answerNo: variantNo("Respuesta si no lo cumple"),
      },
      {
        label: "Pregunta frecuente",
        help: "Una pregunta con su respuesta, o dos respuestas según una condición.",
        refine: {
          test: (v) => v.cuando === "siempre" || !!v.answerNo,
          message: "con «cuando» hace falta también «answerNo», la respuesta para los casinos que no lo cumplen",
          path: ["answerNo"],
        },
      },
    ),
    {
      label: "Preguntas frecuentes",
      help: "Las preguntas de cada reseña (también van a los datos estructurados FAQPage); al menos una. Si respondes sobre impuestos: las ganancias del juego online son ganancia patrimonial a tipos progresivos; el umbral de 40.000 € es de las loterías del Estado, no una retención del casino.",
      min: 1,
    },
  ),
} as const;

/** The reviews' copy file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [copyFileContent("review", "Textos: reseñas", reviewCopyDefinition)];
