import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError, migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server.ts";
import { socketUrl } from "../../platform/db/pglite-socket.server.ts";
import { insertClicks, type ClickRecord } from "../outbound/clicks.server.ts";
import type { Placement } from "../outbound/index.ts";
import { runConversionsCli } from "./conversions.cli.ts";
import { runStatsCli } from "../panel/stats.cli.ts";
import { getEarnings, type Earnings } from "../panel/earnings.server.ts";
import { getDailyOperatorClicks, getStats, dailyOperatorCsv, NONE, UNMATCHED } from "../panel/stats.server.ts";
import { formatEarningsReport } from "../panel/stats-report.server.ts";
import { panelProps } from "../panel/panel.server";
import { PanelDocument } from "../panel/panel-document";
import { PageViewCounter } from "../page-views/page-views.server.ts";
import { handlePostback, PostbackLimiter, secretVariable, signPostback, type PostbackContext } from "./postback.server.ts";

/**
 * Conversions back and earnings per page and button (issue 23), on one PGlite opened once: the
 * clicks this test inserts (with click IDs), the two fixture platform reports imported through
 * the real command, re-imports, refusals, postbacks and page views; then `npm run stats --json`,
 * the dashboard and the CSV export must show exactly what was inserted.
 */
const FIXTURES = path.join(import.meta.dirname, "fixtures");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "conversions-test-"));
const dataDir = path.join(tmp, "data");
let db: Db;
let env: NodeJS.ProcessEnv;
const PERIOD = { from: "2026-03-09", to: "2026-03-11" };

