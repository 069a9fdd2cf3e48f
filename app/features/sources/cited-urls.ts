/**
 * Every URL an operator file cites, with what cites it: the sources of its check records (every datum
 * `checkableData` lists: offer, licence, the sheet's scored data, facts), its offer terms (`termsUrl`), its website (`playUrl`) and its tracking link
 * (`affiliateUrl`, filled with a test click ID). Pure: the operator data is a parameter.
 */
import { fillAffiliateUrl } from "../outbound/index.ts";
import { SHEET_CHECKS, type SheetCheckField } from "../operators/index.ts";

/** Sent as {clickId} when the watch follows a tracking link: never a real click's ID. */
export const TEST_CLICK_ID = "prueba-fuentes";

export type CitationKind = "fuente" | "terminos" | "web" | "afiliado";

export const CITATION_LABELS: Record<CitationKind, string> = {
  fuente: "fuente de una comprobación",
  terminos: "términos de la oferta",
  web: "web del operador",
  afiliado: "enlace de afiliado",
};

/** One datum whose check names this URL as its source. */
export interface CitedCheck {
  /** In Spanish: «Oferta de bienvenida», «Licencia», «Dato «Plazo de retirada con tarjeta»». */
  what: string;
  /** The check's date (aaaa-mm-dd). */
  checked: string;
}

export interface CitedUrl {
  /** The URL fetched (a tracking link with its placeholders filled). */
  url: string;
  operatorId: string;
  operatorName: string;
  kinds: CitationKind[];
  checks: CitedCheck[];
  /** Tracking links: the operator's own domain (its `playUrl` without «www.»), where the redirects must end. */
  operatorDomain?: string;
}

interface Check {
  checked: string;
  source: string;
}

/** As much of an operator file as the watch reads (the shape of app/features/operators/definition.ts). */
export type CitingOperator = { [K in SheetCheckField]?: Check } & {
  id: string;
  name: string;
  playUrl: string;
  termsUrl: string;
  affiliateUrl?: string;
  offer?: { check?: Check };
  licenseCheck?: Check;
  facts?: ReadonlyArray<{ key: string; check?: Check }>;
};

export const operatorDomain = (playUrl: string) => new URL(playUrl).hostname.replace(/^www\./, "");

/** The URLs of every operator, one entry per (operator, URL), in file order. */
export function citedUrls(operators: readonly CitingOperator[], factLabel: (key: string) => string = (k) => k): CitedUrl[] {
  const out: CitedUrl[] = [];
  for (const op of operators) {
    const byUrl = new Map<string, CitedUrl>();
    const add = (url: string | undefined, kind: CitationKind, check?: CitedCheck) => {
      if (!url) return;
      let entry = byUrl.get(url);
      if (!entry) {
        entry = { url, operatorId: op.id, operatorName: op.name, kinds: [], checks: [] };
        byUrl.set(url, entry);
        out.push(entry);
      }
      if (!entry.kinds.includes(kind)) entry.kinds.push(kind);
      if (check) entry.checks.push(check);
      if (kind === "afiliado") entry.operatorDomain = operatorDomain(op.playUrl);
    };
    if (op.offer?.check) add(op.offer.check.source, "fuente", { what: "Oferta de bienvenida", checked: op.offer.check.checked });
    if (op.licenseCheck) add(op.licenseCheck.source, "fuente", { what: "Licencia", checked: op.licenseCheck.checked });
    for (const c of SHEET_CHECKS) {
      const check = op[c.field];
      if (check) add(check.source, "fuente", { what: `Dato «${c.label}»`, checked: check.checked });
    }
    for (const f of op.facts ?? []) {
      if (f.check) add(f.check.source, "fuente", { what: `Dato «${factLabel(f.key)}»`, checked: f.check.checked });
    }
    add(op.termsUrl, "terminos");
    add(op.playUrl, "web");
    if (op.affiliateUrl) add(fillAffiliateUrl(op.affiliateUrl, { clickId: TEST_CLICK_ID, placement: "prueba", page: "/", operator: op.id }), "afiliado");
  }
  return out;
}
