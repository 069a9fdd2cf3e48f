/**
 * What the editor's save (POST /api/keystatic/update) goes through before Keystatic writes a file
 * (issue 43: a save with a rank another operator held, or an affiliate link with `{subid}`, broke
 * every page and the editor itself until the YAML was fixed by hand). Decision 0285.
 *
 * - A rank swap is one save: when the saved operator takes a rank another operator holds, that
 *   operator gets the rank the saved one leaves (its `rank:` line rewritten, nothing else), in the
 *   same write.
 * - The whole save is checked with the content checker's own rules (`npm run content:check`, run on
 *   a copy of the content folder with the save applied, in a child process: the site's collections
 *   are read once per process, so the running server cannot re-read them for a candidate). A save
 *   that adds a problem the folder did not already have is refused with 422 and the checker's Spanish
 *   lines, which Keystatic shows in the form; nothing is written. One exception: an offer figure typed
 *   in a file the save does not write, which the saved data now contradicts (offer-figures.ts), or a
 *   statement about an operator's facts there (operator-claims.ts: a payment method, the licence…), does not
 *   block the save (else an offer stated by hand in an article could never change); content:check and
 *   the build still name it.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { configSource } from "../../platform/env.server.ts";

export interface EditorUpdate {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

export interface SaveProblem {
  file: string;
  line: number;
  field: string;
  message: string;
  rule?: string;
}

const OPERATOR_FILE = /^operators\/([^/]+)\.ya?ml$/;
const RANK_LINE = /^rank:[ \t]*(\d+)[ \t]*$/m;

const decode = (contents: string): string => Buffer.from(contents, "base64url").toString("utf8");
const encode = (text: string): string => Buffer.from(text, "utf8").toString("base64");

function rankOf(text: string): number | undefined {
  try {
    const rank = (parse(text) as { rank?: unknown } | null)?.rank;
    return Number.isInteger(rank) ? (rank as number) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The save with the swap added: when exactly one operator file is saved with a rank that one other
 * operator (not part of the save) holds, that one moves to the saved operator's previous rank.
 * Returns the update unchanged otherwise (a new operator has no previous rank: the checker then
 * names the repeated rank).
 */
export function withRankSwap(update: EditorUpdate, root: string): { update: EditorUpdate; moved?: { file: string; from: number; to: number } } {
  const saved = update.additions.filter((a) => OPERATOR_FILE.test(a.path));
  if (saved.length !== 1) return { update };
  const [addition] = saved as [EditorUpdate["additions"][number]];
  const previousFile = path.join(root, addition.path);
  if (!fs.existsSync(previousFile)) return { update };
  const newRank = rankOf(decode(addition.contents));
  const oldRank = rankOf(fs.readFileSync(previousFile, "utf8"));
  if (newRank === undefined || oldRank === undefined || newRank === oldRank) return { update };
  const touched = new Set([...update.additions.map((a) => a.path), ...update.deletions.map((d) => d.path)]);
  const dir = path.join(root, "operators");
  const holders = fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && !touched.has(`operators/${f}`))
    .filter((f) => rankOf(fs.readFileSync(path.join(dir, f), "utf8")) === newRank);
  if (holders.length !== 1) return { update };
  const other = `operators/${holders[0]}`;
  const text = fs.readFileSync(path.join(root, other), "utf8");
  if (!RANK_LINE.test(text)) return { update };
  const swapped = text.replace(RANK_LINE, `rank: ${oldRank}`);
  return {
    update: { ...update, additions: [...update.additions, { path: other, contents: encode(swapped) }] },
    moved: { file: other, from: newRank, to: oldRank },
  };
}

/** The project's content checker (scripts/content-check.ts --json) on `dir`: its problems. */
export async function checkFolder(dir: string, opts: { cwd?: string; timeoutMs?: number } = {}): Promise<SaveProblem[]> {
  const cwd = opts.cwd ?? process.cwd();
  const script = path.join(cwd, "scripts", "content-check.ts");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, "--json"],
      { cwd, env: { ...configSource(), CONTENT_DIR: dir, NODE_OPTIONS: "" }, timeout: opts.timeoutMs ?? 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          const parsed = JSON.parse(stdout) as { problems: SaveProblem[] };
          resolve(parsed.problems);
        } catch {
          reject(new Error(`el comprobador de contenido no respondió (${error?.message ?? "sin salida"}): ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

/** A problem's identity across two folders: its file as the working folder names it, field and message (lines may move). */
const key = (p: SaveProblem) => `${p.file}\u0000${p.field}\u0000${p.message}`;

/**
 * Checks the content folder `root` as it would be after `update`: the problems the save would add
 * (empty: the save may go ahead). Problems the folder already has are not the save's fault and do
 * not block it (the owner may be fixing them one file at a time).
 */
export async function problemsAddedBy(update: EditorUpdate, root: string, opts: { cwd?: string } = {}): Promise<SaveProblem[]> {
  const cwd = opts.cwd ?? process.cwd();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "editor-save-"));
  try {
    const candidate = path.join(scratch, "content");
    fs.cpSync(root, candidate, { recursive: true });
    for (const a of update.additions) {
      const file = path.join(candidate, a.path);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(a.contents, "base64url"));
    }
    for (const d of update.deletions) fs.rmSync(path.join(candidate, d.path), { force: true });
    // Both runs' files named as the working folder's (the candidate's copy lives elsewhere).
    const relToCwd = path.relative(cwd, root);
    const shown = relToCwd.startsWith("..") || path.isAbsolute(relToCwd) ? root : relToCwd.split(path.sep).join("/") || ".";
    const display = (folder: string) => (p: SaveProblem) => {
      const rel = path.relative(folder, path.resolve(cwd, p.file));
      return { ...p, file: rel.startsWith("..") || path.isAbsolute(rel) ? p.file : `${shown}/${rel.split(path.sep).join("/")}` };
    };
    const after = (await checkFolder(candidate, { cwd })).map(display(candidate));
    if (after.length === 0) return [];
    const before = new Set((await checkFolder(root, { cwd })).map(display(root)).map(key));
    // A figure typed in another file that the saved data now contradicts is that file's to fix, after this
    // save: refusing it would leave no order of saves that changes an offer an article states by hand
    // (the article cannot change first either). It breaks no page; content:check and the build name it.
    const written = new Set([...update.additions, ...update.deletions].map((a) => `${shown}/${a.path}`));
    return after.filter((p) => !before.has(key(p)) && !((p.rule === "offer-figure" || p.rule === "operator-claim") && !written.has(p.file)));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The refusal Keystatic shows in the form (it displays the body of a failed save as the error). */
export function refusedSave(problems: SaveProblem[]): Response {
  const lines = problems.map((p) => `${p.file}:${p.line}: ${p.field || "(archivo)"} — ${p.message}`);
  const body = `No se ha guardado: con este cambio el contenido tendría ${problems.length} problema(s). Corrígelo y vuelve a guardar.\n${lines.join("\n")}\n`;
  return new Response(body, { status: 422, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
