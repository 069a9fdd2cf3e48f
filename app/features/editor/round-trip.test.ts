/**
 * Opening a file in the editor and saving it must not lose or change anything the site reads, and
 * the files must already be as the editor writes them (so a save changes only the lines edited).
 * Every content file is read and written back with Keystatic's own functions
 * (serialisation.server.ts: its loadDataFile, parseProps, its check before a save, serializeProps and
 * js-yaml `dump`) into a copy of the content folder; then the content check runs on that copy and
 * every entry must validate to the same data as the original.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { authorsCollection } from "../authors/authors";
import { postsCollection } from "../blog/blog.server";
import { type Collection, loadCollection } from "../../platform/content/collection";
import { methodologyCollection } from "../methodology/methodology";
import { operatorsCollection } from "../operators/operators";
import { pageFrontmatterSchema } from "../pages/pages.server";
import { copyFileCollections, editedContent } from "../../composition/content-collections.server";
import { editorFiles, keystaticSerialisation, parseEntry, serialiseEntry, validates } from "./serialisation.server";

const COPY_COLLECTIONS = copyFileCollections();

const source = path.join(process.cwd(), "content");
let copy: string;
let ks: Awaited<ReturnType<typeof keystaticSerialisation>>;
// The site's content types as the page registry names them (the browser editor's own list is proven equal
// to it in app/composition/content-collections.server.test.ts).
const files = editorFiles(source, editedContent());
/** Each file as the editor would save it, opened and saved with no change. */
const saved = new Map<string, string>();

beforeAll(async () => {
  ks = await keystaticSerialisation();
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "editor-round-trip-"));
  for (const entry of files) {
    const state = parseEntry(ks, entry, fs.readFileSync(path.join(source, entry.file)));
    expect(validates(ks, entry, state), `${entry.file}: the editor would refuse to save it`).toBe(true);
    const out = serialiseEntry(ks, entry, state);
    expect(out.slug, `${entry.file}: the file name the editor would save under`).toBe(entry.slug);
    saved.set(entry.file, out.contents);
    fs.mkdirSync(path.dirname(path.join(copy, entry.file)), { recursive: true });
    fs.writeFileSync(path.join(copy, entry.file), out.contents);
  }
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("saving every content file through the editor", () => {
  it("every content file is already stored as the editor saves it, so a save changes only the lines edited", () => {
    expect(files.length).toBeGreaterThan(0);
    const differ = files.filter((f) => fs.readFileSync(path.join(source, f.file), "utf8") !== saved.get(f.file)).map((f) => `content/${f.file}`);
    expect(
      differ,
      "Estos archivos no están escritos como los guarda el editor (comentarios, comillas, orden de los campos o cortes de línea distintos): " +
        "ejecuta «npm run content:normalise» para reescribirlos y vuelve a probar (docs/editing-content.md, «Editor en el navegador»).",
    ).toEqual([]);
  });

  const checked: [string, Collection][] = [
    ["operators", operatorsCollection as unknown as Collection],
    ["authors", authorsCollection as unknown as Collection],
    ["posts", postsCollection as unknown as Collection],
    ["methodology", methodologyCollection as unknown as Collection],
    ...COPY_COLLECTIONS.map((c): [string, Collection] => [`copy/${c.file}`, c]),
  ];
  for (const [name, col] of checked) {
    it(`${name}: the content check accepts the saved files and reads the same data`, () => {
      const before = loadCollection(col, source);
      const after = loadCollection(col, copy);
      expect(after.problems).toEqual([]);
      expect(after.entries.length).toBe(before.entries.length);
      expect(after.entries.length).toBeGreaterThan(0);
      for (const [i, entry] of after.entries.entries()) {
        expect(entry.id).toBe(before.entries[i]!.id);
        expect(entry.data, entry.file).toEqual(before.entries[i]!.data);
        expect(entry.body, entry.file).toBe(before.entries[i]!.body);
      }
    });
  }

  it("pages: the saved frontmatter validates to the same data and the body is unchanged", () => {
    const dir = path.join(source, "pages");
    const names = fs.readdirSync(dir).filter((n) => n.endsWith(".md"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const before = matter(fs.readFileSync(path.join(dir, name), "utf8"));
      const after = matter(fs.readFileSync(path.join(copy, "pages", name), "utf8"));
      const a = pageFrontmatterSchema.safeParse(after.data);
      expect(a.error?.issues ?? [], name).toEqual([]);
      expect(a.data, name).toEqual(pageFrontmatterSchema.parse(before.data) as z.output<typeof pageFrontmatterSchema>);
      expect(after.content, name).toBe(before.content);
    }
  });

  it("an operator's edited offer cap is what the content check then reads, and the only line that changes", () => {
    const entry = files.find((f) => f.file.startsWith("operators/"))!;
    const before = saved.get(entry.file)!;
    const state = parseEntry(ks, entry, new TextEncoder().encode(before)) as { offer: { cap: number | null } };
    const cap = state.offer.cap === 321 ? 322 : 321;
    state.offer.cap = cap;
    const after = serialiseEntry(ks, entry, state).contents;
    fs.writeFileSync(path.join(copy, entry.file), after);
    expect(loadCollection(operatorsCollection, copy).entries.find((e) => e.id === entry.slug)?.data.offer.cap).toBe(cap);
    const [a, b] = [before.split("\n"), after.split("\n")];
    expect(b.length).toBe(a.length);
    expect(b.filter((line, i) => line !== a[i])).toEqual([`  cap: ${cap}`]);
  });
});
