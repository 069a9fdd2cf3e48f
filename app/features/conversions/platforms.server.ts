/**
 * Affiliate platforms' report formats: one YAML file per platform in
 * content/affiliate-platforms/<id>.yaml says how to read its CSV export (which column holds the
 * date, the sub-ID, registrations, first deposits and commission; its date and number formats)
 * and which operators pay through it. A new platform is a new file, no code
 * (docs/ganancias.md, docs/decisions/0150-conversions-import-and-postbacks.md).
 *
 * Server and build only (zod, fs), relative imports only: the content check runs in plain Node.
 */
import { z } from "zod";
import { defineCollection, loadOrThrow, slug, type Entry } from "../../platform/content/collection.ts";
import { getOperators } from "../operators/index.server.ts";
import { clickIdRuleSchema } from "./click-id.server.ts";

/** The date formats a platform's export may use; a time after the date is ignored. */
export const DATE_FORMATS = ["aaaa-mm-dd", "dd/mm/aaaa", "mm/dd/aaaa", "dd-mm-aaaa", "dd.mm.aaaa"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const columnName = z.string().trim().min(1).max(100);

export const platformSchema = z
  .object({
    /** The platform's name as the owner knows it ("Income Access", "NetRefer"…). */
    name: z.string().trim().min(2).max(80),
    /** Operators whose reports come from this platform: `--platform` can be left out for them. */
    operators: z.array(slug).default([]),
    /** Field separator of the CSV file. */
    delimiter: z.enum([",", ";", "\t", "|"]).default(","),
    /** Lines before the header line (a title, the report's period…). */
    skipLines: z.number().int().min(0).max(50).default(0),
    dateFormat: z.enum(DATE_FORMATS),
    /** "," for 1.234,56; "." for 1,234.56. The other character may group thousands. */
    decimalSeparator: z.enum([",", "."]),
    /** A row whose date cell says this (e.g. "Total") is a summary line and is skipped. */
    totalRowLabel: z.string().trim().min(1).max(40).optional(),
    /**
     * How the click ID sits inside the sub-ID column and the postback's `clickid` (./click-id.ts):
     * absent when the platform gives it back alone.
     */
    clickId: clickIdRuleSchema.optional(),
    /**
     * Days an operator of this platform with a tracking link may have clicks and nothing back (no
     * conversion imported, no postback) before the daily check warns (issue 41). Default:
     * SILENT_DAYS_DEFAULT.
     */
    alertAfterDays: z.number().int().min(1).max(90).optional(),
    /** The header of each column, as it is written in the file (capitals and spaces do not matter). */
    columns: z
      .object({
        date: columnName,
        subId: columnName,
        registrations: columnName.optional(),
        ftds: columnName.optional(),
        commission: columnName.optional(),
      })
      .strict()
      .refine((c) => c.registrations || c.ftds || c.commission, {
        message: "indica al menos una de las columnas registrations, ftds o commission",
      }),
  })
  .strict();

export type PlatformFile = z.output<typeof platformSchema>;
export type Platform = PlatformFile & { id: string };

export const platformsCollection = defineCollection({
  label: "plataformas de afiliación",
  dir: "affiliate-platforms",
  format: "yaml",
  schema: platformSchema,
  check(entries, report) {
    // An operator's report is read one way: it may belong to one platform only.
    const owner = new Map<string, string>();
    let known: Set<string> | null = null;
    try {
      known = new Set(getOperators().map((o) => o.id));
    } catch {
      // The operators have problems of their own: reported there; the ids are checked next time.
    }
    for (const e of entries) {
      e.data.operators.forEach((id, i) => {
        if (known && !known.has(id)) {
          report(e, ["operators", i], `no existe el operador «${id}»: usa el nombre de un archivo de content/operators (sin .yaml)`);
        }
        const other = owner.get(id);
        if (other && other !== e.id) report(e, ["operators", i], `el operador «${id}» ya está en la plataforma «${other}»; un operador solo puede estar en una`);
        owner.set(id, e.id);
      });
      const names = Object.entries(e.data.columns).filter(([, v]) => v !== undefined);
      const seen = new Map<string, string>();
      for (const [key, value] of names) {
        const norm = normaliseHeader(value!);
        if (seen.has(norm)) report(e, ["columns", key], `la columna «${value}» ya se usa para ${seen.get(norm)}; cada dato necesita su propia columna`);
        seen.set(norm, key);
      }
    }
  },
});

/** Header comparison: case, accents' composition and surrounding or repeated spaces do not matter. */
export function normaliseHeader(s: string): string {
  return s.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

function toPlatform(e: Entry<PlatformFile>): Platform {
  return { ...e.data, id: e.id };
}

/** Days of clicks with nothing back before the daily check warns, when the platform does not say. */
export const SILENT_DAYS_DEFAULT = 7;

/** The platform that lists the operator, if any (the postback endpoint reads its click-ID rule). */
export function platformOfOperator(operatorId: string, platforms: readonly Platform[]): Platform | undefined {
  return platforms.find((p) => p.operators.includes(operatorId));
}

/** Every platform of the content (throws a ContentError listing the problems). */
/** The served content's platforms, read once per process: /panel asks on every view. A publish loads the new release's server build, a new module with its own cache (decision 0120). */
let served: Platform[] | undefined;

/** The platform files of `root`, or of the content the process serves (then read once and kept). */
export function getPlatforms(root?: string): Platform[] {
  if (root !== undefined) return loadOrThrow(platformsCollection, root).map(toPlatform);
  served ??= loadOrThrow(platformsCollection).map(toPlatform);
  return served;
}

export class PlatformChoiceError extends Error {
  override name = "PlatformChoiceError";
}

/**
 * The platform to read an operator's report with: the one named (`--platform`), or the one that
 * lists the operator. Throws a PlatformChoiceError with a Spanish message saying what to do.
 */
export function platformFor(operatorId: string, platformId: string | undefined, platforms: readonly Platform[]): Platform {
  const list = platforms.map((p) => p.id).join(", ") || "(ninguna)";
  if (platformId) {
    const p = platforms.find((x) => x.id === platformId);
    if (!p) throw new PlatformChoiceError(`No existe la plataforma «${platformId}» en content/affiliate-platforms. Plataformas: ${list}.`);
    if (!p.operators.includes(operatorId)) throw new PlatformChoiceError(notListed(operatorId, p, platforms));
    return p;
  }
  const p = platforms.find((x) => x.operators.includes(operatorId));
  if (!p) {
    throw new PlatformChoiceError(
      `No sé con qué plataforma leer el informe de «${operatorId}»: añade «${operatorId}» a la lista operators de su plataforma ` +
        `en content/affiliate-platforms/ o indica --platform <nombre>. Plataformas: ${list}.`,
    );
  }
  return p;
}

/**
 * Why a platform cannot carry an operator's report: it does not list it (issue 43: a report imported
 * on the wrong operator replaced that operator's rows). Names the platform's operators and the
 * platform that does list this one, if any.
 */
function notListed(operatorId: string, p: Platform, platforms: readonly Platform[]): string {
  const home = platforms.find((x) => x.operators.includes(operatorId));
  return (
    `Informe rechazado, no se ha importado nada: la plataforma «${p.id}» (content/affiliate-platforms/${p.id}.yaml) no lista al operador «${operatorId}»; ` +
    `sus operadores son: ${p.operators.join(", ") || "(ninguno)"}. ` +
    (home
      ? `«${operatorId}» está en la plataforma «${home.id}»: revisa --operator y --platform.`
      : `Si «${operatorId}» te paga a través de ${p.name}, añádelo a la lista operators de ese archivo; si no, revisa --operator.`)
  );
}