const conversionsCli = (...argv: string[]) => runConversionsCli(argv, env, FIXTURES);
const count = async () => Number((await db.selectFrom("conversions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
  // The commands reach this same PGlite through its socket, as they reach a running site's.
  env = { DATABASE_URL: socketUrl(dataDir), DATA_DIR: dataDir };
  const click = (at: string, operatorId: string, clickId: string | null, placement: Placement, pagePath: string, bot = false): ClickRecord => ({
    at: new Date(at),
    operatorId,
    clickId,
    placement,
    pagePath,
    device: "desktop",
    browser: "Chrome",
    bot,
  });
  await insertClicks(db, [
    click("2026-03-09T10:00:00Z", "bet365", "ia-click-0001", "comparison-card", "/comparacion"),
    // A placement of an earlier version (LEGACY_PLACEMENT_LABELS): its stored clicks still count.
    click("2026-03-09T11:00:00Z", "bet365", "ia-click-0002", "home-hero" as Placement, "/"),
    click("2026-03-10T10:00:00Z", "bet365", "ia-click-0003", "comparison-card", "/comparacion"),
    click("2026-03-09T12:00:00Z", "codere", "nr-click-0001", "comparison-card", "/comparacion"),
    click("2026-03-10T12:00:00Z", "codere", "nr-click-0002", "home-top6", "/"),
    click("2026-03-11T12:00:00Z", "bet365", null, "review-hero", "/bet365"),
    click("2026-03-11T13:00:00Z", "bet365", null, "review-hero", "/bet365", true),
  ]);
}, 600_000);

afterAll(async () => {
  await db?.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run conversions -- import", () => {
  it("imports the Income Access-style report: its rows, the period, unmatched sub-IDs reported and kept", async () => {
    const r = await conversionsCli("import", path.join(FIXTURES, "income-access-2026-03.csv"), "--operator", "bet365", "--platform", "income-access");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Periodo: del 2026-03-09 al 2026-03-11\. 5 fila\(s\) nuevas\./);
    expect(r.stdout).toMatch(/Registros 5 · FTD 3 · comisión 1172,40\s€/);
    expect(r.stdout).toMatch(/Sin clic reconocido: 2 fila\(s\).*ia-unknown-77/);
    const rows = await db.selectFrom("conversions").where("operator_id", "=", "bet365").selectAll().execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((x) => x.source === "income-access-2026-03.csv" && x.event === null)).toBe(true);
  });

  it("imports the NetRefer-style report with the platform that lists the operator", async () => {
    const r = await conversionsCli("import", path.join(FIXTURES, "netrefer-2026-03.csv"), "--operator", "codere");
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/\(NetRefer \(prueba\)\) para Codere/);
    expect(r.stdout).toMatch(/Registros 3 · FTD 2 · comisión 1385,06\s€/);
    expect(r.stdout).toMatch(/Sin clic reconocido: 1 fila\(s\).*nr-desconocido/);
  });

  it("a re-import of the same operator and period replaces it, whatever it held", async () => {
    const corrected = path.join(tmp, "income-access-corregido.csv");
    const original = fs.readFileSync(path.join(FIXTURES, "income-access-2026-03.csv"), "utf8").split("\r\n");
    // The platform corrected the first row's commission (100.00 → 80.00) and dropped the second row.
    fs.writeFileSync(corrected, [original[0], original[1]!.replace(/,100\.00,0\.00,100\.00$/, ",80.00,0.00,80.00"), ...original.slice(3)].join("\r\n"));
    const r = await conversionsCli("import", corrected, "--operator", "bet365", "--platform", "income-access");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/4 fila\(s\) nuevas; sustituyen a 5 fila\(s\) importadas antes/);
    const rows = await db.selectFrom("conversions").where("operator_id", "=", "bet365").select(["sub_id", "commission_cents"]).orderBy("id").execute();
    expect(rows.map((x) => [x.sub_id, Number(x.commission_cents)])).toEqual([
      ["ia-click-0001", 8000],
      ["ia-click-0003", -310],
      ["ia-unknown-77", 107550],
      [null, 0],
    ]);
    // Codere's report is another operator's: untouched.
    expect(await db.selectFrom("conversions").where("operator_id", "=", "codere").select("id").execute()).toHaveLength(3);
  });

  it("a malformed file is refused whole, with line and column, and nothing changes", async () => {
    const before = await db.selectFrom("conversions").selectAll().orderBy("id").execute();
    const r = await conversionsCli("import", path.join(FIXTURES, "income-access-malformed.csv"), "--operator", "bet365", "--platform", "income-access");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Informe rechazado entero, no se ha importado nada: línea 3, columna 11: «12\.3\.4» no es un importe/);
    expect(await db.selectFrom("conversions").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("a commission out of bounds or with a fraction of a cent refuses the file whole, naming its line, and nothing changes (issue 48)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "conversiones-limites-"));
    try {
      const head = "Date,btag,Signups,First Time Depositors,Total Commission\n03/09/2026,ia-click-0001,1,1,100.00\n";
      for (const [cell, message] of [
        ['"-99,999,999,999.00"', /línea 3, columna 5: «-99,999,999,999\.00» está fuera de lo admitido: como mucho 1\.000\.000 euros/],
        ["0.001", /línea 3, columna 5: «0\.001» tiene fracciones de céntimo/],
      ] as const) {
        const file = path.join(dir, "informe.csv");
        fs.writeFileSync(file, `${head}03/10/2026,ia-click-0003,0,1,${cell}\n`);
        const before = await db.selectFrom("conversions").selectAll().orderBy("id").execute();
        const r = await conversionsCli("import", file, "--operator", "bet365", "--platform", "income-access");
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/^Informe rechazado entero, no se ha importado nada: /);
        expect(r.stderr).toMatch(message);
        expect(await db.selectFrom("conversions").selectAll().orderBy("id").execute()).toEqual(before);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("usage mistakes are refused in Spanish before anything is read", async () => {
    expect((await conversionsCli("import", path.join(FIXTURES, "netrefer-2026-03.csv"))).stderr).toMatch(/Falta --operator/);
    expect((await conversionsCli("import", "no-existe.csv", "--operator", "bet365")).stderr).toMatch(/No encuentro el archivo/);
    expect((await conversionsCli("import", "x.csv", "--operator", "no-existe")).stderr).toMatch(/No existe el operador «no-existe»/);
    const outside = await conversionsCli("import", path.join(FIXTURES, "netrefer-2026-03.csv"), "--operator", "codere", "--from", "2026-03-10", "--to", "2026-03-10");
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(/línea 4: la fecha 2026-03-09 está fuera del periodo/);
  });
});

describe("an import that would land on the wrong operator (issue 43)", () => {
  const snapshot = () => db.selectFrom("conversions").selectAll().orderBy("id").execute();

  it("is refused when the platform named does not list the operator, saying where the operator is", async () => {
    const before = await snapshot();
    const r = await conversionsCli("import", path.join(FIXTURES, "income-access-2026-03.csv"), "--operator", "codere", "--platform", "income-access");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Informe rechazado, no se ha importado nada: la plataforma «income-access» .* no lista al operador «codere»; sus operadores son: bet365\./);
    expect(r.stderr).toContain("«codere» está en la plataforma «netrefer»");
    expect(await snapshot()).toEqual(before);
  });

  it("is refused, with the numbers, when most rows are clicks of another operator", async () => {
    // A platform that lists both operators: the platform check passes, the rows tell.
    const root = path.join(tmp, "platforms-both");
    fs.cpSync(FIXTURES, root, { recursive: true });
    const file = path.join(root, "affiliate-platforms", "income-access.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^operators: .*$/m, "operators: [bet365, codere]"));
    fs.writeFileSync(path.join(root, "affiliate-platforms", "netrefer.yaml"), fs.readFileSync(path.join(root, "affiliate-platforms", "netrefer.yaml"), "utf8").replace(/^operators: .*$/m, "operators: []"));
    const before = await snapshot();
    const r = await runConversionsCli(["import", path.join(FIXTURES, "income-access-2026-03.csv"), "--operator", "codere", "--platform", "income-access"], env, root);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Informe rechazado, no se ha importado nada: 3 de sus \d+ fila\(s\) llevan el código de un clic de otro operador \(bet365: 3\) y 0 el de un clic de Codere\./);
    expect(r.stderr).toContain("impórtalo con --operator bet365");
    expect(await snapshot()).toEqual(before);
  });
});

describe("a long import says what it is doing", () => {
  it("a report of more than 1 MB prints its steps on stderr before the summary", async () => {
    // The NetRefer fixture's data rows repeated past 1 MB, all on one day already imported (a re-import replaces it).
    const lines = fs.readFileSync(path.join(FIXTURES, "netrefer-2026-03.csv"), "utf8").split(/\r?\n/);
    const header = lines.slice(0, 3);
    const row = lines.slice(3).find((l) => l.includes("nr-click-0001"))!;
    const big = path.join(tmp, "netrefer-grande.csv");
    const body: string[] = [];
    let size = 0;
    while (size < 1.1 * 1024 * 1024) {
      const l = row.replace("nr-click-0001", `nr-relleno-${body.length}`);
      body.push(l);
      size += l.length + 2;
    }
    fs.writeFileSync(big, [...header, ...body].join("\r\n"));
    const r = await conversionsCli("import", big, "--operator", "codere", "--from", "2026-03-09", "--to", "2026-03-11");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^Leyendo .*netrefer-grande\.csv \(1,1 MB\) con el formato de NetRefer \(prueba\)…\nLeídas [\d.]+ fila\(s\) en [\d,]+ s\. Comprobando/);
    // Put Codere's original report back for the tests after this one.
    expect((await conversionsCli("import", path.join(FIXTURES, "netrefer-2026-03.csv"), "--operator", "codere", "--from", "2026-03-09", "--to", "2026-03-11")).code).toBe(0);
  }, 120_000);
});

