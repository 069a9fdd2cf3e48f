/**
 * How often /metodologia promises to check each kind of data (its section «Cada cuánto revisamos los
 * datos»): content/site/review-cadence.yaml, one number of days per kind. The page renders its sentences
 * from these numbers ({{metodologia.revision.…}}, app/features/pages/page-variables.ts) and the editorial
 * checklist (app/features/editorial-checklist) lists every check older than them, so the promise and the
 * reminder cannot disagree. The file lives in content/site/ and not beside the criteria because every
 * file of content/methodology/ is a criterion (the content check and the editor's collection read them all).
 *
 * Server and build only (zod, fs); relative imports only (react-router.config.ts loads it in Node).
 */
import type { z } from "zod";
import { defineCollection, loadOrThrow } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { reviewCadenceDefinition } from "./definition.ts";

/** The cadence file: the fields of definition.ts. */
export const reviewCadenceSchema = toZod(reviewCadenceDefinition);

export type ReviewCadence = z.output<typeof reviewCadenceSchema>;

export const reviewCadenceCollection = defineCollection({
  label: "cadencia de revisión de la metodología",
  dir: "site",
  file: "review-cadence.yaml",
  format: "yaml",
  schema: reviewCadenceSchema,
});

let cache: Readonly<ReviewCadence> | undefined;

/** The cadence /metodologia promises (read and validated once per process; throws on any problem). */
export function getReviewCadence(): Readonly<ReviewCadence> {
  cache ??= Object.freeze(loadOrThrow(reviewCadenceCollection)[0]!.data);
  return cache;
}

/**
 * The promise in words, for a sentence that starts «al menos …» or «como mínimo …»: the usual names
 * where the number of days keeps the promise (every 30 days is at least once a month), else the days.
 */
export function cadencePhrase(n: number): string {
  const named: Record<number, string> = {
    7: "una vez a la semana",
    14: "una vez cada dos semanas",
    30: "una vez al mes",
    60: "una vez cada dos meses",
    90: "una vez al trimestre",
    180: "dos veces al año",
    365: "una vez al año",
  };
  return named[n] ?? `una vez cada ${n} días`;
}
