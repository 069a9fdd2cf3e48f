/**
 * `affiliateUrl` in an operator file, as the owner writes it: the content check refuses a hostile or
 * mistyped tracking link on its own line, in Spanish; an operator without one is a warning (the check
 * passes); the tracking link never reaches what loaders hand to pages.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRoot, formatProblem, loadCollection } from "../../platform/content/collection";
import { getOperators, operatorsCollection, operatorsFrom } from "./operators";

let root: string;
let file: string;
let original: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "affiliate-url-"));
  // The operators' check reads the methodology beside them.
  for (const dir of ["operators", "methodology"]) fs.cpSync(path.join(contentRoot(), dir), path.join(root, dir), { recursive: true });
  const name = fs.readdirSync(path.join(root, "operators")).find((f) => f.endsWith(".yaml"))!;
  file = path.join(root, "operators", name);
  original = fs.readFileSync(file, "utf8");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The problems of the operators collection with this `affiliateUrl` line added at the end of the file. */
function problemsWith(value: string): { lines: string[]; line: number } {
  const text = `${original.trimEnd()}\naffiliateUrl: ${JSON.stringify(value)}\n`;
  fs.writeFileSync(file, text);
  const { problems } = loadCollection(operatorsCollection, root);
  fs.writeFileSync(file, original);
  return { lines: problems.map(formatProblem), line: text.split("\n").findIndex((l) => l.startsWith("affiliateUrl:")) + 1 };
}

describe("affiliateUrl in the content check", () => {
  it("accepts a platform's https tracking link with the four placeholders", () => {
    expect(problemsWith("https://partners.example.com/track?btag=a_1b_2&subid={clickId}&p={placement}&s={page}&o={operator}").lines).toEqual([]);
  });

  it.each([
    ["javascript:alert(1)", "debe empezar por https://"],
    ["http://partners.example.com/track?subid={clickId}", "debe empezar por https://"],
    ["https://yo:mi-clave@partners.example.com/track", "no puede llevar usuario ni contraseña"],
    ["https://partners.example.com/track?subid={subId}", "marcador desconocido «{subId}»"],
    ["https://partners.example.com/track?subid=%7BclickId%7D", "van sin codificar"],
  ])("refuses %s with file:line in Spanish", (value, message) => {
    const { lines, line } = problemsWith(value);
    const mine = lines.filter((l) => l.includes(`${path.basename(file)}:${line}: affiliateUrl — `));
    expect(mine.join("\n")).toContain(message);
  });

  it("lists the operators without a tracking link as warnings, not problems", async () => {
    const { checkContent } = await import("../../composition/content-check");
    const { warnings } = await checkContent({ sitePaths: () => [] });
    const files = fs.readdirSync(path.join(contentRoot(), "operators")).filter((f) => f.endsWith(".yaml"));
    const untracked = files.filter((f) => !/^affiliateUrl:/m.test(fs.readFileSync(path.join(contentRoot(), "operators", f), "utf8")));
    expect(warnings.map((w) => path.basename(w.file)).sort()).toEqual(untracked.sort());
    for (const w of warnings) expect(formatProblem(w)).toMatch(/:\d+: affiliateUrl — sin enlace de seguimiento/);
  });

  it("keeps the tracking link out of the operators that loaders hand to pages", () => {
    const text = `${original.trimEnd()}\naffiliateUrl: "https://partners.example.com/t?s={clickId}"\n`;
    fs.writeFileSync(file, text);
    const { entries } = loadCollection(operatorsCollection, root);
    fs.writeFileSync(file, original);
    const id = path.basename(file, ".yaml");
    expect(entries.find((e) => e.id === id)?.data.affiliateUrl).toBe("https://partners.example.com/t?s={clickId}");
    const { operators, trackingLinks } = operatorsFrom(entries);
    expect(trackingLinks.get(id)).toBe("https://partners.example.com/t?s={clickId}");
    for (const op of operators) expect(Object.keys(op)).not.toContain("affiliateUrl");
    for (const op of getOperators()) expect(Object.keys(op)).not.toContain("affiliateUrl");
  });
});

describe("::operador in a post, in the content check", () => {
  it("refuses an unknown operator id on the directive's own line of the file", async () => {
    const { postsCollection } = await import("../blog/blog.server");
    const postsRoot = fs.mkdtempSync(path.join(os.tmpdir(), "operator-block-"));
    try {
      fs.cpSync(path.join(contentRoot(), "blog"), path.join(postsRoot, "blog"), { recursive: true });
      const dir = path.join(postsRoot, "blog", "posts");
      const name = fs.readdirSync(dir).find((f) => f.endsWith(".md"))!;
      const text = `${fs.readFileSync(path.join(dir, name), "utf8").trimEnd()}\n\n::operador{id="no-existe"}\n`;
      fs.writeFileSync(path.join(dir, name), text);
      const line = text.split("\n").findIndex((l) => l.startsWith("::operador")) + 1;
      const lines = loadCollection(postsCollection, postsRoot).problems.map(formatProblem);
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`${name}:${line}: texto — «::operador»: no existe el operador «no-existe»`)));
    } finally {
      fs.rmSync(postsRoot, { recursive: true, force: true });
    }
  });
});
