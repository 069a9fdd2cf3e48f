import { MIN_AGE, PRIMARY_HELPLINE, RESPONSIBLE_GAMBLING_PORTAL } from "../lib/site";

/**
 * Wording that Spanish gambling advertising rules (Real Decreto 958/2020, which also binds affiliates)
 * require next to promotions. Kept in one place so every card, banner and play button says the same.
 */

/** Label on every block that promotes an operator: promotional content must be identifiable as such. */
export const ADVERTISING_LABEL = "Publicidad";

/** Age warning beside every play button and every bonus. */
export const AGE_LABEL = `+${MIN_AGE}`;
export const AGE_TEXT = "Prohibido a menores";

/** Responsible-gambling message beside every play button. */
export const RESPONSIBLE_MESSAGE = "Juega con responsabilidad";

/** Short help line for the play-button notice. */
export const HELP_SHORT = `Ayuda: ${PRIMARY_HELPLINE.display} (FEJAR, gratuito)`;

export const PORTAL_LABEL = RESPONSIBLE_GAMBLING_PORTAL.url.replace(/^https:\/\/(www\.)?/, "");

/** Visible text of the play button: names the operator, as the rules ask. */
export function playLabel(operatorName: string): string {
  return `Visitar ${operatorName}`;
}

export const TERMS_LINK_LABEL = "Términos completos";

/** Disclosure shown where the ranking is presented: we earn commissions from some operators. */
export const AFFILIATE_DISCLOSURE =
  "Algunos enlaces son de afiliación: si te registras a través de ellos, el operador puede pagarnos una comisión, sin coste para ti. Las valoraciones son nuestra opinión editorial y no dependen de esas comisiones.";

/** The responsible-gambling box shown on the home page, guides and articles. */
export const RESPONSIBLE_GAMBLING_BOX = {
  title: RESPONSIBLE_MESSAGE,
  text: `El juego es entretenimiento, no una forma de ganar dinero. Fija un presupuesto y un tiempo antes de empezar, no persigas las pérdidas y haz pausas. Solo para mayores de ${MIN_AGE} años.`,
  guideLink: "Lee nuestra guía de juego responsable",
};
