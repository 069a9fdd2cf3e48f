/**
 * The machinery of the site's fixed copy: one YAML file per area in content/copy/, each declared and read
 * by the feature whose pages show it (its `definition.ts` and a `*-copy.server.ts`), each a collection of one
 * file with its own zod schema, checked by `npm run content:check` like every other collection (unknown or
 * missing field, and every `{{variable}}` must exist). This feature holds no page's text: it stays a feature,
 * not platform, because the site's variables it checks and fills are the pages feature's (pageVariables).
 *
 * Values that come from the site config or the ranking are written as `{{variables}}`
 * (app/features/pages/page-variables.ts) and resolved here, on the server: loaders hand components plain
 * strings, and only the ones the page shows. A few fields also take a *local* variable that only
 * the component knows (the operator's name on a play button, `{{operador}}`); the server leaves
 * those in place and the component fills them (fillTemplate of app/platform/text.ts).
 *
 * Server and build only (zod, fs): components never import this (docs/decisions/0040 and 0105).
 */
import { z } from "zod";
import { fillTemplate, templateVariables } from "../../platform/text.ts";
import { type Collection, type Reference, defineCollection, loadOrThrow, strings } from "../../platform/content/collection.ts";
import { misplacedLabels, pageVariables } from "../pages/index.server.ts";

/* ---------- variables ---------- */

/**
 * A copy file: one YAML file in copy/, a schema, and the local variables a field may use besides
 * the site's ones (field path joined with "." → names).
 */
export function copyCollection<S extends z.ZodType>(label: string, file: string, schema: S, local: Record<string, readonly string[]> = {}) {
  return defineCollection({
    label,
    dir: "copy",
    file,
    format: "yaml",
    schema,
    // Every link to a page of the site (a menu's href, or [texto](/ruta) inside a text) must exist.
    references(entry) {
      const refs: Reference[] = [];
      for (const [value, at] of strings(entry.data)) {
        const key = at.at(-1);
        // The page must exist; an anchor (#…) after it is the page's business (tests check the guide's).
        if (key === "href" || key === "link") refs.push({ kind: "page", value: value.replace(/#.*$/, ""), path: at });
        if (key === "src") refs.push({ kind: "image", value, path: at });
        for (const m of value.matchAll(/\]\((\/[^)\s]*)\)/g)) refs.push({ kind: "page", value: m[1]!.replace(/#.*$/, ""), path: at });
      }
      return refs;
    },
    check(entries, report) {
      const known = pageVariables();
      for (const entry of entries) {
        for (const [value, at] of strings(entry.data)) {
          const allowed = local[at.filter((s) => typeof s === "string").join(".")] ?? local["*"] ?? [];
          for (const m of misplacedLabels(value)) report(entry, at, m.message);
          for (const { name } of templateVariables(value)) {
            if (known[name] !== undefined || allowed.includes(name)) continue;
            const hint = allowed.length ? `; aquí puedes usar ${allowed.map((a) => `{{${a}}}`).join(", ")}` : "";
            report(entry, at, `la variable {{${name}}} no existe (lista en docs/editing-content.md)${hint}`);
          }
        }
      }
    },
  });
}

/* ---------- reading, with the variables resolved ---------- */

/** Replaces the site's `{{variables}}` in every string; local ones (`{{operador}}`) stay for the component. */
export function resolve<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === "string") return fillTemplate(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => resolve(v, vars)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, vars)])) as T;
  return value;
}

const cache = new Map<Collection, unknown>();

/** A copy file's data with the site's variables resolved (read and validated once per process). */
export function readCopy<S extends z.ZodType>(col: Collection<S>): z.output<S> {
  if (!cache.has(col as unknown as Collection)) {
    const [entry] = loadOrThrow(col);
    cache.set(col as unknown as Collection, resolve(entry!.data, pageVariables()));
  }
  return cache.get(col as unknown as Collection) as z.output<S>;
}


