/**
 * The opinions' texts the owner edits: content/site/opiniones.yaml (fields in ./definition.ts), read and
 * validated once per process from the content the server serves. Server and build only (zod, fs);
 * relative imports only.
 */
import type { z } from "zod";
import { defineCollection, loadOrThrow, strings } from "../../platform/content/collection.ts";
import { templateVariables } from "../../platform/text.ts";
import { toZod } from "../../platform/content/fields.ts";
import { opinionTextsDefinition } from "./definition.ts";

export const opinionTextsSchema = toZod(opinionTextsDefinition);
export type OpinionTexts = z.output<typeof opinionTextsSchema>;

/** The variables each group of content/site/opiniones.yaml may use: what its texts are filled with. */
export const OPINION_TEXT_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  form: ["operador", "min"],
  page: ["operador"],
  messages: ["min", "max", "n"],
  email: ["sitio", "operador", "titulo", "dias"],
};

export const opinionTextsCollection = defineCollection({
  label: "textos de las opiniones de jugadores",
  dir: "site",
  file: "opiniones.yaml",
  format: "yaml",
  schema: opinionTextsSchema,
  // The texts are filled by the components and the server with these names only (fillTemplate leaves any
  // other one as typed, so a slip like {{operdor}} would reach the page or the email): per group of the file.
  check(entries, report) {
    for (const entry of entries) {
      for (const [value, at] of strings(entry.data)) {
        const allowed = OPINION_TEXT_VARIABLES[String(at[0])] ?? [];
        for (const { name } of templateVariables(value)) {
          if (allowed.includes(name)) continue;
          const hint = allowed.length ? `aquí solo valen ${allowed.map((a) => `{{${a}}}`).join(", ")}` : "aquí no vale ninguna variable";
          report(entry, at, `la variable {{${name}}} no existe en estos textos: ${hint}`);
        }
      }
    }
  },
});

let cache: Readonly<OpinionTexts> | undefined;

export function getOpinionTexts(): Readonly<OpinionTexts> {
  cache ??= Object.freeze(loadOrThrow(opinionTextsCollection)[0]!.data);
  return cache;
}
