/**
 * The payment-method pages' content, declared once (issue 38; docs/decisions/0275): a guide per page
 * (content/payment-methods/guides/<slug>.md: the frontmatter, then the guide in Markdown) and the pages'
 * fixed texts (content/payment-methods/texts.yaml). The zod schemas (payment-methods.server.ts), the
 * editor's fields (app/features/editor/config.ts) and the docs' field tables derive from these objects.
 *
 * A public module of the feature (the browser editor imports it): no fs, no server code.
 */
import { date, markdown, multiselect, relation, text } from "../../platform/content/fields.ts";
import type { ContentType } from "../../platform/content/content-type.ts";
import { PAYMENT_METHODS } from "../operators/lists.ts";
import { midSentenceVariables } from "../../platform/text.ts";

const METHOD_NAMES = PAYMENT_METHODS.map((m) => m.name);

export const guideDefinition = {
  title: text({
    label: "Título (etiqueta <title>)",
    help: "Título de la pestaña y de Google (10–70 caracteres; el nombre de la web se añade solo).",
    min: 10,
    max: 70,
    trim: false,
    fileName: {
      label: "Identificador",
      help: "El final de la dirección: /metodos-de-pago/<identificador> (bizum, tarjeta, paypal…). Minúsculas sin acentos y guiones. No lo cambies en una página ya publicada.",
    },
  }),
  methods: multiselect({
    label: "Métodos que cubre",
    help: "Los métodos de las fichas de los operadores que explica esta página (Visa y Mastercard van juntas en «tarjeta»). Cada método, en una sola guía. Sin ningún operador que acepte alguno, la página no se publica.",
    options: METHOD_NAMES,
    min: 1,
  }),
  name: text({ label: "Nombre del método", help: "Como lo lee el jugador en los títulos y la lista: «Bizum», «Visa y Mastercard».", min: 2, trim: false }),
  description: text({
    label: "Descripción (meta)",
    help: "Descripción para buscadores y redes (50–170 caracteres). Única en el sitio.",
    min: 50,
    max: 170,
    trim: false,
    multiline: true,
  }),
  summary: text({
    label: "Resumen",
    help: "Una o dos frases: van bajo el título y en la lista de /metodos-de-pago. Sin cifras que no puedas respaldar.",
    min: 40,
    max: 300,
    trim: false,
    multiline: true,
  }),
  updated: date({ label: "Actualizado el", help: "Fecha de la última revisión de la guía: va al mapa del sitio." }),
  author: relation({ label: "Autor", help: "Quien firma la guía: el nombre de su archivo de content/authors/.", collection: "authors" }),
  body: markdown({
    label: "Guía (Markdown)",
    help: "Cómo funciona el método en España: comisiones, límites, privacidad, qué mirar en la caja. Sin cifras inventadas: «según el operador», «consulta la caja».",
  }),
} as const;

/** `{metodo}` with single braces: the old spelling, which would now show as written. */
const singleBraces = (value: string) =>
  /(?<!\{)\{metodo\}(?!\})/.test(value) ? ["escribe {{metodo}} con dos llaves a cada lado: {metodo} se vería tal cual en la página"] : [];

/** `{{metodo}}` is the name as a title («Transferencia bancaria»); after a word it must be `{{metodo.frase}}`. */
const methodTexts = (value: string) => [
  ...singleBraces(value),
  ...midSentenceVariables(value, (n) => n === "metodo").map(
    () => "{{metodo}} es el nombre como título («Transferencia bancaria»); dentro de una frase escribe {{metodo.frase}} («aceptan transferencia bancaria»)",
  ),
];

const line = (label: string, help: string, min = 2) => text({ label, help, min, trim: false, problems: methodTexts });

/**
 * The pages' fixed texts. `{{metodo}}` is replaced by the guide's «Nombre del método» (a title: «Transferencia
 * bancaria»), `{{metodo.frase}}` by the same name as it reads inside a sentence («transferencia bancaria»).
 */
