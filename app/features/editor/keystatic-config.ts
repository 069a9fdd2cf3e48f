/**
 * The editor's Keystatic configuration made from a list of content types: each collection's and
 * singleton's fields derived from its definition (from-definition.ts). The browser editor makes it
 * from every definition.ts's `contentTypes` (config.ts, through content-types.ts's import.meta.glob);
 * the server-side tools that read and write content files as the editor does (serialisation.server.ts)
 * pass the types they need, so they run in plain Node too.
 */
import { collection, config, singleton, type SlugFormField } from "@keystatic/core";
import type { CollectionContentType, ContentType, SingletonContentType } from "../../platform/content/content-type";
import { toKeystatic } from "./from-definition";
import { SITE_NAME } from "../../platform/site";
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

/** The editor's configuration for these content types. */
export function keystaticConfigOf(types: readonly ContentType[]) {
  return config({
    storage: { kind: "local" },
    locale: "es-ES",
    ui: {
      brand: { name: SITE_NAME },
    },
    collections: Object.fromEntries(types.filter(isCollection).map((c) => [c.key, toCollection(c)])),
    singletons: Object.fromEntries(types.filter(isSingleton).map((s) => [s.key, toSingleton(s)])),
  });
}
