/**
 * Operators' tracking links (`affiliateUrl` in content/operators/<id>.yaml): the rules the content
 * check applies and the per-click filling of their placeholders. Plain functions, no operator data.
 *
 * A tracking link is any `https` URL (the operator's or its affiliate platform's domain) and may
 * carry placeholders that `/visitar` fills per click, each value URL-encoded:
 *   {clickId}    the click's random ID (what the platform reports back as sub-ID)
 *   {placement}  the button's placement (app/features/operators/outbound-link.ts)
 *   {page}       the page the button was on, or `newsletter:<issue>`
 *   {operator}   the operator's id
 */

export const AFFILIATE_PLACEHOLDERS = ["clickId", "placement", "page", "operator"] as const;
export type AffiliatePlaceholder = (typeof AFFILIATE_PLACEHOLDERS)[number];
export type AffiliateValues = Record<AffiliatePlaceholder, string>;

/** Longest tracking link accepted (browsers and platforms cut longer ones). */
export const MAX_AFFILIATE_URL = 1000;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const KNOWN: ReadonlySet<string> = new Set(AFFILIATE_PLACEHOLDERS);

/**
 * What is wrong with a tracking link, as Spanish sentences for the content check (empty = fine).
 * Refused: anything but `https`, user or password in the URL, unknown or misspelt placeholders,
 * placeholders in the address's host (they may only go in the path, the query or the fragment).
 */
export function affiliateUrlProblems(raw: string): string[] {
  const problems: string[] = [];
  if (raw.length > MAX_AFFILIATE_URL) return [`es demasiado largo (más de ${MAX_AFFILIATE_URL} caracteres)`];
  if (/\s/.test(raw)) problems.push("no puede contener espacios ni saltos de línea");
  if (/%7b|%7d/i.test(raw)) problems.push("las llaves de los marcadores van sin codificar: escribe {clickId}, no %7BclickId%7D");
  for (const m of raw.matchAll(PLACEHOLDER)) {
    if (!KNOWN.has(m[1]!)) problems.push(`marcador desconocido «{${m[1]}}»; los admitidos son ${AFFILIATE_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")} (con estas mayúsculas y minúsculas)`);
  }
  const stripped = raw.replace(PLACEHOLDER, "");
  if (/[{}]/.test(stripped)) problems.push("tiene una llave «{» o «}» sin pareja");
  let url: URL;
  try {
    // Placeholders stand for plain text: "x" keeps the address valid wherever they are.
    url = new URL(raw.replace(PLACEHOLDER, "x"));
  } catch {
    return [...problems, "no es una dirección web válida; cópiala entera, empezando por https://"];
  }
  if (url.protocol !== "https:") problems.push(`debe empezar por https:// (no se admite «${url.protocol}»)`);
  if (url.username || url.password) problems.push("no puede llevar usuario ni contraseña; el enlace de seguimiento es público, tus credenciales de la plataforma no van en él");
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? "";
  if (/[{}]/.test(authority)) problems.push("los marcadores solo pueden ir en la ruta o en los parámetros (después del dominio), no en el dominio");
  return problems;
}

/**
 * The tracking link with its placeholders filled in one pass (a value is never scanned again, so
 * a value that looks like a placeholder stays text), each value URL-encoded: a value cannot add a
 * parameter, a path segment or change the host. Placeholders without a value become empty.
 */
export function fillAffiliateUrl(template: string, values: Partial<AffiliateValues>): string {
  if (!template.includes("{")) return template;
  return template.replace(PLACEHOLDER, (_m, name: string) => encodeURIComponent(values[name as AffiliatePlaceholder] ?? ""));
}
