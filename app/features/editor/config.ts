/**
 * The browser editor's configuration (Keystatic, local storage). The collections' fields are derived
 * from each content type's definition (operators, authors, posts, methodology, pages: the features'
 * `definition.ts`, through from-definition.ts), the same objects the build's zod schemas come from, so
 * there is nothing to keep equal; so are the publisher's, the review cadence's and eleven copy files'
 * (app/features/copy/definition.ts: all but review). The other copy files' fields (copy/*.yaml, schemas in copy.server.ts) are still written here by hand and held equal to
 * their schemas by config.test.ts.
 * Paths are relative to the content folder (CONTENT_DIR, by default ./content): the editor's API
 * reads and writes there, so it edits exactly the files the build reads.
 *
 * Loaded by the editor page in the browser and by its API on the server, so it imports no server code
 * (no fs, no *.server module): only the features' public `definition.ts` and `lists.ts` modules, which
 * hold field builders (zod), plain data and plain checks.
 */
import { collection, config, fields, singleton } from "@keystatic/core";
import { authorDefinition } from "../authors/definition";
import { postDefinition } from "../blog/definition";
import {
  authorsCopyDefinition,
  blogCopyDefinition,
  calculatorCopyDefinition,
  comparisonCopyDefinition,
  complianceCopyDefinition,
  emailsCopyDefinition,
  errorsCopyDefinition,
  headToHeadCopyDefinition,
  homeCopyDefinition,
  navigationCopyDefinition,
  newsletterCopyDefinition,
} from "../copy/definition";
import { criterionDefinition, reviewCadenceDefinition } from "../methodology/definition";
import { operatorDefinition } from "../operators/definition";
import { pageDefinition } from "../pages/definition";
import { publisherDefinition } from "../../platform/publisher-definition";
import { toKeystatic } from "./from-definition";

const text = (label: string, description?: string, min = 2) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min } } });
const longText = (label: string, description?: string, min = 2) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true, length: { min } } });

export const operatorSchema = toKeystatic(operatorDefinition);

export const authorSchema = toKeystatic(authorDefinition);

export const postSchema = toKeystatic(postDefinition);

export const criterionSchema = toKeystatic(criterionDefinition);

export const pageSchema = toKeystatic(pageDefinition);

/* ---------- the site's fixed texts (copy/*.yaml, schemas in app/features/copy/copy.server.ts) ---------- */

export const comparisonCopySchema = toKeystatic(comparisonCopyDefinition);

export const headToHeadCopySchema = toKeystatic(headToHeadCopyDefinition);

/** The conditions of copy.server.ts (REVIEW_CONDITIONS): when a review text has a variant. */
export const EDITOR_REVIEW_CONDITIONS = {
  siempre: "Siempre el mismo texto",
  licenciaDGOJ: "Según tenga licencia de la DGOJ",
  app: "Según tenga app",
  enVivo: "Según tenga casino en vivo",
  datoRetiradas: "Según su ficha recoja plazos de retirada comprobados",
  datoLimiteRetirada: "Según su ficha recoja límites de retirada comprobados",
  datoVerificacion: "Según su ficha recoja el plazo de verificación comprobado",
  datoFidelidad: "Según su ficha recoja un programa de fidelidad o un reembolso comprobados",
  bonoSinRequisito: "Según su bono de bienvenida sea sin requisito de apuesta",
} as const;
const when = fields.select({
  label: "Cuándo cambia",
  description: "Si no es «siempre», escribe también el texto para los casinos que no lo cumplen.",
  options: Object.entries(EDITOR_REVIEW_CONDITIONS).map(([value, label]) => ({ value, label })),
  defaultValue: "siempre",
});
const OPERATOR_VARS = "Admite {{operador}}, {{operador.bono}}… y las variables del sitio (docs/editing-content.md).";
const rtext = (label: string, min = 3) => text(label, OPERATOR_VARS, min);

