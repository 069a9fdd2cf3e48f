/**
 * What the source watch tells the owner (on /panel and in `content:check -- --due`), from the
 * content's citations and the database's last look at each URL:
 * - «la página citada cambió desde tu comprobación»: a check's source changed after the day of the
 *   check (a change first seen on that day or before, the person saw already);
 * - «enlace roto»: the URL answered 4xx/5xx, or did not answer;
 * - «el enlace de afiliado ya no llega al operador»: the tracking link's redirects end off the
 *   operator's domain (or broken).
 * Pure and client-safe.
 */
import type { CitedUrl } from "./cited-urls.ts";

/** The database's last look at a URL, as the flags need it. */
export interface StoredSource {
  url: string;
  status: number | null;
  error: string | null;
  finalUrl: string | null;
  /** Day (aaaa-mm-dd, Madrid) the text last changed; null = never seen changing. */
  changedOn: string | null;
  changeExcerpt: string | null;
}

export type SourceFlagKind = "cambio" | "roto" | "afiliado";

export const SOURCE_FLAG_TITLES: Record<SourceFlagKind, string> = {
  cambio: "la página citada cambió desde tu comprobación",
  roto: "enlace roto",
  afiliado: "el enlace de afiliado ya no llega al operador",
};

export interface SourceFlag {
  kind: SourceFlagKind;
  operatorId: string;
  operatorName: string;
  url: string;
  /** The flag's title and its detail, in Spanish. */
  message: string;
}

const hostOf = (url: string | null) => {
  try {
    return url ? new URL(url).hostname : null;
  } catch {
    return null;
  }
};

/** Whether `url` ends on `domain` or one of its subdomains. */
export function reachesDomain(url: string | null, domain: string): boolean {
  const host = hostOf(url);
  return host !== null && (host === domain || host.endsWith(`.${domain}`));
}

const broken = (s: StoredSource) => s.status === null || s.status >= 400;
const answer = (s: StoredSource) => (s.status === null ? `sin respuesta: ${s.error ?? "error desconocido"}` : `HTTP ${s.status}`);

/** The flags of every cited URL the watch has looked at (URLs never fetched have none yet). */
export function sourceFlags(cited: readonly CitedUrl[], stored: readonly StoredSource[]): SourceFlag[] {
  const byUrl = new Map(stored.map((s) => [s.url, s]));
  const flags: SourceFlag[] = [];
  for (const c of cited) {
    const s = byUrl.get(c.url);
    if (!s) continue;
    const base = { operatorId: c.operatorId, operatorName: c.operatorName, url: c.url };
    const isAffiliate = c.kinds.includes("afiliado") && c.operatorDomain;
    if (isAffiliate && (broken(s) || !reachesDomain(s.finalUrl, c.operatorDomain!))) {
      const end = broken(s) ? answer(s) : `termina en ${s.finalUrl}, fuera de ${c.operatorDomain}`;
      flags.push({ ...base, kind: "afiliado", message: `${SOURCE_FLAG_TITLES.afiliado} (${end})` });
    } else if (broken(s)) {
      flags.push({ ...base, kind: "roto", message: `${SOURCE_FLAG_TITLES.roto} (${answer(s)})` });
    }
    if (s.changedOn) {
      const stale = c.checks.filter((k) => s.changedOn! > k.checked);
      if (stale.length) {
        const whats = stale.map((k) => `${k.what}, comprobado el ${k.checked}`).join("; ");
        flags.push({
          ...base,
          kind: "cambio",
          message: `${SOURCE_FLAG_TITLES.cambio} (${whats}; cambio visto el ${s.changedOn})${s.changeExcerpt ? `: ${s.changeExcerpt}` : ""}`,
        });
      }
    }
  }
  return flags;
}
