/**
 * The editor's save goes through the content checker and swaps ranks (save-check.server.ts, issue 43):
 * driven through handleEditorApi as Keystatic's form posts it, on a copy of the project's content.
 * Ranks and operators are read from the copy, so the owner's edits do not break these tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { handleEditorApi } from "./content-editor.server";
import { checkFolder } from "./save-check.server";

const local = { socketAddress: "127.0.0.1" };
const origin = "http://localhost:3340";
const saved = { ...process.env };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "editor-save-test-"));
const dir = path.join(scratch, "content");

const operatorFile = (id: string) => path.join(dir, "operators", `${id}.yaml`);
const read = (id: string) => fs.readFileSync(operatorFile(id), "utf8");
const rankOf = (id: string) => (parse(read(id)) as { rank: number }).rank;
const operators = () =>
  fs
    .readdirSync(path.join(dir, "operators"))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => f.replace(/\.yaml$/, ""));

function save(additions: { path: string; text: string }[]) {
  const body = JSON.stringify({ additions: additions.map((a) => ({ path: a.path, contents: Buffer.from(a.text).toString("base64url") })), deletions: [] });
  return handleEditorApi(
    new Request(`${origin}/api/keystatic/update`, {
      method: "POST",
      body,
      headers: { host: "localhost:3340", origin, "content-type": "application/json", "no-cors": "1" },
    }),
    local,
  );
}

beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
  process.env = { ...saved, CONTENT_DIR: dir, CONTENT_EDITOR: "1" };
});
afterAll(() => {
  process.env = { ...saved };
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("a save from the editor", () => {
  it("is refused with the checker's Spanish line when an affiliate link carries an unknown placeholder, and writes nothing", async () => {
    const [id] = operators() as [string];
    const before = read(id);
    const text = `${before.replace(/^affiliateUrl:.*\n/m, "").trimEnd()}\naffiliateUrl: "https://partners.example.com/t?subid={subid}"\n`;
    const r = await save([{ path: `operators/${id}.yaml`, text }]);
    const body = await r.text();
    expect(r.status, body).toBe(422);
    expect(body).toMatch(/^No se ha guardado/);
    expect(body).toContain(`operators/${id}.yaml:`);
    expect(body).toContain("{subid}");
    expect(read(id)).toBe(before);
  }, 60_000);

  it("is refused when a new operator takes a rank another one holds (nobody to swap with)", async () => {
    const [id] = operators() as [string];
    // A rank an existing operator holds, read from the content (not assumed to be 1).
    const held = rankOf(id);
    const text = read(id).replace(/^name:.*$/m, "name: Operador Nuevo").replace(/^rank:.*$/m, `rank: ${held}`);
    const r = await save([{ path: "operators/operador-nuevo.yaml", text }]);
    const body = await r.text();
    expect(r.status, body).toBe(422);
    expect(body).toMatch(/operators\/operador-nuevo\.yaml:\d+: rank — /);
    expect(body).toContain("también la tiene");
    expect(fs.existsSync(operatorFile("operador-nuevo"))).toBe(false);
  }, 60_000);

  it("swaps two ranks in one save: the operator that held the rank takes the one the saved operator left", async () => {
    // Two neighbours in the ranking whose head-to-head page no text links to: swapping them renames
    // that page (the better-ranked operator comes first), which the checker rightly refuses if linked.
    const ids = operators().sort((x, y) => rankOf(x) - rankOf(y));
    const linked = (x: string, y: string) =>
      fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).some((f) => {
        const file = path.join(dir, f);
        return fs.statSync(file).isFile() && fs.readFileSync(file, "utf8").includes(`/comparar/${x}-vs-${y}`);
      });
    const at = ids.findIndex((id, i) => i + 1 < ids.length && !linked(id, ids[i + 1]!));
    expect(at, "two neighbours in the ranking with no link to their head-to-head page").toBeGreaterThanOrEqual(0);
    const [a, b] = [ids[at]!, ids[at + 1]!];
    const [rankA, rankB] = [rankOf(a), rankOf(b)];
    const otherBefore = read(a);
    const r = await save([{ path: `operators/${b}.yaml`, text: read(b).replace(/^rank:.*$/m, `rank: ${rankA}`) }]);
    expect(r.status, await r.clone().text()).toBe(200);
    expect(rankOf(b)).toBe(rankA);
    expect(rankOf(a)).toBe(rankB);
    // Only the rank line of the other operator changed.
    expect(read(a)).toBe(otherBefore.replace(/^rank:.*$/m, `rank: ${rankB}`));
  }, 60_000);

  it("changes an offer an article states by hand (the article is then the one to fix), and refuses an article whose figure the data contradicts", async () => {
    const id = operators().find((x) => /^ {2}percent: \d+$/m.test(read(x)) && /^ {2}cap: \d+$/m.test(read(x)))!;
    const yaml = read(id);
    const name = (parse(yaml) as { name: string }).name;
    const [percent, cap] = [/^ {2}percent: (\d+)$/m.exec(yaml)![1], Number(/^ {2}cap: (\d+)$/m.exec(yaml)![1])];
    const postsDir = path.join(dir, "blog", "posts");
    const post = fs.readdirSync(postsDir).sort()[0]!;
    const postText = `${fs.readFileSync(path.join(postsDir, post), "utf8").trimEnd()}\n\nCon ${name} tienes un ${percent} % hasta ${cap} € de bienvenida.\n`;
    fs.writeFileSync(path.join(postsDir, post), postText);
    // The data first (with the operator's own texts, in the same form): accepted, although the article
    // now disagrees (content:check names it).
    const raisedYaml = yaml.replace(/^ {2}cap: \d+$/m, `  cap: ${cap + 50}`).replaceAll(`hasta ${cap} €`, `hasta ${cap + 50} €`);
    const raised = await save([{ path: `operators/${id}.yaml`, text: raisedYaml }]);
    expect(raised.status, await raised.clone().text()).toBe(200);
    // An article saved with a figure the data contradicts: refused, naming the figure.
    const wrong = postText.replace(`hasta ${cap} €`, `hasta ${cap + 10} €`);
    const r = await save([{ path: `blog/posts/${post}`, text: wrong }]);
    const body = await r.text();
    expect(r.status, body).toBe(422);
    expect(body).toContain(`«${percent} % hasta ${cap + 10} €» junto a ${name}`);
    // The article saved with the new figure: accepted.
    const right = await save([{ path: `blog/posts/${post}`, text: postText.replace(`hasta ${cap} €`, `hasta ${cap + 50} €`) }]);
    expect(right.status, await right.clone().text()).toBe(200);
  }, 120_000);

  it("refuses an article that says an operator pays withdrawals with a method its data does not (operator-claims.ts)", async () => {
    const METHOD = /^ {2}- method: (.+)\n {4}deposit: si\n {4}withdrawal: sin-dato$/m;
    const id = operators().sort().find((x) => METHOD.test(read(x)))!;
    const method = METHOD.exec(read(id))![1]!;
    const name = (parse(read(id)) as { name: string }).name;
    const postsDir = path.join(dir, "blog", "posts");
    const post = fs.readdirSync(postsDir).sort()[0]!;
    const text = `${fs.readFileSync(path.join(postsDir, post), "utf8").trimEnd()}\n\nEn ${name} puedes retirar tus ganancias con ${method}.\n`;
    const r = await save([{ path: `blog/posts/${post}`, text }]);
    const body = await r.text();
    expect(r.status, body).toBe(422);
    expect(body).toContain(`«${method}» no coincide con los datos de ${name}`);
    expect(body).toContain(`${method}: «Sin dato»`);
  }, 120_000);

  it("does not refuse a save for a problem the folder already had", async () => {
    const ids = operators();
    const broken = ids[0]!;
    fs.writeFileSync(operatorFile(broken), read(broken).replace(/^rating:.*$/m, "rating: muchísimo"));
    const other = ids[1]!;
    const r = await save([{ path: `operators/${other}.yaml`, text: read(other) }]);
    expect(r.status, await r.clone().text()).toBe(200);
  }, 60_000);
});

describe("the checker run for a save", () => {
  it("rejects in Spanish when the checker cannot run (the save then answers 503, nothing written)", async () => {
    await expect(checkFolder(dir, { cwd: scratch })).rejects.toThrow(/^el comprobador de contenido no respondió/);
  }, 60_000);
});
