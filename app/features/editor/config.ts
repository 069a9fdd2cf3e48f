/**
 * The browser editor's configuration (Keystatic, local storage). Every collection's and singleton's
 * fields are derived from its content type's definition (the features' `definition.ts` and
 * app/platform/publisher-definition.ts, through from-definition.ts): the same objects the build's zod
 * schemas come from, so there is nothing to keep equal.
 * Paths are relative to the content folder (CONTENT_DIR, by default ./content): the editor's API
 * reads and writes there, so it edits exactly the files the build reads.
 *
 * Loaded by the editor page in the browser and by its API on the server, so it imports no server code
 * (no fs, no *.server module): only the features' public `definition.ts` modules (field builders with
 * zod, plain data from `lists.ts`, plain checks).
 */
// First: it configures zod before any definition builds a schema.
import "./zod-in-browser";
import { collection, config, singleton } from "@keystatic/core";
import { authorDefinition } from "../authors/definition";
import { postDefinition } from "../blog/definition";
import { COPY_FILE_DEFINITIONS } from "../copy/definition";
import { criterionDefinition, reviewCadenceDefinition } from "../methodology/definition";
import { opinionTextsDefinition } from "../opinions/definition";
import { operatorDefinition } from "../operators/definition";
import { pageDefinition } from "../pages/definition";
import { guideDefinition, textsDefinition } from "../payment-methods/definition";
import { publisherDefinition } from "../../platform/publisher-definition";
import type { Definition } from "../../platform/content/fields";
import { toKeystatic } from "./from-definition";

/** One YAML file (`path` without .yaml), edited with its definition's fields. */
function yamlFile<D extends Definition>(label: string, path: string, definition: D) {
  return singleton({ label, path, format: { data: "yaml" }, schema: toKeystatic(definition) });
}

/** The editor's name of each copy file (content/copy/<file>.yaml), in the order its menu lists them. */
const COPY_LABELS: Record<keyof typeof COPY_FILE_DEFINITIONS, string> = {
  compliance: "Textos: cumplimiento y juego responsable",
  navigation: "Textos: menús y pie",
  newsletter: "Textos: boletín",
  home: "Textos: portada",
  comparison: "Textos: comparativa",
  review: "Textos: reseñas",
  blog: "Textos: blog",
  errors: "Textos: páginas de error",
  calculator: "Textos: calculadora de bonos",
  authors: "Textos: páginas de autor",
  "head-to-head": "Textos: comparaciones frente a frente",
  emails: "Textos: correos del boletín",
};

/** A singleton per copy file, named as before (`head-to-head` → `headToHeadCopy`): the editor's URLs stay. */
const copySingletons = Object.fromEntries(
  Object.entries(COPY_LABELS).map(([file, label]) => [
    `${file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Copy`,
    yamlFile(label, `copy/${file}`, COPY_FILE_DEFINITIONS[file as keyof typeof COPY_FILE_DEFINITIONS]),
  ]),
);

export default config({
  storage: { kind: "local" },
  locale: "es-ES",
  ui: {
    brand: { name: "Ranking Casinos España" },
  },
  collections: {
    operators: collection({
      label: "Operadores",
      path: "operators/*",
      format: { data: "yaml" },
      slugField: "name",
      columns: ["name", "rank"],
      schema: toKeystatic(operatorDefinition),
    }),
    authors: collection({
      label: "Autores",
      path: "authors/*",
      format: { data: "yaml" },
      slugField: "name",
      schema: toKeystatic(authorDefinition),
    }),
    posts: collection({
      label: "Artículos del blog",
      path: "blog/posts/*",
      format: { contentField: "body" },
      slugField: "title",
      columns: ["title", "publishDate"],
      schema: toKeystatic(postDefinition),
    }),
    methodology: collection({
      label: "Criterios de la metodología",
      path: "methodology/*",
      format: { data: "yaml" },
      slugField: "name",
      columns: ["name", "weight"],
      schema: toKeystatic(criterionDefinition),
    }),
    pages: collection({
      label: "Páginas",
      path: "pages/*",
      format: { contentField: "body" },
      slugField: "title",
      columns: ["title", "path"],
      schema: toKeystatic(pageDefinition),
    }),
    paymentMethodGuides: collection({
      label: "Métodos de pago: guías",
      path: "payment-methods/guides/*",
      format: { contentField: "body" },
      slugField: "title",
      columns: ["name", "title"],
      schema: toKeystatic(guideDefinition),
    }),
  },
  singletons: {
    ...copySingletons,
    paymentMethodsTexts: yamlFile("Métodos de pago: textos de las páginas", "payment-methods/texts", textsDefinition),
    reviewCadence: yamlFile("Metodología: cada cuánto revisamos los datos", "site/review-cadence", reviewCadenceDefinition),
    publisher: yamlFile("Datos del titular (aviso legal)", "site/publisher", publisherDefinition),
    opinionTexts: yamlFile("Opiniones de jugadores: cómo verificamos", "site/opiniones", opinionTextsDefinition),
  },
});
