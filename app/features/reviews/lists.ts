/**
 * The reviews' closed lists as plain data (no imports): the review texts' definition (definition.ts) validates and offers
 * them. A public module of the feature (lint: eslint.config.js).
 */

/**
 * The conditions a review text may depend on, with the editor's words for each: the operator's licence
 * and flags, and whether its file records a dated fact on a topic (withdrawal times, withdrawal limits,
 * identity check, loyalty scheme or cashback), so a text says something operator-specific only where
 * there is a fact (decision 0185).
 */
export const REVIEW_CONDITION_LABELS = {
  siempre: "Siempre el mismo texto",
  licenciaDGOJ: "Según tenga licencia de la DGOJ",
  app: "Según tenga app",
  enVivo: "Según tenga casino en vivo",
  datoRetiradas: "Según su ficha recoja plazos de retirada",
  datoLimiteRetirada: "Según su ficha recoja límites de retirada",
  datoVerificacion: "Según su ficha recoja el plazo de verificación",
  datoFidelidad: "Según su ficha recoja un programa de fidelidad o un reembolso",
  bonoSinRequisito: "Según su bono de bienvenida sea sin requisito de apuesta",
} as const;
