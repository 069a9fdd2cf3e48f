/**
 * es-ES formatting. Spanish CLDR data leaves four-digit numbers ungrouped ("3000"); Spanish
 * editorial style and the spec write "3.000 €", so grouping is forced.
 */
const grouping = { useGrouping: "always" } as unknown as Intl.NumberFormatOptions;

// One formatter per kind and number of decimals: building an Intl.NumberFormat costs far more than
// formatting with it, and a build formats tens of thousands of figures (issue 39: at 80 operators the
// constructors were a visible share of the prerender's CPU profile).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(style: "decimal" | "currency", fractionDigits: number): Intl.NumberFormat {
  const key = `${style}:${fractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat("es-ES", {
      ...grouping,
      ...(style === "currency" ? { style, currency: "EUR" } : {}),
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, fractionDigits = 0): string {
  return numberFormat("decimal", fractionDigits).format(value);
}

export function formatEuro(value: number, fractionDigits = 0): string {
  return numberFormat("currency", fractionDigits).format(value);
}

export function formatPercent(value: number): string {
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}\u00a0%`;
}

/** "15 de enero de 2025" from an ISO date (yyyy-mm-dd), independent of the machine's time zone. */
export function formatDateLong(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  return new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

/** The site's audience's time zone: days in reports, checklists and dates are counted in it, not the server's. */
export const SITE_TIME_ZONE = "Europe/Madrid";

/** Today's date in Spain (SITE_TIME_ZONE), as aaaa-mm-dd. */
export function todayInSpain(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
