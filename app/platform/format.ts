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

/** `day` (aaaa-mm-dd) moved by `n` calendar days (negative: back). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Longest period a report covers (the dashboard's form is public input). */
export const MAX_PERIOD_DAYS = 3 * 366;

/** The period a report covers when it is not given: the last 30 days up to today. */
export const DEFAULT_PERIOD_DAYS = 30;

/** A period of whole days. */
export interface Period {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/** A period's date is malformed, reversed or too long: its Spanish message says which. */
export class PeriodError extends Error {
  override name = "PeriodError";
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A period from optional `from`/`to` days (the /panel form, `npm run stats`, `npm run conversions`):
 * defaults to the last DEFAULT_PERIOD_DAYS days up to today in Spain. Throws a PeriodError with a
 * Spanish message for a malformed date, a reversed or an overlong period.
 */
export function resolvePeriod(input: { from?: string | null; to?: string | null }, now: Date = new Date()): Period {
  const check = (value: string | null | undefined, name: string) => {
    if (value == null || value === "") return undefined;
    if (!ISO_DAY.test(value)) throw new PeriodError(`La fecha «${name}» debe tener el formato AAAA-MM-DD.`);
    const d = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new PeriodError(`La fecha «${name}» no es una fecha válida.`);
    return value;
  };
  const fromIn = check(input.from, "desde");
  const toIn = check(input.to, "hasta");
  const today = todayInSpain(now);
  const to = toIn ?? (fromIn && fromIn > today ? fromIn : today);
  const from = fromIn ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw new PeriodError("La fecha «desde» es posterior a la fecha «hasta».");
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) {
    throw new PeriodError(`El periodo no puede superar ${MAX_PERIOD_DAYS} días.`);
  }
  return { from, to };
}
