import { formatEuro, formatNumber } from "../../platform/format.ts";

/**
 * The welcome offer as fields (docs/decisions/0180): its closed lists, its type, and the ONE Spanish
 * formatter every page uses for it — the bonus line, the terms block, meta descriptions, the review
 * copy, the calculator's pre-fill and the head-to-head rows all read what these functions derive, so
 * they cannot disagree. Runs anywhere (no zod, no fs), relative imports only; the zod schema that
 * validates an `offer` is in operators.ts.
 */

// The closed lists are plain data in lists.ts (the definition and the editor take them from there).
export { OFFER_KINDS, WAGERING_BASES } from "./lists.ts";
import type { OFFER_KINDS, WAGERING_BASES } from "./lists.ts";
import type { CheckRecord } from "./check-state.ts";
export type OfferKind = keyof typeof OFFER_KINDS;
export type WageringBase = keyof typeof WAGERING_BASES;

export interface OfferContribution {
  game: string;
  percent: number;
}

export interface Offer {
  kind: OfferKind;
  /** Deposit match %, only for offers that match a deposit. */
  percent?: number;
  /** Euros: the most the offer gives (absent only for spins without an amount). */
  cap?: number;
  freeSpins?: number;
  /** Euros to qualify; absent = the operator's minDeposit. */
  minDeposit?: number;
  wagering: { multiple: number; base: WageringBase; note?: string };
  validityDays: number;
  maxBetWhileWagering?: number;
  contributions?: OfferContribution[];
  withdrawable: boolean;
  /** Who read these terms, when and where; absent until a person has (check-state.ts). */
  check?: CheckRecord;
}

/**
 * How the bonus is paid, in the terms Spanish advertising rules ask for (RD 958/2020):
 * - "credito-apuesta": betting credit; the credit itself cannot be withdrawn, its winnings can.
 * - "saldo-bono": bonus balance; becomes withdrawable only after the wagering requirement.
 * - "dinero-real": credited as cash with no wagering; withdrawable at once.
 * Derived from the offer (offerBonusKind), never typed.
 */
export const BONUS_KINDS = {
  "credito-apuesta": "Crédito de apuesta: el importe del bono no es retirable; las ganancias que genere, sí",
  "saldo-bono": "Saldo de bono: no es retirable hasta cumplir el requisito de apuesta",
  "dinero-real": "Dinero real: se abona sin requisito de apuesta y se puede retirar",
} as const;
export type BonusKind = keyof typeof BONUS_KINDS;

/** Money in running text: «250 €» with a plain space, as the rest of the site's offer lines. */
const euros = (n: number) => formatEuro(n, Number.isInteger(n) ? 0 : 2).replace(/\u00a0/g, " ");
const times = (n: number) => `${formatNumber(n, Number.isInteger(n) ? 0 : 1)}x`;

/** Whether the offer is a match of a deposit (the only kind with a percentage and a calculator). */
export function isDepositMatch(kind: OfferKind): boolean {
  return kind === "deposito" || kind === "sin-requisito" || kind === "credito-apuesta";
}

/** True when releasing the offer asks for no wagering at all (Paf's kind); a poker bonus released by points is not that. */
export function hasNoWagering(offer: Pick<Offer, "kind" | "wagering">): boolean {
  return offer.wagering.base === "ninguno" && offer.kind !== "poker";
}

/**
 * The bonus line: «100 % hasta 250 € + 50 tiradas», «Hasta 100 € en créditos de apuesta»,
 * «Bono de póker de 400 €». Never «gratis» (RD 958/2020).
 */
export function offerHeadline(o: Pick<Offer, "kind" | "percent" | "cap" | "freeSpins">): string {
  const cap = o.cap !== undefined ? euros(o.cap) : "";
  const spins = o.freeSpins ? `${o.freeSpins} tiradas` : "";
  let main: string;
  switch (o.kind) {
    case "poker":
      main = `Bono de póker de ${cap}`;
      break;
    case "credito-apuesta":
      main = o.percent !== undefined ? `${o.percent} % hasta ${cap} en créditos de apuesta` : `Hasta ${cap} en créditos de apuesta`;
      break;
    case "giros":
      return cap ? `${spins} (hasta ${cap})` : spins;
    default:
      main = o.percent !== undefined ? `${o.percent} % hasta ${cap}` : `Hasta ${cap}`;
  }
  return spins ? `${main} + ${spins}` : main;
}

