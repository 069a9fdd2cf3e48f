import { OPINION_CONFIRM_DAYS_TEXT } from "./opinions-links";

/**
 * «Cómo verificamos las opiniones»: what EU Directive 2019/2161 (Omnibus) and the Spanish consumer law
 * ask a site that shows consumer reviews to say — whether and how they are checked. Worded to claim
 * only what the code does (docs/decisions/0280): email confirmation and moderation; no proof of being
 * a customer is asked or possible here.
 */
export const VERIFICATION = {
  heading: "Cómo verificamos las opiniones",
  paragraphs: [
    `Cada opinión se confirma por email: quien la escribe recibe un enlace y, hasta que lo abre y confirma (tiene ${OPINION_CONFIRM_DAYS_TEXT}), no se publica. Así sabemos que detrás hay una dirección de email real, pero no comprobamos que su autor sea o haya sido cliente del operador: no pedimos ni podemos verificar depósitos, cuentas ni compras. «Cliente desde» es un dato que da el autor, sin verificar.`,
    "Después, una persona del equipo lee cada opinión confirmada antes de publicarla. La aprobamos tal como está o la rechazamos, y cuando la rechazamos anotamos el motivo: insultos o amenazas, datos personales, publicidad o enlaces, textos que no tratan del operador, o indicios de que la ha escrito el propio operador o alguien en su nombre. No editamos nunca el texto de una opinión, tampoco para corregir erratas.",
    "Publicamos las opiniones aprobadas, sean positivas o negativas, de la más reciente a la más antigua. No pagamos por opiniones ni damos nada a cambio de escribirlas, y no dejamos que los operadores las escriban, las encarguen o elijan cuáles se muestran. La media y el número de opiniones se muestran aparte de la puntuación de nuestro análisis, que no cambian, igual que el ranking.",
    "El email del autor no se publica. Quien escribe una opinión puede borrarla cuando quiera con el enlace que recibe por email.",
  ],
} as const;
