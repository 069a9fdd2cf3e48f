/**
 * How the ranking is scored: one YAML file per criterion in content/methodology/<id>.yaml (the
 * file name is the criterion's id, the key operators use under `scores`). The weights are written
 * here once; /metodologia quotes them through the page blocks (::criterios-ranking, {{metodologia.…}})
 * and each review shows the operator's sub-scores with the weighted total, which the content check
 * holds equal to the operator's rating.
 *
 * Server and build only (zod, fs); relative imports only (react-router.config.ts loads it in Node).
 */
import type { z } from "zod";
import { defineCollection, loadOrThrow, type Entry } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { criterionDefinition } from "./definition.ts";


/** A criterion file: the fields of definition.ts. */
export const criterionFileSchema = toZod(criterionDefinition);

export type CriterionFile = z.output<typeof criterionFileSchema>;
export type Criterion = CriterionFile & { id: string };

export const methodologyCollection = defineCollection({
  label: "criterios de valoración",
  dir: "methodology",
  format: "yaml",
  schema: criterionFileSchema,
  check(entries, report, complete) {
    const seen = new Map<number, Entry<CriterionFile>>();
    for (const e of entries) {
      const prev = seen.get(e.data.order);
      if (prev) report(e, ["order"], `la posición ${e.data.order} ya la usa ${prev.file.split("/").pop()}; cada criterio necesita una distinta`);
      else seen.set(e.data.order, e);
    }
    if (!complete) return;
    const sum = entries.reduce((s, e) => s + e.data.weight, 0);
    if (sum !== 100) {
      const last = [...entries].sort((a, b) => a.data.order - b.data.order).at(-1)!;
      report(last, ["weight"], `los pesos de todos los criterios suman ${sum} y deben sumar 100`);
    }
  },
});

/** Turns loaded entries into criteria in display order. */
export function criteriaFrom(entries: readonly Entry<CriterionFile>[]): Criterion[] {
  return entries.map((e) => ({ id: e.id, ...e.data })).sort((a, b) => a.order - b.order);
}

let cache: readonly Criterion[] | undefined;

/** Every criterion, in display order (read and validated once per process; throws on any problem). */
export function getCriteria(): readonly Criterion[] {
  cache ??= Object.freeze(criteriaFrom(loadOrThrow(methodologyCollection)));
  return cache;
}