/**
 * The wagering requirement in words: «35x el bono», «30x (bono + depósito)», «Sin requisito de apuesta»,
 * «1x (crédito de apuesta)», followed by the note («50x el bono; 3x en apuestas deportivas»).
 * A poker bonus released by points says only its note.
 */
export function offerRequirement(o: Pick<Offer, "kind" | "wagering">): string {
  const w = o.wagering;
  let main: string;
  if (w.base === "ninguno") main = o.kind === "poker" ? "" : "Sin requisito de apuesta";
  else if (o.kind === "credito-apuesta") main = `${times(w.multiple)} (crédito de apuesta)`;
  else if (w.base === "bono") main = `${times(w.multiple)} el bono`;
  else if (w.base === "bono-deposito") main = `${times(w.multiple)} (bono + depósito)`;
  else main = `${times(w.multiple)} las ganancias`;
  const note = w.note?.trim();
  if (!main) return note ? note.charAt(0).toUpperCase() + note.slice(1) : "";
  return note ? `${main}; ${note}` : main;
}

/**
 * The requirement as a phrase inside a sentence: «requisito 35x el bono», «sin requisito de
 * apuesta», «se libera por tramos al acumular puntos de recompensa».
 */
export function offerCondition(o: Pick<Offer, "kind" | "wagering">): string {
  const req = offerRequirement(o);
  if (o.wagering.base === "ninguno") return req.charAt(0).toLocaleLowerCase("es-ES") + req.slice(1);
  return `requisito ${req}`;
}

/** How the bonus is paid (BONUS_KINDS), from the offer. */
export function offerBonusKind(o: Pick<Offer, "kind" | "withdrawable">): BonusKind {
  if (o.kind === "credito-apuesta") return "credito-apuesta";
  return o.withdrawable ? "dinero-real" : "saldo-bono";
}

/** The multiple two offers can be compared on (0 = none), or null when it is not a multiple of money (points). */
export function comparableWageringMultiple(o: Pick<Offer, "kind" | "wagering">): number | null {
  if (o.wagering.base === "ninguno") return hasNoWagering(o) ? 0 : null;
  return o.wagering.multiple;
}

/**
 * What pages show of an operator's offer, derived once when the operators are loaded: components keep
 * reading `bonus`, `wageringRequirement`… and never parse them back.
 */
export interface OfferTexts {
  /** The bonus line (cards, review header, titles). */
  bonus: string;
  /** The wagering requirement in words. */
  wageringRequirement: string;
  bonusKind: BonusKind;
  bonusValidityDays: number;
  /** Euros to qualify: the offer's own, or the operator's minimum deposit. */
  bonusMinDeposit: number;
  /** Euros: the largest stake the terms allow while wagering (absent when they set none). */
  bonusMaxBet?: number;
  /** Who read the terms, when and where (absent: «Sin comprobar»; check-state.ts). */
  offerCheck?: CheckRecord;
}

/** The names of the derived properties (they are never written in a file). */
export const OFFER_TEXT_KEYS = ["bonus", "wageringRequirement", "bonusKind", "bonusValidityDays", "bonusMinDeposit", "bonusMaxBet", "offerCheck"] as const satisfies readonly (keyof OfferTexts)[];

export function offerTexts(offer: Offer, operatorMinDeposit: number): OfferTexts {
  return {
    bonus: offerHeadline(offer),
    wageringRequirement: offerRequirement(offer),
    bonusKind: offerBonusKind(offer),
    bonusValidityDays: offer.validityDays,
    bonusMinDeposit: offer.minDeposit ?? operatorMinDeposit,
    ...(offer.maxBetWhileWagering !== undefined ? { bonusMaxBet: offer.maxBetWhileWagering } : {}),
    ...(offer.check ? { offerCheck: offer.check } : {}),
  };
}