export const reviewCopySchema = {
  title: fields.array(rtext("Título", 10), {
    label: "Título (etiqueta <title>): versiones de la más larga a la más corta",
    description: "Cada reseña usa la primera que quepa en 60 caracteres con los datos de su casino. Admite {{operador.oferta}} y {{operador.anio}}.",
    itemLabel: (p) => p.value,
  }),
  h1: rtext("Título principal (h1)", 5),
  description: fields.object(
    {
      cuando: when,
      text: longText("Descripción (meta)", OPERATOR_VARS, 20),
      textNo: fields.text({ label: "Descripción si no lo cumple", multiline: true }),
    },
    { label: "Descripción para buscadores" },
  ),
  keywords: fields.array(rtext("Palabra clave", 2), { label: "Palabras clave", itemLabel: (p) => p.value }),
  headings: fields.object(
    {
      summary: rtext("Resumen"),
      score: rtext("Puntuación"),
      license: rtext("Licencia"),
      analysis: rtext("Análisis"),
      bonuses: rtext("Bonos"),
      conditions: rtext("Lo habitual en el mercado español"),
      facts: rtext("Datos comprobados del operador"),
      games: rtext("Juegos"),
      prosCons: rtext("Ventajas y desventajas"),
      pros: rtext("Ventajas"),
      cons: rtext("Desventajas"),
      faq: rtext("Preguntas frecuentes"),
      quickInfo: rtext("Información rápida"),
      payments: rtext("Métodos de pago"),
      security: rtext("Seguridad"),
      play: rtext("Recuadro para jugar"),
      comparisons: rtext("Comparaciones con otros casinos"),
    },
    { label: "Títulos de las secciones" },
  ),
  score: fields.object({ intro: longText("Entradilla de la puntuación", OPERATOR_VARS, 20) }, { label: "Puntuación" }),
  license: fields.object(
    {
      pending: rtext("Dato pendiente de comprobar", 5),
      pendingNote: longText("Aviso si no está comprobada", OPERATOR_VARS, 20),
      howTo: longText("Cómo comprobarla", OPERATOR_VARS, 20),
      registerLink: text("Enlace al registro", "Un enlace [texto](dirección).", 10),
    },
    { label: "Licencia" },
  ),
  analysisTitles: fields.object(
    {
      highlights: rtext("Lo que destaca"),
      weaknesses: rtext("Puntos débiles"),
      audience: rtext("Para quién es"),
      bonus: rtext("El bono"),
      payments: rtext("Pagos"),
      mobile: rtext("Móvil"),
      support: rtext("Atención al cliente"),
    },
    { label: "Títulos del análisis" },
  ),
  bonuses: fields.object(
    {
      welcome: rtext("Bono de bienvenida"),
      kind: longText("Tipo de bono y apuesta máxima", OPERATOR_VARS, 10),
      contribution: rtext("Qué juegos cuentan", 5),
      contributionTypical: longText("Nota bajo la tabla típica de contribución", `Cuando la ficha no trae la tabla del operador. ${OPERATOR_VARS}`, 20),
      calculator: rtext("Título de la calculadora", 5),
      noCalculator: longText("Sin calculadora: tiradas o requisito sobre ganancias", OPERATOR_VARS, 20),
      noCalculatorCredit: longText("Sin calculadora: créditos de apuesta", OPERATOR_VARS, 20),
      noCalculatorPoker: longText("Sin calculadora: bono de póker", OPERATOR_VARS, 20),
    },
    { label: "Bonos" },
  ),
  facts: fields.object(
    {
      intro: longText("Introducción", `Sobre la lista de datos comprobados del casino (cada dato lleva su fecha y su fuente). ${OPERATOR_VARS}`, 20),
      empty: longText("Sin datos", `Lo que dice la reseña de un casino sin ningún dato comprobado. ${OPERATOR_VARS}`, 20),
    },
    { label: "Datos comprobados del operador" },
  ),
  conditions: fields.object(
    {
      intro: longText(
        "Introducción",
        `Deja claro que estas cifras son lo habitual en el mercado español, no las condiciones de este casino. ${OPERATOR_VARS}`,
        20,
      ),
      checkLabel: rtext("Encabezado de «qué mirar» en cada condición", 5),
      items: fields.array(
        fields.object(
          {
            label: rtext("Condición"),
            value: text("Cifra habitual", `Las cifras fijas de la especificación: {{condiciones.…}}. ${OPERATOR_VARS}`),
            check: longText("Qué mirar en los términos del operador", OPERATOR_VARS, 10),
          },
          { label: "Condición" },
        ),
        { label: "Lo habitual en el mercado español", itemLabel: (p) => p.fields.label.value || "Condición" },
      ),
      withdrawalTimes: rtext("Plazos de retirada habituales", 5),
    },
    { label: "Lo habitual en el mercado español" },
  ),
  games: fields.object({ providers: rtext("Proveedores"), popular: rtext("Juegos populares") }, { label: "Juegos" }),
  faq: fields.array(
    fields.object(
      {
        question: rtext("Pregunta", 5),
        cuando: when,
        answer: longText("Respuesta", `Admite enlaces [texto](dirección) y **negrita**. ${OPERATOR_VARS}`, 20),
        answerNo: fields.text({ label: "Respuesta si no lo cumple", multiline: true }),
      },
      { label: "Pregunta frecuente" },
    ),
    { label: "Preguntas frecuentes", itemLabel: (p) => p.fields.question.value || "Pregunta" },
  ),
};