export const textsDefinition = {
  indexTitle: text({ label: "Índice: título (<title>)", help: "10–70 caracteres.", min: 10, max: 70, trim: false }),
  indexDescription: text({ label: "Índice: descripción (meta)", help: "50–170 caracteres.", min: 50, max: 170, trim: false, multiline: true }),
  indexH1: line("Índice: encabezado (h1)", "El título visible de /metodos-de-pago."),
  indexIntro: text({ label: "Índice: entradilla", help: "Párrafo bajo el título.", min: 40, trim: false, multiline: true }),
  indexUpdated: date({ label: "Índice: actualizado el", help: "Fecha de la última revisión de estos textos (el mapa del sitio usa la más reciente entre esta y los operadores)." }),
  indexColumnMethod: line("Índice: columna del método", "Encabezado de la columna con el nombre del método."),
  indexColumnOperators: line("Índice: columna de operadores", "Encabezado: cuántos operadores lo listan."),
  indexColumnDeposit: line("Índice: columna de depósito", "Encabezado: cuántos dicen que sirve para depositar."),
  indexColumnWithdrawal: line("Índice: columna de retirada", "Encabezado: cuántos dicen que sirve para retirar."),
  indexNote: text({ label: "Índice: nota sobre los datos", help: "Qué significan las cifras y su estado.", min: 40, trim: false, multiline: true }),
  methodH1: line("Método: encabezado (h1)", "Con {{metodo}} al principio o {{metodo.frase}} dentro de una frase."),
  operatorsHeading: line("Método: título de la tabla", "Con {{metodo}} al principio o {{metodo.frase}} dentro de una frase."),
  operatorsIntro: text({ label: "Método: texto sobre la tabla", help: "Con {{metodo}} al principio o {{metodo.frase}} dentro de una frase. Qué es cada columna y de dónde sale.", min: 40, trim: false, multiline: true, problems: methodTexts }),
  guideHeading: line("Método: título de la guía", "Con {{metodo}} al principio o {{metodo.frase}} dentro de una frase."),
  columnOperator: line("Columna: operador", "Encabezado."),
  columnMethod: line("Columna: método", "Encabezado (solo en páginas que cubren varios métodos, como tarjeta)."),
  columnDeposit: line("Columna: depósito", "Encabezado."),
  columnWithdrawal: line("Columna: retirada", "Encabezado."),
  columnMinimum: line("Columna: mínimos", "Encabezado."),
  columnTime: line("Columna: plazo de retirada", "Encabezado."),
  columnCheck: line("Columna: estado del dato", "Encabezado."),
  yes: line("Sí", "Lo que dice la celda cuando el operador lo indica."),
  no: line("No", "Lo que dice la celda cuando el operador dice que no."),
  noData: line("Sin dato", "Lo que dice la celda de depósito o retirada cuando no hay dato."),
  notStated: line("No lo indica el operador", "Lo que dice una cifra (mínimo, plazo) que nadie ha anotado."),
  minDepositLabel: line("Etiqueta del mínimo de depósito", "Antes de la cifra («Depósito:»)."),
  minWithdrawalLabel: line("Etiqueta del mínimo de retirada", "Antes de la cifra («Retirada:»)."),
  otherMethodsHeading: line("Otros métodos: título", "Sobre la lista de los demás métodos."),
  complaintNote: text({ label: "Nota sobre reclamaciones", help: "Frase que lleva a la guía «Cómo reclamar» (admite [enlaces](/ruta)).", min: 20, trim: false, multiline: true }),
  reviewsLinkLabel: line("Reseñas: texto del enlace", "En la sección de pagos de cada reseña: el enlace a la página del método. Con {{metodo}} al principio o {{metodo.frase}} dentro de una frase."),
  comparisonFilterLink: line("Comparativa: enlace del filtro", "Bajo el filtro de pago de la comparativa, con un método elegido. Con {{metodo}} al principio o {{metodo.frase}} dentro de una frase."),
  comparisonIndexLink: line("Comparativa: enlace a todos los métodos", "Bajo el filtro de pago de la comparativa, sin método elegido."),
} as const;

/** The payment-method pages' content, found by the editor (app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "collection",
    key: "paymentMethodGuides",
    label: "Métodos de pago: guías",
    path: "payment-methods/guides/*",
    format: "markdown",
    slugField: "title",
    columns: ["name", "title"],
    definition: guideDefinition,
    docs: { file: "docs/editing-content.md", id: "payment-method-guides" },
  },
  {
    kind: "singleton",
    key: "paymentMethodsTexts",
    label: "Métodos de pago: textos de las páginas",
    path: "payment-methods/texts",
    definition: textsDefinition,
    docs: { file: "docs/editing-content.md", id: "payment-methods-texts" },
  },
];
