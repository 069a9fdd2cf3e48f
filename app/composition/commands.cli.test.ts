// The owner's commands: every `npm run` script that starts the command table names a command it has,
// and an unknown name is a Spanish usage error.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { captureOutput } from "../platform/command.cli";
import { COMMAND_NAMES, loadCommand, runCommand } from "./commands.cli";

const root = path.resolve(import.meta.dirname, "../..");
const scripts = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
const TABLE = "tsx app/composition/commands.cli.ts ";

describe("the command table", () => {
  const entries = Object.entries(scripts).filter(([, cmd]) => cmd.startsWith(TABLE));

  it("npm run's owner commands all go through it, each naming a command of the table", () => {
    expect(entries.map(([name]) => name).sort()).toEqual(
      ["alertas", "backup", "comprobar", "conversions", "db:migrate", "fuentes", "newsletter", "opiniones", "panel:hash", "publish", "restore", "stats"].sort(),
    );
    for (const [, cmd] of entries) expect(COMMAND_NAMES).toContain(cmd.slice(TABLE.length).split(" ")[0]);
    // No owner command is left in scripts/ (build and test tooling only).
    for (const cmd of Object.values(scripts)) expect(cmd).not.toMatch(/tsx scripts\/(newsletter|conversions|backup|restore|panel-hash|publish|alertas|fuentes|comprobar|opiniones)\.ts/);
  });

  it("each command loads (its modules import cleanly)", async () => {
    for (const name of COMMAND_NAMES) expect(typeof (await loadCommand(name))).toBe("function");
    expect(await loadCommand("toString")).toBeUndefined();
  }, 600_000);

  it("each command loads the way npm run starts it: plain Node through tsx, no Vite (no import.meta.glob on its path)", () => {
    const script = "const m = await import('./app/composition/commands.cli.ts'); for (const n of m.COMMAND_NAMES) { if (typeof (await m.loadCommand(n)) !== 'function') throw new Error(n); } console.log('cargadas: ' + m.COMMAND_NAMES.length);";
    const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8", timeout: 300_000 });
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe(`cargadas: ${COMMAND_NAMES.length}`);
  }, 300_000);

  it("an unknown command is exit 2 with the list of names, in Spanish", async () => {
    const r = await captureOutput((io) => runCommand("publicar", [], io));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Orden desconocida: publicar. Órdenes: newsletter, stats,");
  });
});
