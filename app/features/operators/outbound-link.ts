/**
 * Outbound links to operators. Every call to action that leads to an operator points at the
 * site's own tracked redirect, `/visitar/<operator-id>?p=<placement>&s=<page path>`, which answers
 * a 302 to the operator's tracking link (`affiliateUrl`, its placeholders filled per click) or its
 * public site (`playUrl`), both taken from the content data (never from the request), and records
 * the click. Client-safe: no server code, no operator data.
 */

/**
 * Where a call to action sits. A closed list: the redirect ignores any other value, so nothing a
 * visitor typed is ever stored. Every button that leads to an operator has its own placement, so
 * the reports can tell which one earns; add one here (and its label below) when a new kind of
 * button appears — the type checker then asks for the label.
 */
export const PLACEMENTS = [
  /** The home page's ranking (top 6), right under the hero: its first entries are on the first screen. */
  "home-top6",
  /** /comparacion: the button of each operator's card in the full list. */
  "comparison-card",
  /** The play button in the hero of a review page. */
  "review-hero",
  /** The "Juega en …" box of a review page's sidebar. */
  "review-sidebar",
  /** Head-to-head pages /comparar/<a>-vs-<b>: the play button of each side. */
  "head-to-head",
  /** The `::operador{id="…"}` block of a blog post or a content page. */
  "article",
  /** A link to an operator in a newsletter issue (the page is then the issue's id). */
  "newsletter",
] as const;

export type Placement = (typeof PLACEMENTS)[number];

/** Spanish name of each placement, for /panel and `npm run stats`. */
export const PLACEMENT_LABELS: Record<Placement, string> = {
  "home-top6": "Inicio: ranking (top 6)",
  "comparison-card": "Comparativa: tarjeta",
  "review-hero": "Análisis: cabecera",
  "review-sidebar": "Análisis: lateral",
  "head-to-head": "Comparación cara a cara (/comparar/…)",
  article: "Artículo o guía: bloque del operador",
  newsletter: "Boletín: enlace en un número",
};

/**
 * Placements stored by earlier versions and no longer given to new clicks. The redirect refuses
 * them (they are not in PLACEMENTS), but the reports still name the rows that carry them.
 */
export const LEGACY_PLACEMENT_LABELS: Readonly<Record<string, string>> = {
  comparison: "Comparativa (antes de distinguir tarjeta y tabla)",
  // Until issue 24 the home page showed its first three twice, in a podium and again among the six.
  "home-hero": "Inicio: podio de la primera pantalla (hasta noviembre de 2026)",
  // Until issue 24 /comparacion showed each operator twice on a desktop, in a summary table and in its card.
  "comparison-table": "Comparativa: tabla resumen (hasta noviembre de 2026)",
};

/** The Spanish label of a stored placement (current or legacy); the raw value when unknown. */
export function placementLabel(value: string): string {
  return isPlacement(value) ? PLACEMENT_LABELS[value] : (LEGACY_PLACEMENT_LABELS[value] ?? value);
}

/** Placements whose buttons are on the site's pages (the newsletter's are in e-mails). */
export const PAGE_PLACEMENTS: readonly Placement[] = PLACEMENTS.filter((p) => p !== "newsletter");

const PLACEMENT_SET: ReadonlySet<string> = new Set(PLACEMENTS);

export function isPlacement(value: unknown): value is Placement {
  return typeof value === "string" && PLACEMENT_SET.has(value);
}

/** Path prefix of the redirect (disallowed in robots.txt, never in the sitemap). */
export const OUTBOUND_PREFIX = "/visitar/";

/**
 * The href of an operator call to action. `pagePath` is the path of the page the button is on
 * (the redirect keeps it only if it is a known page of the site), or for `newsletter` the issue's id.
 */
export function outboundHref(operatorId: string, placement: Placement, pagePath?: string): string {
  const query = new URLSearchParams({ p: placement });
  if (pagePath) query.set("s", pagePath);
  return `${OUTBOUND_PREFIX}${encodeURIComponent(operatorId)}?${query.toString()}`;
}

/** A newsletter issue's id as it travels in `s` and is stored as the click's page: its file name. */
export const ISSUE_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/i;

/** The page stored for a click in a newsletter issue (not a path of the site, hence the prefix). */
export function issuePage(issueId: string): string {
  return `newsletter:${issueId}`;
}
