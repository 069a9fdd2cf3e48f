/**
 * The islands' table is found by file name (`<name>.island.tsx`), so this proves what a hand-kept table
 * used to make visible: every `<Island name="…" component={X}>` in the app renders the default export of
 * the module of that name (the browser loads that module for it), and every island module is used.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISLANDS, islandName } from "./islands";

const app = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [p] : [];
  });
}

const uses = sources(app).flatMap((file) => {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/<Island\s+name="([^"]+)"\s+component=\{(\w+)\}/g)].map(([, name, component]) => {
    // The specifier the component is imported from in the same file (default import).
    const from = new RegExp(`import\\s+${component}(?:\\s*,\\s*\\{[^}]*\\})?\\s+from\\s+"([^"]+)"`).exec(text)?.[1];
    return { file: path.relative(app, file), name: name!, from };
  });
});

describe("the islands' table", () => {
  it("has one entry per island module, named after its file", () => {
    expect(Object.keys(ISLANDS).length).toBeGreaterThan(0);
    expect(islandName("../features/home/game-carousel.island.tsx")).toBe("game-carousel");
    expect(new Set(Object.keys(ISLANDS)).size).toBe(Object.keys(ISLANDS).length);
  });

  it("every <Island> of the app renders the default export of the module named like it", () => {
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses) {
      expect(ISLANDS[u.name], `${u.file}: no module ${u.name}.island.tsx in a feature folder`).toBeDefined();
      expect(u.from, `${u.file}: the component of <Island name="${u.name}"> must be the default import of ${u.name}.island`).toMatch(new RegExp(`(^|/)${u.name}\\.island$`));
    }
  });

  it("every island module is used by some page", () => {
    const used = new Set(uses.map((u) => u.name));
    expect(Object.keys(ISLANDS).filter((n) => !used.has(n))).toEqual([]);
  });
});
