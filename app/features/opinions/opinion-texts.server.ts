/**
 * The opinions' texts the owner edits: content/site/opiniones.yaml (fields in ./definition.ts), read and
 * validated once per process from the content the server serves. Server and build only (zod, fs);
 * relative imports only.
 */
import type { z } from "zod";
import { defineCollection, loadOrThrow } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { opinionTextsDefinition } from "./definition.ts";

export const opinionTextsSchema = toZod(opinionTextsDefinition);
export type OpinionTexts = z.output<typeof opinionTextsSchema>;

export const opinionTextsCollection = defineCollection({
  label: "textos de las opiniones de jugadores",
  dir: "site",
  file: "opiniones.yaml",
  format: "yaml",
  schema: opinionTextsSchema,
});

let cache: Readonly<OpinionTexts> | undefined;

export function getOpinionTexts(): Readonly<OpinionTexts> {
  cache ??= Object.freeze(loadOrThrow(opinionTextsCollection)[0]!.data);
  return cache;
}