describe("an Income Access report with whole btags (issue 41)", () => {
  it("credits the right clicks: a_<affid>b_<campaign>c_<clickId> matches the click whose ID it carries", async () => {
    const ids = ["0b6c1f7e-2a3d-4e5f-8a9b-0c1d2e3f4a5b", "1c7d2a8f-3b4e-4f6a-9bac-1d2e3f4a5b6c"];
    await insertClicks(db, ids.map((clickId) => ({ at: new Date("2026-04-02T10:00:00Z"), operatorId: "bet365", clickId, placement: "comparison-card" as Placement, pagePath: "/comparacion", device: "desktop", browser: "Chrome", bot: false })));
    const file = path.join(tmp, "income-access-btag.csv");
    fs.writeFileSync(
      file,
      "Date,btag,Signups,First Time Depositors,Total Commission\n" +
        `04/02/2026,a_48213b_1187c_${ids[0]},1,1,100.00\n04/02/2026,a_48213b_1187c_${ids[1]},1,0,0.00\n04/02/2026,a_48213b_1187c_desconocido,1,0,0.00\n`,
    );
    const r = await conversionsCli("import", file, "--operator", "bet365");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Sin clic reconocido: 1 fila/);
    const april = await getEarnings(db, { from: "2026-04-02", to: "2026-04-02" });
    expect(april.byPagePlacement).toEqual([{ page: "/comparacion", placement: "comparison-card", clicks: 2, registrations: 2, ftds: 1, commissionCents: 10000, epcCents: 5000 }]);
    expect(april.unmatched.rows).toBe(1);
  });
});

