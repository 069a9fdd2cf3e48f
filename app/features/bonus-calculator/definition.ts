/**
 * The bonus calculator's fixed texts, declared once: content/copy/calculator.yaml. Its zod schema
 * (calculator-copy.server.ts, through `toZod`), the editor's singleton, the owner's field table
 * (docs/textos-fijos.md) and the type the calculator reads (calculator-copy.ts) are derived from it.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and plain
 * checks; no fs, no server module. Relative imports only.
 */
import { object, text } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";
import { VARS, line, paragraph } from "../../platform/content/copy-fields.ts";

const CALC_VARS =
  "Las cifras cambian mientras el visitante escribe: se citan con las variables que rellena la calculadora ({{bono}}, {{aApostar}}…; qué es cada una en docs/editing-content.md). Admite también las variables del sitio.";

/**
 * A calculator field's help on the offer's own figures: every review starts the calculator from its
 * operator's offer, so an example figure («hasta 200 €», «30x») would contradict most of them.
 */
const offerFreeHint = (label: string) =>
  text({
    label,
    help: `Sin cifras de ejemplo: cada reseña empieza la calculadora con la oferta de su casino. ${CALC_VARS}`,
    min: 5,
    refine: {
      test: (s) => !/\d[\d.,]*\s*(€|euros?\b|x\b)/i.test(s),
      message: "sin cifras de ejemplo («hasta 200 €», «30x»): la calculadora de cada reseña empieza con la oferta de su casino y la cifra la contradiría",
    },
  });

export const calculatorCopyDefinition = {
  title: line(
    "Título en las guías",
    "El encabezado de la calculadora en las páginas que la llevan (bloque ::bonus-calculator); el de cada reseña está en «Textos: reseñas», Bonos. Los nombres de los campos y de los resultados («Depósito», «Bono máximo»…) están en el código.",
    5,
  ),
  operatorIntro: paragraph("Frase en una reseña", `En una reseña, bajo el título: {{operador}} es el nombre del casino. ${CALC_VARS}`, 10),
  hints: object(
    {
      bonusPercent: line("Ayuda: porcentaje del bono", CALC_VARS, 5),
      bonusCap: offerFreeHint("Ayuda: bono máximo"),
      multiple: offerFreeHint("Ayuda: requisito de apuesta"),
      contribution: line("Ayuda: contribución del juego", CALC_VARS, 5),
      rtp: line("Ayuda: RTP", CALC_VARS, 5),
    },
    {
      label: "Ayudas bajo los campos",
      help: "Una frase bajo cada campo de la calculadora, sin cifras de una oferta concreta: en cada reseña la calculadora empieza con la oferta de ese casino, y una cifra de ejemplo («hasta 200 €», «30x») la contradiría.",
    },
  ),
  resultsTitle: line("Título de los resultados", "Encima de las cifras que calcula.", 3),
  stepsTitle: line("Título de la explicación", "Encima de los pasos de «Cómo se calcula».", 3),
  summary: paragraph("Frase bajo los resultados", `Un lector de pantalla la lee tras cada cambio. ${CALC_VARS}`, 20),
  steps: object(
    {
      bonus: paragraph("Paso 1: el bono", CALC_VARS, 10),
      wagering: paragraph("Paso 2: apuestas necesarias", CALC_VARS, 10),
      contribution: paragraph("Paso 3: contribución del juego", CALC_VARS, 10),
      cost: paragraph("Paso 4: coste esperado", CALC_VARS, 10),
      value: paragraph("Paso 5: valor medio", CALC_VARS, 10),
    },
    { label: "Cómo se calcula", help: "Los cinco pasos de la explicación, en orden, con las cifras del visitante." },
  ),
  capped: line("Cuando manda el máximo ({{tope}})", "Lo que dice {{tope}}, tras el importe del bono, cuando el bono llega a su máximo; si no, {{tope}} no dice nada.", 3),
  baseBonus: line("Base: solo el bono ({{base}})", "Cómo se nombra la base cuando el requisito es sobre el bono.", 3),
  baseBoth: line("Base: bono y depósito ({{base}})", "Cómo se nombra la base cuando el requisito es sobre bono y depósito.", 3),
  negative: paragraph("Conclusión si el valor medio es negativo", `Lo que dice {{conclusion}} en el último paso. ${CALC_VARS}`, 10),
  positive: paragraph("Conclusión si el valor medio es positivo", `Lo que dice {{conclusion}} en el último paso. ${CALC_VARS}`, 10),
  note: paragraph("Nota al pie", VARS, 20),
} as const;

/** The calculator's copy file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [copyFileContent("calculator", "Textos: calculadora de bonos", calculatorCopyDefinition)];
