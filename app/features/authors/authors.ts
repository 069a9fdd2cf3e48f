/**
 * Authors: one YAML file per person in content/authors/<slug>.yaml, the file name being the
 * slug that reviews, posts and pages write in their `author` field. Each has a page at
 * /autores/<slug> (Person structured data).
 *
 * Server and build only (zod, fs); relative imports only (react-router.config.ts loads it in Node).
 */
import type { z } from "zod";
import { defineCollection, loadOrThrow } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { authorDefinition } from "./definition.ts";

/** An author file: the fields of definition.ts. */
export const authorFileSchema = toZod(authorDefinition);

export type AuthorFile = z.output<typeof authorFileSchema>;
export interface Author extends AuthorFile {
  slug: string;
  initials: string;
  /** /autores/<slug> */
  url: string;
}

export const authorsCollection = defineCollection({
  label: "autores",
  dir: "authors",
  format: "yaml",
  schema: authorFileSchema,
  references: (e) => (e.data.photo ? [{ kind: "image" as const, value: e.data.photo, path: ["photo"] }] : []),
});

export const authorPath = (slug: string) => `/autores/${slug}`;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

let cache: readonly Author[] | undefined;

/** Every author, by name. Throws a ContentError (file:line report) on any problem. */
export function getAuthors(): readonly Author[] {
  cache ??= Object.freeze(
    loadOrThrow(authorsCollection)
      .map((e) => ({ ...e.data, slug: e.id, initials: e.data.initials ?? initialsOf(e.data.name), url: authorPath(e.id) }))
      .sort((a, b) => a.name.localeCompare(b.name, "es")),
  );
  return cache;
}

export function getAuthor(slug: string): Author | undefined {
  return getAuthors().find((a) => a.slug === slug);
}

/** The author behind a slug; the content check guarantees it exists, so a miss is a bug. */
export function requireAuthor(slug: string): Author {
  const a = getAuthor(slug);
  if (!a) throw new Error(`No existe el autor «${slug}» (content/authors/${slug}.yaml)`);
  return a;
}