export const blogCopySchema = toKeystatic(blogCopyDefinition);

export const emailsCopySchema = toKeystatic(emailsCopyDefinition);

export const calculatorCopySchema = toKeystatic(calculatorCopyDefinition);

export const authorsCopySchema = toKeystatic(authorsCopyDefinition);

export const errorsCopySchema = toKeystatic(errorsCopyDefinition);

export default config({
  storage: { kind: "local" },
  locale: "es-ES",
  ui: {
    brand: { name: "Ranking Casinos España" },
  },
  collections: {
    operators: collection({
      label: "Operadores",
      path: "operators/*",
      format: { data: "yaml" },
      slugField: "name",
      columns: ["name", "rank"],
      schema: operatorSchema,
    }),
    authors: collection({
      label: "Autores",
      path: "authors/*",
      format: { data: "yaml" },
      slugField: "name",
      schema: authorSchema,
    }),
    posts: collection({
      label: "Artículos del blog",
      path: "blog/posts/*",
      format: { contentField: "body" },
      slugField: "title",
      columns: ["title", "publishDate"],
      schema: postSchema,
    }),
    methodology: collection({
      label: "Criterios de la metodología",
      path: "methodology/*",
      format: { data: "yaml" },
      slugField: "name",
      columns: ["name", "weight"],
      schema: criterionSchema,
    }),
    pages: collection({
      label: "Páginas",
      path: "pages/*",
      format: { contentField: "body" },
      slugField: "title",
      columns: ["title", "path"],
      schema: pageSchema,
    }),
  },
  singletons: {
    complianceCopy: singleton({ label: "Textos: cumplimiento y juego responsable", path: "copy/compliance", format: { data: "yaml" }, schema: toKeystatic(complianceCopyDefinition) }),
    navigationCopy: singleton({ label: "Textos: menús y pie", path: "copy/navigation", format: { data: "yaml" }, schema: toKeystatic(navigationCopyDefinition) }),
    newsletterCopy: singleton({ label: "Textos: boletín", path: "copy/newsletter", format: { data: "yaml" }, schema: toKeystatic(newsletterCopyDefinition) }),
    homeCopy: singleton({ label: "Textos: portada", path: "copy/home", format: { data: "yaml" }, schema: toKeystatic(homeCopyDefinition) }),
    comparisonCopy: singleton({ label: "Textos: comparativa", path: "copy/comparison", format: { data: "yaml" }, schema: comparisonCopySchema }),
    reviewCopy: singleton({ label: "Textos: reseñas", path: "copy/review", format: { data: "yaml" }, schema: reviewCopySchema }),
    blogCopy: singleton({ label: "Textos: blog", path: "copy/blog", format: { data: "yaml" }, schema: blogCopySchema }),
    errorsCopy: singleton({ label: "Textos: páginas de error", path: "copy/errors", format: { data: "yaml" }, schema: errorsCopySchema }),
    calculatorCopy: singleton({ label: "Textos: calculadora de bonos", path: "copy/calculator", format: { data: "yaml" }, schema: calculatorCopySchema }),
    authorsCopy: singleton({ label: "Textos: páginas de autor", path: "copy/authors", format: { data: "yaml" }, schema: authorsCopySchema }),
    headToHeadCopy: singleton({ label: "Textos: comparaciones frente a frente", path: "copy/head-to-head", format: { data: "yaml" }, schema: headToHeadCopySchema }),
    emailsCopy: singleton({ label: "Textos: correos del boletín", path: "copy/emails", format: { data: "yaml" }, schema: emailsCopySchema }),
    reviewCadence: singleton({
      label: "Metodología: cada cuánto revisamos los datos",
      path: "site/review-cadence",
      format: { data: "yaml" },
      schema: toKeystatic(reviewCadenceDefinition),
    }),
    publisher: singleton({
      label: "Datos del titular (aviso legal)",
      path: "site/publisher",
      format: { data: "yaml" },
      schema: toKeystatic(publisherDefinition),
    }),
  },
});