describe("POST/GET /postback/<operator>", () => {
  const SECRET = "s3creto-de-prueba-0123456789";
  const ctx = (over: Partial<PostbackContext> = {}): PostbackContext => ({
    operatorExists: (id) => id === "codere" || id === "bet365",
    getDatabase: async () => db,
    limiter: new PostbackLimiter(),
    clientAddress: "203.0.113.9",
    env: { [secretVariable("codere")]: SECRET },
    today: () => "2026-03-10",
    ...over,
  });
  const signed = (q: Record<string, string>, secret = SECRET) => {
    const params = new URLSearchParams(q);
    params.set("sig", signPostback(params, secret));
    return `https://sitio.test/postback/codere?${params}`;
  };
  const body = async (res: Response) => (await res.json()) as { ok: boolean; counted?: boolean; error?: string };

  it("is off (404) without a secret for the operator, and for an unknown operator", async () => {
    const c = ctx();
    expect((await handlePostback(new Request("https://sitio.test/postback/bet365?clickid=a&event=ftd&token=x"), "bet365", c)).status).toBe(404);
    expect((await handlePostback(new Request("https://sitio.test/postback/nadie"), "nadie", c)).status).toBe(404);
  });

  it("refuses a bad signature or token (4xx, Spanish), and stores nothing", async () => {
    const before = await count();
    const c = ctx();
    const forged = await handlePostback(new Request(signed({ clickid: "nr-click-0002", event: "ftd", amount: "50.00" }, "otro-secreto-de-16-o-mas")), "codere", c);
    expect(forged.status).toBe(403);
    expect((await body(forged)).error).toBe("Firma o token no válidos.");
    // A signature for other parameters does not carry over.
    const url = new URL(signed({ clickid: "nr-click-0002", event: "ftd", amount: "50.00" }));
    url.searchParams.set("amount", "5000.00");
    expect((await handlePostback(new Request(url), "codere", c)).status).toBe(403);
    expect((await handlePostback(new Request("https://sitio.test/postback/codere?clickid=a&event=ftd&token=casi"), "codere", c)).status).toBe(403);
    expect((await handlePostback(new Request("https://sitio.test/postback/codere?clickid=a&event=ftd"), "codere", c)).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it("counts a signed postback once, however often it arrives (GET or POST)", async () => {
    const c = ctx();
    const first = await handlePostback(new Request(signed({ clickid: "nr-click-0002", event: "ftd", amount: "50.00" })), "codere", c);
    expect(first.status).toBe(200);
    expect(await body(first)).toMatchObject({ ok: true, counted: true });
    const again = await handlePostback(new Request(signed({ clickid: "nr-click-0002", event: "ftd", amount: "50.00" })), "codere", c);
    expect(await body(again)).toMatchObject({ ok: true, counted: false });
    const form = new URLSearchParams({ clickid: "nr-click-0002", event: "ftd", amount: "50.00", token: SECRET });
    const posted = await handlePostback(
      new Request("https://sitio.test/postback/codere", { method: "POST", body: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      "codere",
      c,
    );
    expect(await body(posted)).toMatchObject({ ok: true, counted: false });
    const rows = await db.selectFrom("conversions").where("source", "=", "postback").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: "codere", sub_id: "nr-click-0002", ftds: 1, registrations: 0, event: "ftd" });
    expect(Number(rows[0]!.commission_cents)).toBe(5000);
  });

  it.each([
    [{ clickid: "", event: "ftd" }, /clickid/],
    [{ clickid: "a b", event: "ftd" }, /clickid/],
    [{ clickid: "x1", event: "deposit" }, /event/],
    [{ clickid: "x1", event: "ftd", amount: "12,50" }, /amount/],
    [{ clickid: "x1", event: "registration", amount: "5.00" }, /^Un registro \(event=registration\) no lleva importe/],
    [{ clickid: "x1", event: "commission", txid: "t x" }, /txid/],
    [{ clickid: "x1", event: "ftd", date: "10/03/2026" }, /date/],
  ])("bad input %j is a 400 with a message, never a 5xx", async (q, message) => {
    const res = await handlePostback(new Request(signed(q)), "codere", ctx());
    expect(res.status).toBe(400);
    expect((await body(res)).error).toMatch(message);
  });

  it.each([
    [{ clickid: "x3", event: "commission", amount: "10000000000000" }, /importe.*fuera/],
    [{ clickid: "x3", event: "commission", amount: "-10000000000000" }, /importe.*fuera/],
    [{ clickid: "x3", event: "ftd", amount: "1000000.01" }, /importe.*fuera/],
    // A fraction of a cent was rounded: 0.001 stored as 0 cents and counted (issue 48).
    [{ clickid: "x3", event: "ftd", amount: "0.001" }, /^El importe \(amount\) tiene fracciones de céntimo/],
    [{ clickid: "x3", event: "commission", amount: "12.345" }, /fracciones de céntimo/],
    [{ clickid: "x3", event: "registration", amount: "0.004" }, /fracciones de céntimo/],
    // A commission of nothing would take that click's commission of the day.
    [{ clickid: "x3", event: "commission", amount: "0.00" }, /^Una comisión \(event=commission\) lleva su importe/],
    [{ clickid: "x3", event: "commission" }, /^Una comisión \(event=commission\) lleva su importe/],
    [{ clickid: "x3", event: "ftd", date: "0000-01-01" }, /date|fecha/],
    [{ clickid: "x3", event: "ftd", date: "1900-01-01" }, /fecha.*fuera/],
    [{ clickid: "x3", event: "ftd", date: "1999-12-31" }, /fecha.*fuera/],
    [{ clickid: "x3", event: "ftd", date: "9999-12-31" }, /fecha.*fuera/],
    [{ clickid: "x3", event: "ftd", date: "2026-03-12" }, /fecha.*fuera/],
  ])("an amount or a date out of bounds %j is a 400 with a message, nothing stored, never a 5xx", async (q, message) => {
    const before = await count();
    const res = await handlePostback(new Request(signed(q)), "codere", ctx({ log: { warn: () => {} } }));
    expect(res.status).toBe(400);
    expect((await body(res)).error).toMatch(message);
    expect(await count()).toBe(before);
  });

  it("accepts the bounds themselves: a million euros, and tomorrow in the platform's time zone", async () => {
    const res = await handlePostback(new Request(signed({ clickid: "x4", event: "commission", amount: "1000000.00", date: "2026-03-11" })), "codere", ctx());
    expect(res.status).toBe(200);
    await db.deleteFrom("conversions").where("sub_id", "=", "x4").execute();
  });

  it("counts recurring commission once per click and day, a resent one once, and keys by the platform's txid when sent (issue 41)", async () => {
    const c = ctx();
    const send = async (q: Record<string, string>) => (await body(await handlePostback(new Request(signed(q)), "codere", c))).counted;
    const feb = (day: string, extra: Record<string, string> = {}) => ({ clickid: "rs-click-1", event: "commission", amount: "12.50", date: day, ...extra });
    expect([await send(feb("2026-02-01")), await send(feb("2026-02-02")), await send(feb("2026-02-02"))]).toEqual([true, true, false]);
    // A registration or a first deposit is once per click, whatever day it is resent on.
    expect([await send({ clickid: "rs-click-1", event: "ftd", date: "2026-02-01" }), await send({ clickid: "rs-click-1", event: "ftd", date: "2026-02-03" })]).toEqual([true, false]);
    // With the platform's transaction ID, two commissions of one day are two; the same ID resent is one.
    expect([await send(feb("2026-02-04", { txid: "T-1" })), await send(feb("2026-02-04", { txid: "T-2" })), await send(feb("2026-02-05", { txid: "T-1" }))]).toEqual([true, true, false]);
    const rows = await db.selectFrom("conversions").where("sub_id", "=", "rs-click-1").select(["commission_cents", "ftds"]).execute();
    expect(rows.reduce((a, r) => a + Number(r.commission_cents), 0)).toBe(4 * 1250);
    expect(rows.reduce((a, r) => a + r.ftds, 0)).toBe(1);
    await db.deleteFrom("conversions").where("sub_id", "=", "rs-click-1").execute();
  });

  it("takes the click ID out of clickid with the operator's platform rule, as in its reports", async () => {
    const c = ctx({ clickIdRule: (id) => (id === "codere" ? { separator: "c_" } : undefined) });
    const res = await handlePostback(new Request(signed({ clickid: "a_48213b_1187c_pb-click-9", event: "ftd", date: "2026-02-01" })), "codere", c);
    expect(await body(res)).toMatchObject({ ok: true, counted: true });
    const rows = await db.selectFrom("conversions").where("sub_id", "=", "pb-click-9").selectAll().execute();
    expect(rows).toHaveLength(1);
    await db.deleteFrom("conversions").where("sub_id", "=", "pb-click-9").execute();
  });

  it("answers 503 when the database is down, and 429 past the rate limit", async () => {
    const down = await handlePostback(
      new Request(signed({ clickid: "x2", event: "registration" })),
      "codere",
      ctx({ getDatabase: async () => Promise.reject(new DatabaseUnavailableError(new Error("down"))), log: { warn: () => {} } }),
    );
    expect(down.status).toBe(503);
    const limited = ctx({ limiter: new PostbackLimiter(2) });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handlePostback(new Request(signed({ clickid: `r${i}`, event: "registration" })), "codere", limited)).status);
    expect(statuses).toEqual([200, 200, 429]);
    await db.deleteFrom("conversions").where("sub_id", "in", ["r0", "r1"]).execute();
  });

  it("15 wrong tokens for one operator block that operator from that address only, not another operator's valid postbacks (issue 43)", async () => {
    const OTHER = "otro-s3creto-de-prueba-987654321";
    const c = ctx({ env: { [secretVariable("codere")]: SECRET, [secretVariable("bet365")]: OTHER } });
    const wrong = [];
    for (let i = 0; i < 15; i++) wrong.push((await handlePostback(new Request(`https://sitio.test/postback/codere?clickid=w${i}&event=registration&token=equivocado-${i}`), "codere", c)).status);
    // Every wrong one is refused; past the limit they get 429 with Retry-After.
    expect(wrong.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(wrong.slice(10)).toEqual(Array(5).fill(429));
    const blocked = await handlePostback(new Request(signed({ clickid: "limite-1", event: "registration" })), "codere", c);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same platform address posting for bet365, with its right token: counted.
    const other = await handlePostback(new Request(`https://sitio.test/postback/bet365?clickid=limite-2&event=registration&token=${OTHER}`), "bet365", c);
    expect(other.status, JSON.stringify(await other.clone().json())).toBe(200);
    // Another address posting for codere is not blocked either.
    const elsewhere = await handlePostback(new Request(signed({ clickid: "limite-3", event: "registration" })), "codere", { ...c, clientAddress: "198.51.100.7" });
    expect(elsewhere.status).toBe(200);
    await db.deleteFrom("conversions").where("sub_id", "in", ["limite-1", "limite-2", "limite-3"]).execute();
  });
});

describe("page views", () => {
  it("counts only people's GET views of known paths; memory holds one key per known path and day", async () => {
    const known = new Set(["/", "/comparacion"]);
    const counter = new PageViewCounter({ getDatabase: async () => db, isKnownPath: (p) => known.has(p), today: () => "2026-03-10", log: () => {} });
    const person = { get: (h: string) => (h === "user-agent" ? "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36" : null) };
    const crawler = { get: (h: string) => (h === "user-agent" ? "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" : null) };
    const prefetch = { get: (h: string) => (h === "sec-purpose" ? "prefetch" : person.get(h)) };
    for (let i = 0; i < 1000; i++) counter.record(`/no-existe-${i}`, "GET", person);
    expect(counter.size).toBe(0);
    for (let i = 0; i < 40; i++) counter.record("/comparacion", "GET", person);
    for (let i = 0; i < 10; i++) counter.record("/", "GET", person);
    counter.record("/", "HEAD", person);
    counter.record("/", "GET", crawler);
    counter.record("/", "GET", prefetch);
    expect(counter.size).toBe(2);
    await counter.flush();
    expect(counter.size).toBe(0);
    // A second flush adds to the same day's row.
    counter.record("/", "GET", person);
    await counter.flush();
    const rows = await db.selectFrom("page_views").selectAll().orderBy("page_path").execute();
    expect(rows.map((r) => [r.page_path, r.views])).toEqual([
      ["/", 11],
      ["/comparacion", 40],
    ]);
  });

  it("counts the pages it was last handed: a published release's new page counts, a removed one no longer does", () => {
    const counter = new PageViewCounter({ getDatabase: async () => db, isKnownPath: () => false, today: () => "2026-03-11", log: () => {} });
    const person = { get: (h: string) => (h === "user-agent" ? "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" : null) };
    counter.record("/", "GET", person);
    expect(counter.size).toBe(0);
    counter.knowPaths((p) => p === "/" || p === "/antigua");
    counter.record("/", "GET", person);
    counter.record("/antigua", "GET", person);
    counter.record("/nueva", "GET", person);
    expect(counter.size).toBe(2);
    counter.knowPaths((p) => p === "/" || p === "/nueva");
    counter.record("/nueva", "GET", person);
    counter.record("/antigua", "GET", person);
    expect(counter.size).toBe(3);
  });
});

describe("earnings in npm run stats and /panel", () => {
  // What the rows above add up to (the corrected Income Access report, the NetRefer report, one postback).
  const expected = {
    byPagePlacement: [
      // ia-click-0001 (80.00, 1 reg, 1 FTD) + ia-click-0003 (-3.10, 1 FTD) + nr-click-0001 (1234.56, 1 reg, 1 FTD); 3 clicks
      { page: "/comparacion", placement: "comparison-card", clicks: 3, registrations: 2, ftds: 3, commissionCents: 8000 - 310 + 123456, epcCents: 43715.33 },
      // nr-click-0002 (2 reg) + its postback (FTD, 50.00); ia-click-0002 (dropped by the re-import): 2 clicks
      { page: "/", placement: "home-top6", clicks: 1, registrations: 2, ftds: 1, commissionCents: 5000, epcCents: 5000 },
      { page: "/", placement: "home-hero", clicks: 1, registrations: 0, ftds: 0, commissionCents: 0, epcCents: 0 },
      { page: "/bet365", placement: "review-hero", clicks: 1, registrations: 0, ftds: 0, commissionCents: 0, epcCents: 0 },
    ],
    byOperator: [
      // ia-unknown-77 (1075.50) and the row without sub-ID count on the operator
      { operator: "codere", clicks: 2, registrations: 3, ftds: 3, commissionCents: 123456 + 15050 + 5000, epcCents: 71753 },
      { operator: "bet365", clicks: 4, registrations: 4, ftds: 3, commissionCents: 8000 - 310 + 107550, epcCents: 28810 },
    ],
    unmatched: {
      rows: 3,
      registrations: 3,
      ftds: 2,
      commissionCents: 107550 + 15050,
    },
  };
  let earnings: Earnings;

  it("per operator, page × placement, page (with views and CTR), placement, and unmatched", async () => {
    earnings = await getEarnings(db, PERIOD);
    expect(earnings.byPagePlacement).toEqual(expected.byPagePlacement);
    expect(earnings.byOperator).toEqual(expected.byOperator);
    expect(earnings.unmatched).toMatchObject(expected.unmatched);
    expect(earnings.unmatched.byOperator.map((u) => [u.operator, u.rows])).toEqual([["bet365", 2], ["codere", 1]]);
    const page = Object.fromEntries(earnings.byPage.map((p) => [p.page, p]));
    expect(page["/comparacion"]).toMatchObject({ views: 40, clicks: 3, ctr: 0.075, commissionCents: 131146 });
    expect(page["/"]).toMatchObject({ views: 11, clicks: 2, ctr: 0.1818, commissionCents: 5000, epcCents: 2500 });
    expect(page["/bet365"]).toMatchObject({ views: 0, clicks: 1, ctr: null });
    expect(Object.fromEntries(earnings.byPlacement.map((p) => [p.placement, p.commissionCents]))).toEqual({
      "comparison-card": 131146,
      "home-top6": 5000,
      "home-hero": 0,
      "review-hero": 0,
    });
    expect(earnings.totals).toMatchObject({ clicks: 6, views: 51, registrations: 7, ftds: 6, commissionCents: 258746 });
    // codere gets the NetRefer report and a postback in the period: warned, bet365 (report only) not.
    const imported = await db.selectFrom("conversions").where("operator_id", "=", "codere").where("source", "<>", "postback").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(earnings.bothChannels).toEqual([{ operator: "codere", importedRows: Number(imported.n), postbackRows: 1 }]);
  });

  it("npm run stats -- --json shows the same figures, and the text report says them in Spanish", async () => {
    const json = await runStatsCli(["--from", PERIOD.from, "--to", PERIOD.to, "--json"], env);
    expect(json.stderr).toBe("");
    expect(JSON.parse(json.stdout).earnings).toEqual(earnings);
    const text = formatEarningsReport(earnings);
    expect(text).toMatch(/comisión 2587,46\s€/);
    expect(text).toMatch(/\/comparacion · .*\s+3\s+2\s+3\s+1311,46\s€\s+437,15\s€/);
    expect(text).toMatch(/Conversiones sin clic reconocido.*: 3 fila\(s\)/);
    expect(text).toMatch(/^AVISO: operadores con informe CSV y postbacks a la vez\n {2}codere recibe en este periodo informes importados \(\d+ fila\(s\)\) y postbacks \(1\)/m);
  });

  it("the dashboard's earnings tables carry the same figures", async () => {
    const stats = await getStats(db, PERIOD);
    const html = renderToStaticMarkup(createElement(PanelDocument, panelProps(stats, PERIOD, undefined, earnings)));
    const table = html.slice(html.indexOf('id="ganancias-pagina-ubicacion-h"'), html.indexOf('id="ganancias-pagina-h"'));
    expect(table).toMatch(/<th scope="row">\/comparacion · [^<]+<\/th><td class="n">3<\/td><td class="n">2<\/td><td class="n">3<\/td><td class="n">1311,46\s€<\/td><td class="n">437,15\s€<\/td>/);
    expect(table).toMatch(/<svg[^>]+role="img"/);
    const pages = html.slice(html.indexOf('id="ganancias-pagina-h"'), html.indexOf('id="ganancias-ubicacion-h"'));
    expect(pages).toMatch(/<th scope="row">\/comparacion<\/th><td class="n">40<\/td><td class="n">3<\/td><td class="n">7,5\s%<\/td>/);
    const unmatched = html.slice(html.indexOf('id="sin-clic-h"'));
    expect(unmatched).toMatch(/<td class="n">2<\/td><td class="n">3<\/td><td class="n">1<\/td><td class="n">1075,50\s€<\/td>/);
    expect(html).toMatch(/<strong>2587,46\s€<\/strong>comisión/);
    expect(html.slice(html.indexOf('id="dos-vias-h"'))).toMatch(/se cuentan dos veces[\s\S]*<th scope="row">[^<]*<\/th><td class="n">\d+<\/td><td class="n">1<\/td>/);
  });

  it("the CSV export has page and placement columns and the conversions of each day", async () => {
    const rows = await getDailyOperatorClicks(db, PERIOD);
    const csv = dailyOperatorCsv(rows).split("\r\n");
    expect(csv[0]).toBe("day,operator_id,page_path,placement,clicks,bot_clicks,registrations,ftds,commission_eur");
    expect(csv).toContain("2026-03-09,codere,/comparacion,comparison-card,1,0,1,1,1234.56");
    expect(csv).toContain("2026-03-11,bet365,/bet365,review-hero,1,1,0,0,0.00");
    expect(csv).toContain(`2026-03-11,bet365,${UNMATCHED},${UNMATCHED},0,0,3,1,1075.50`);
    expect(rows.reduce((a, r) => a + r.clicks, 0)).toBe(6);
    expect(rows.some((r) => r.page_path === NONE)).toBe(false);
  });
});
