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
import {
  authorsCopyDefinition,
  blogCopyDefinition,
  calculatorCopyDefinition,
  comparisonCopyDefinition,
  complianceCopyDefinition,
  emailsCopyDefinition,
  errorsCopyDefinition,
  headToHeadCopyDefinition,
  homeCopyDefinition,
  navigationCopyDefinition,
  newsletterCopyDefinition,
  reviewCopyDefinition,
} from "../copy/definition";
import { criterionDefinition, reviewCadenceDefinition } from "../methodology/definition";
import { operatorDefinition } from "../operators/definition";
import { pageDefinition } from "../pages/definition";
import { publisherDefinition } from "../../platform/publisher-definition";
import { toKeystatic } from "./from-definition";

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
  },
  singletons: {
    complianceCopy: singleton({ label: "Textos: cumplimiento y juego responsable", path: "copy/compliance", format: { data: "yaml" }, schema: toKeystatic(complianceCopyDefinition) }),
    navigationCopy: singleton({ label: "Textos: menús y pie", path: "copy/navigation", format: { data: "yaml" }, schema: toKeystatic(navigationCopyDefinition) }),
    newsletterCopy: singleton({ label: "Textos: boletín", path: "copy/newsletter", format: { data: "yaml" }, schema: toKeystatic(newsletterCopyDefinition) }),
    homeCopy: singleton({ label: "Textos: portada", path: "copy/home", format: { data: "yaml" }, schema: toKeystatic(homeCopyDefinition) }),
    comparisonCopy: singleton({ label: "Textos: comparativa", path: "copy/comparison", format: { data: "yaml" }, schema: toKeystatic(comparisonCopyDefinition) }),
    reviewCopy: singleton({ label: "Textos: reseñas", path: "copy/review", format: { data: "yaml" }, schema: toKeystatic(reviewCopyDefinition) }),
    blogCopy: singleton({ label: "Textos: blog", path: "copy/blog", format: { data: "yaml" }, schema: toKeystatic(blogCopyDefinition) }),
    errorsCopy: singleton({ label: "Textos: páginas de error", path: "copy/errors", format: { data: "yaml" }, schema: toKeystatic(errorsCopyDefinition) }),
    calculatorCopy: singleton({ label: "Textos: calculadora de bonos", path: "copy/calculator", format: { data: "yaml" }, schema: toKeystatic(calculatorCopyDefinition) }),
    authorsCopy: singleton({ label: "Textos: páginas de autor", path: "copy/authors", format: { data: "yaml" }, schema: toKeystatic(authorsCopyDefinition) }),
    headToHeadCopy: singleton({ label: "Textos: comparaciones frente a frente", path: "copy/head-to-head", format: { data: "yaml" }, schema: toKeystatic(headToHeadCopyDefinition) }),
    emailsCopy: singleton({ label: "Textos: correos del boletín", path: "copy/emails", format: { data: "yaml" }, schema: toKeystatic(emailsCopyDefinition) }),
    reviewCadence: singleton({
      label: "Metodología: cada cuánto revisamos los datos",
      path: "site/review-cadence",
      format: { data: "yaml" },
      schema: toKeystatic(reviewCadenceDefinition),
    }),
    publisher: singleton({
      label: "Datos del titular (aviso legal)",
      path: "site/publisher",
      format: { data: "yaml" },
      schema: toKeystatic(publisherDefinition),
    }),
  },
});
