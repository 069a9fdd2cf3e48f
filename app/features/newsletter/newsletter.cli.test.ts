// The owner's commands never answer wrongly in silence: a data folder that does not exist is not
// created behind their back, and a CSV is never written where npm's header lines would precede it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { COUNT_LABELS, newsletterCli, runNewsletterCli } from "./newsletter.cli";
import { runStatsCli } from "../panel/stats.cli";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-cli-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const env = (dataDir: string, extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, DATABASE_URL: "", ...extra });

describe("npm run newsletter (owner's commands)", () => {
  it("refuses a data folder that does not exist, in Spanish, and creates it only with --init", async () => {
    const dir = path.join(tmp, "mal-escrita");
    const refused = await runNewsletterCli(["count"], env(dir));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`No hay datos en ${dir}`);
    expect(refused.stderr).toContain("--init");
    expect(refused.stdout).toBe("");
    expect(fs.existsSync(dir)).toBe(false); // nothing created behind the owner's back

    const created = await runNewsletterCli(["count", "--init"], env(dir));
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toBe(`${COUNT_LABELS.pending} 0\n${COUNT_LABELS.confirmed} 0\n${COUNT_LABELS.unsubscribed} 0\n${COUNT_LABELS.total} 0\n`);
    expect(fs.existsSync(path.join(dir, "pglite"))).toBe(true); // from now on, no --init needed
  }, 600_000);

  it("refuses to export to stdout under `npm run` without -s (npm's header would open the CSV), and says how", async () => {
    const dir = path.join(tmp, "export");
    const underNpm = { npm_lifecycle_event: "newsletter", npm_config_loglevel: "notice" };
    const refused = await runNewsletterCli(["export", "--init"], env(dir, underNpm));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/npm run -s newsletter -- export > /);
    expect(refused.stdout).toBe("");
    // With -s (loglevel silent), or with a file, the export runs.
    const silent = await runNewsletterCli(["export", "--init"], env(dir, { ...underNpm, npm_config_loglevel: "silent" }));
    expect(silent.code, silent.stderr).toBe(0);
    expect(silent.stdout.split("\r\n")[0]).toMatch(/^id,email,/);
    const file = path.join(tmp, "suscriptores.csv");
    const toFile = await runNewsletterCli(["export", file], env(dir, underNpm));
    expect(toFile.code, toFile.stderr).toBe(0);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^id,email,/);
    expect(toFile.stderr).toContain(`Exportados 0 suscriptor(es)`);
  }, 600_000);

  it("never overwrites an existing file without --forzar, and says so (issue 43)", async () => {
    const dir = path.join(tmp, "export");
    const file = path.join(tmp, "ya-existe.csv");
    fs.writeFileSync(file, "lo que había\n");
    const refused = await runNewsletterCli(["export", file, "--init"], env(dir));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`Ya existe ${file}: no lo sobrescribo. Elige otro nombre o añade --forzar para reemplazarlo.\n`);
    expect(fs.readFileSync(file, "utf8")).toBe("lo que había\n");
    const forced = await runNewsletterCli(["export", file, "--forzar", "--init"], env(dir));
    expect(forced.code, forced.stderr).toBe(0);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^id,email,/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The stats CSV goes through the same helper.
    const stats = await runStatsCli(["--csv", file, "--init"], env(dir));
    expect(stats.code).toBe(1);
    expect(stats.stderr).toContain("no lo sobrescribo");
  }, 600_000);

  it("a delete that matches nobody exits 1 with a Spanish line", async () => {
    const r = await runNewsletterCli(["delete", "nadie@example.com", "--init"], env(path.join(tmp, "export")));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^No hay ningún suscriptor ni opinión con ese email en .*; no se ha borrado nada\.\n$/);
  }, 600_000);

  it("ends quietly, exit 0, when the reader of its output goes away (export | head)", async () => {
    // A pipe whose reader has closed: every write fails with EPIPE, as process.stdout's would.
    const closed = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
      },
    });
    let said = "";
    const stderr = new Writable({
      write(chunk, _encoding, callback) {
        said += String(chunk);
        callback();
      },
    });
    const code = await newsletterCli(["export", "--init"], { env: env(path.join(tmp, "export")), stdout: closed, stderr });
    expect(code).toBe(0);
    expect(said).toBe("");
  }, 600_000);

  it("answers bad usage with the Spanish usage text and exit code 2", async () => {
    const bad = await runNewsletterCli(["borrar-todo"], env(path.join(tmp, "uso")));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^Uso/);
  });
});
