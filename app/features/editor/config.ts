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
import { CONTENT_TYPES } from "./content-types";
import { keystaticConfigOf } from "./keystatic-config";

export default keystaticConfigOf(CONTENT_TYPES);
