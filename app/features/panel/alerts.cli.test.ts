/**
 * Alerts (issue 41): each alert of the daily check driven with a fake clock on a real PGlite, the
 * mails sent through the site's mail transport to a real SMTP server in this process
 * (tests/support/smtp-catcher.ts), the failed-unit mail with its log lines, and the shipped units
 * all pointing their OnFailure= at the mailing template.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server.ts";
import { socketUrl } from "../../platform/db/pglite-socket.server.ts";
import { insertClicks, type ClickRecord } from "../outbound/clicks.server.ts";
import { BACKUP_FILE_EXTENSION, checkAlerts, type AlertInputs } from "./alerts.server.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../../../tests/support/smtp-catcher.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { PanelDocument } from "./panel-document.tsx";
import { alertasCli } from "./alerts.cli.ts";
import { BACKUP_EXTENSION } from "../backups/backup.server.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "alertas-test-"));
const dataDir = path.join(tmp, "data");
const backups = path.join(tmp, "backups");
const ADMIN = "dueno@example.com";
const NOW = new Date("2026-05-20T08:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);

let db: Db;
let smtp: SmtpCatcher;
let env: NodeJS.ProcessEnv;

const SILENT = { id: "silencioso", name: "Operador Silencioso", silentDays: 7 };
const HEARD = { id: "con-conversiones", name: "Operador Con Conversiones", silentDays: 7 };

beforeAll(async () => {
  db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
  smtp = await startSmtpCatcher();
  env = { DATABASE_URL: socketUrl(dataDir), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN, SMTP_URL: smtp.url, MAIL_FROM: "avisos@example.com", BACKUP_DIR: backups };
  const click = (at: Date, operatorId: string, bot = false): ClickRecord => ({
    at,
    operatorId,
    clickId: null,
    placement: "comparison-card",
    pagePath: "/comparacion",
    device: "desktop",
    browser: "Chrome",
    bot,
  });
  await insertClicks(db, [
    click(ago(3 * DAY), SILENT.id),
    click(ago(2 * DAY), SILENT.id),
    click(ago(HOUR), SILENT.id),
    click(ago(2 * DAY), HEARD.id),
    // A bot's click never counts as activity.
    click(ago(HOUR), "bots-solo", true),
  ]);
  await db
    .insertInto("conversions")
    .values({ operator_id: HEARD.id, sub_id: "x", day: "2026-05-17", registrations: 1, ftds: 0, commission_cents: 0, source: "informe.csv", event: null, imported_at: ago(3 * DAY) })
    .execute();
  fs.mkdirSync(backups);
  const copy = path.join(backups, `copia-2026-05-20-050000${BACKUP_EXTENSION}`);
  fs.writeFileSync(copy, "x");
  fs.utimesSync(copy, ago(3 * HOUR), ago(3 * HOUR));
}, 600_000);

afterAll(async () => {
  await smtp?.stop();
  await db?.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const inputs = (over: Partial<AlertInputs> = {}): AlertInputs => ({
  now: NOW,
  trackedOperators: [SILENT, HEARD],
  backupDir: backups,
  backupExtension: BACKUP_FILE_EXTENSION,
  diskUsed: 0.5,
  diskPath: dataDir,
  ...over,
});
const kinds = async (over: Partial<AlertInputs> = {}) => (await checkAlerts(db, inputs(over))).map((a) => a.kind);

describe("the daily check's alerts, on a fake clock", () => {
  it("an operator with clicks and nothing back for N days; not one heard from within its N days", async () => {
    const alerts = await checkAlerts(db, inputs());
    expect(alerts.map((a) => a.kind)).toEqual(["operador-sin-conversiones"]);
    expect(alerts[0]!.message).toMatch(/^Operador Silencioso: 3 clic\(s\) en los últimos 7 días y ninguna conversión ni postback nunca/);
    // Its platform's alertAfterDays: heard from 3 days ago is silence for a 2-day allowance.
    expect(await kinds({ trackedOperators: [{ ...HEARD, silentDays: 2 }] })).toEqual([]);
    // …that does not count clicks older than the allowance either: the one click was 2 days ago.
    expect(await kinds({ trackedOperators: [{ ...HEARD, silentDays: 3 }] })).toEqual(["operador-sin-conversiones"]);
    expect(await kinds({ trackedOperators: [{ ...HEARD, silentDays: 4 }] })).toEqual([]);
  });

  it("clicks fell to zero: none in the last 24 hours after some in the 7 days before", async () => {
    expect(await kinds({ trackedOperators: [] })).toEqual([]);
    const later = new Date(NOW.getTime() + 2 * DAY);
    expect(await kinds({ trackedOperators: [], now: later, backupDir: path.join(tmp, "otra") })).toContain("sin-clics");
    // Long after, with no click in the 7 days before either: nothing to compare with, no alert.
    expect(await kinds({ trackedOperators: [], now: new Date(NOW.getTime() + 30 * DAY), diskUsed: null, backupDir: path.join(tmp, "otra") })).toEqual(["copia-antigua"]);
  });

  it("the newest backup older than 26 hours, or none at all", async () => {
    // The copy was made 3 hours before NOW: 26 hours old 23 hours later (the last click is then 24 hours old).
    expect(await kinds({ trackedOperators: [], now: new Date(NOW.getTime() + 23 * HOUR) })).toEqual(["sin-clics"]);
    const late = await checkAlerts(db, inputs({ trackedOperators: [], now: new Date(NOW.getTime() + 24 * HOUR) }));
    expect(late.map((a) => a.kind)).toEqual(["sin-clics", "copia-antigua"]);
    expect(late[1]!.message).toMatch(/tiene 27 horas/);
    const none = await checkAlerts(db, inputs({ trackedOperators: [], backupDir: path.join(tmp, "no-existe") }));
    expect(none.map((a) => a.message)).toEqual([expect.stringMatching(/^No hay ninguna copia de seguridad/)]);
  });

  it("the disk over 85 %", async () => {
    expect(await kinds({ trackedOperators: [], diskUsed: 0.85 })).toEqual([]);
    const full = await checkAlerts(db, inputs({ trackedOperators: [], diskUsed: 0.912 }));
    expect(full.map((a) => [a.kind, /al 91 %/.test(a.message)])).toEqual([["disco-lleno", true]]);
  });

  it("the backup extension it looks for is the one npm run backup writes", () => {
    expect(BACKUP_FILE_EXTENSION).toBe(BACKUP_EXTENSION);
  });
});

describe("/panel", () => {
  it("shows the same alerts at the top, before the earnings", async () => {
    const alerts = (await checkAlerts(db, inputs({ diskUsed: 0.97 }))).map((a) => a.message);
    const props = { from: "2026-05-01", to: "2026-05-20", periodText: "", summary: [], sections: [], csvHref: "/panel/clics.csv", generatedText: "", alerts };
    const html = renderToStaticMarkup(createElement(PanelDocument, props));
    const box = html.slice(html.indexOf('data-testid="avisos"'));
    expect(box).toMatch(/Avisos \(2\)/);
    expect(box).toContain("Operador Silencioso");
    expect(box).toMatch(/lleno al 97\s?%/);
  });
});

describe("npm run alertas mails the owner", () => {
  const mailsSince = async (before: number, expected: number) => {
    await smtp.waitFor((all) => all.length >= before + expected, 20_000, "the alert mail");
    // Give a stray second message the time to arrive, then count.
    await new Promise((r) => setTimeout(r, 300));
    return smtp.messages.slice(before);
  };

  it("a silent operator: one mail to ADMIN_EMAIL naming it", async () => {
    const before = smtp.messages.length;
    const r = await alertasCli([], { env, now: NOW, diskUsed: 0.5, trackedOperators: [SILENT, HEARD] });
    expect(r.code, r.stderr).toBe(0);
    const mails = await mailsSince(before, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([ADMIN]);
    expect(mails[0]!.parsed.subject).toMatch(/1 aviso\(s\)$/);
    expect(mails[0]!.parsed.text).toContain("Operador Silencioso");
    expect(mails[0]!.parsed.text).not.toContain("Operador Con Conversiones");
    expect(r.stdout).toMatch(new RegExp(`Aviso enviado a ${ADMIN}`));
  });

  it("a full disk: one mail", async () => {
    const before = smtp.messages.length;
    const r = await alertasCli([], { env, now: NOW, diskUsed: 0.97, trackedOperators: [] });
    expect(r.code, r.stderr).toBe(0);
    const mails = await mailsSince(before, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toMatch(/lleno al 97 %/);
  });

  it("nothing to say: no mail", async () => {
    const before = smtp.messages.length;
    const r = await alertasCli([], { env, now: NOW, diskUsed: 0.5, trackedOperators: [] });
    expect(r.stdout).toBe("Todo en orden: sin avisos.\n");
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.length).toBe(before);
  });

  it("a stopped publish unit: one mail with its last log lines (journalctl's output on standard input)", async () => {
    const before = smtp.messages.length;
    const log = "2026-05-20T04:31:02+0200 npm[812]: content/operators/codere.yaml:6: rating — debe ser como máximo 10\n2026-05-20T04:31:02+0200 npm[812]: Publicación cancelada";
    const r = await alertasCli(["--unidad", "casinos-publish.service"], { env, now: NOW, stdin: log });
    expect(r.code, r.stderr).toBe(0);
    const mails = await mailsSince(before, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toMatch(/Ha fallado casinos-publish\.service$/);
    expect(mails[0]!.parsed.text).toContain("codere.yaml:6: rating — debe ser como máximo 10");
  });

  it("bad usage is a Spanish message and exit code 2; no ADMIN_EMAIL prints instead of mailing", async () => {
    expect((await alertasCli(["--unidad"], { env, stdin: "" })).code).toBe(2);
    expect((await alertasCli(["--nada"], { env })).stderr).toMatch(/Opción desconocida: --nada/);
    const before = smtp.messages.length;
    const r = await alertasCli(["--unidad", "casinos-backup.service"], { env: { ...env, ADMIN_EMAIL: "" }, stdin: "fallo" });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ADMIN_EMAIL no está configurado/);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.length).toBe(before);
  });
});

describe("deploy/: every unit mails the owner when it fails", () => {
  const units = fs.readdirSync(path.join(ROOT, "deploy")).filter((f) => f.endsWith(".service"));
  it.each(units.filter((u) => u !== "casinos-alerta@.service"))("%s points OnFailure= at the mailing template", (unit) => {
    expect(fs.readFileSync(path.join(ROOT, "deploy", unit), "utf8")).toMatch(/^OnFailure=casinos-alerta@%n\.service$/m);
  });

  it("the template passes the failed unit's journal into npm run alertas -- --unidad, and has no OnFailure= of its own", () => {
    const template = fs.readFileSync(path.join(ROOT, "deploy", "casinos-alerta@.service"), "utf8");
    expect(template).toMatch(/^ExecStart=.*journalctl -u "\$1" -n \d+ .*\| \/usr\/bin\/npm run --silent alertas -- --unidad "\$1"' sh %i$/m);
    expect(template).not.toMatch(/^OnFailure=/m);
    expect(fs.readFileSync(path.join(ROOT, "deploy", "casinos-alertas.timer"), "utf8")).toMatch(/^Unit=casinos-alertas\.service$/m);
  });
});
