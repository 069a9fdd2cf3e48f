import { placementLabel } from "../outbound/index";
import { NONE, UNMATCHED } from "./stats.server";

/**
 * Spanish labels of the reports' keys. Placement labels come from the outbound feature, beside
 * the closed list (`PLACEMENT_LABELS`, and the labels of retired placements); a value without a
 * label is shown as its own key rather than hidden.
 */
export function placementName(key: string): string {
  if (key === NONE) return "Sin ubicación";
  if (key === UNMATCHED) return "Sin clic reconocido";
  return placementLabel(key);
}

export function pageName(path: string): string {
  if (path === NONE) return "Página desconocida";
  if (path === UNMATCHED) return "Sin clic reconocido";
  return path;
}

const euros = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });
const percent = new Intl.NumberFormat("es-ES", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** "1.234,56 €" */
export const formatCents = (cents: number): string => euros.format(cents / 100);
/** EPC in euros ("0,42 €"), or "—" without clicks. */
export const formatEpc = (epcCents: number | null): string => (epcCents === null ? "—" : euros.format(epcCents / 100));
/** "3,5 %", or "—" without views. */
export const formatCtr = (ctr: number | null): string => (ctr === null ? "—" : percent.format(ctr));
