/**
 * What a feature declares about its editable content, beside its definitions (its `definition.ts`):
 * one entry per collection or single file, which the browser editor (app/features/editor/config.ts)
 * and the owner's field tables (app/composition/content-docs.ts, `npm run docs:fields`) iterate
 * through the content types that app/features/editor/content-types.ts finds (each feature's `contentTypes`). Plain data, runs anywhere,
 * the browser editor included.
 */
import type { Definition } from "./fields.ts";

interface ContentTypeBase {
  /** The editor's key, which is its URL (/keystatic/collection/<key>, /keystatic/singleton/<key>): keep it when the entry moves. */
  key: string;
  /** The editor's name of it, in Spanish. */
  label: string;
  definition: Definition;
  /** Where the owner's field table goes: the docs file and the `<!-- campos:<id> -->` marker. */
  docs: { file: string; id: string };
}

/** A folder of files of one type: `path` relative to the content folder, ending in `/*`. */
export interface CollectionContentType extends ContentTypeBase {
  kind: "collection";
  path: `${string}/*`;
  /** YAML data files, or Markdown with a front matter (the text is the `body` field). */
  format: "yaml" | "markdown";
  /** The field that names a new file. */
  slugField: string;
  /** The editor list's columns. */
  columns?: string[];
}

/** One YAML file: `path` relative to the content folder, without `.yaml`. */
export interface SingletonContentType extends ContentTypeBase {
  kind: "singleton";
  path: string;
}

export type ContentType = CollectionContentType | SingletonContentType;

/**
 * A fixed-texts file, content/copy/<file>.yaml, as the editor and the docs know it: the editor's key
 * is the file's name in camel case + `Copy` (`head-to-head` → `headToHeadCopy`, the URLs the editor
 * always had), its table goes to docs/textos-fijos.md under `campos:copy-<file>`.
 */
export function copyFileContent(file: string, label: string, definition: Definition): SingletonContentType {
  return {
    kind: "singleton",
    key: `${file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Copy`,
    label,
    path: `copy/${file}`,
    definition,
    docs: { file: "docs/textos-fijos.md", id: `copy-${file}` },
  };
}
