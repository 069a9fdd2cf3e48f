/**
 * The browser editor's configuration (Keystatic, local storage). Every collection's and singleton's
 * fields are derived from its content type's definition (the features' `definition.ts` and
 * app/platform/publisher-definition.ts, through from-definition.ts): the same objects the build's zod
 * schemas come from, so there is nothing to keep equal.
 * Paths are relative to the content folder (CONTENT_DIR, by default ./content): the editor's API
 * reads and writes there, so it edits exactly the files the build reads.
 *
 * What it edits is every content type content-types.ts finds: one entry per collection or single file,
 * each declared by its feature beside its definitions.
 *
 * Loaded by the editor page in the browser and by its API on the server, so it imports no server code
 * (no fs, no *.server module): only the features' public `definition.ts` modules (field builders with
 * zod, plain data from `lists.ts`, plain checks).
 */
// First: it configures zod before any definition builds a schema.
import "./zod-in-browser";
import { collection, config, singleton, type SlugFormField } from "@keystatic/core";
import type { CollectionContentType, ContentType, SingletonContentType } from "../../platform/content/content-type";
import { CONTENT_TYPES } from "./content-types";
import { toKeystatic } from "./from-definition";

function toCollection(c: CollectionContentType) {
  return collection({
    label: c.label,
    path: c.path,
    format: c.format === "yaml" ? { data: "yaml" } : { contentField: "body" },
    slugField: c.slugField,
    ...(c.columns ? { columns: c.columns } : {}),
    // The schema's keys are known only at run time, so its type cannot name the slug field; config.test.ts
    // checks that each collection's slug field is one of its definition's fields.
    schema: toKeystatic(c.definition) as Record<string, SlugFormField<string, string, string, string>>,
  });
}

/** One YAML file (`path` without .yaml), edited with its definition's fields. */
function toSingleton(s: SingletonContentType) {
  return singleton({ label: s.label, path: s.path, format: { data: "yaml" }, schema: toKeystatic(s.definition) });
}

const isCollection = (c: ContentType): c is CollectionContentType => c.kind === "collection";
const isSingleton = (c: ContentType): c is SingletonContentType => c.kind === "singleton";

export default config({
  storage: { kind: "local" },
  locale: "es-ES",
  ui: {
    brand: { name: "Ranking Casinos España" },
  },
  collections: Object.fromEntries(CONTENT_TYPES.filter(isCollection).map((c) => [c.key, toCollection(c)])),
  singletons: Object.fromEntries(CONTENT_TYPES.filter(isSingleton).map((s) => [s.key, toSingleton(s)])),
});
