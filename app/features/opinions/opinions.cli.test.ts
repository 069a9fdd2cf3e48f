// npm run opiniones: the owner approves or rejects, never edits; unknown ids and options are refused
// in Spanish with exit codes ≠ 0; borrar <email> erases every opinion of that address, and so does
// npm run newsletter -- delete <email>.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server";
import { captureOutput } from "../../platform/command.cli";
import { opinionsCli } from "./opinions.cli";
import { loadCommand } from "../../composition/commands.cli";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "opinions-cli-test-"));
const dataDir = path.join(tmp, "datos");
const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
const run = (argv: string[]) => captureOutput((io) => opinionsCli(argv, { ...io, env }));
const TEXT = "Retiré mis ganancias por transferencia en tres días laborables y el chat me respondió en español sin esperas largas.";

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

const ids: Record<string, string> = {};
beforeAll(async () => {
  await withDb(async (db) => {
    await migrate(db);
    for (const [key, status, email] of [
      ["pending", "pending", "ana@ejemplo.es"],
      ["other", "pending", "luis@ejemplo.es"],
      ["unconfirmed", "unconfirmed", "ana@ejemplo.es"],
    ] as const) {
      const row = await db
        .insertInto("opinions")
        .values({ operator_id: "bet365", rating: 3, title: `Título ${key}`, body: `${TEXT}\nSegunda línea.`, email, consent_version: "v1", status, customer_since: "2022" })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
  });
}, 600_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("npm run opiniones", () => {
  it("lists confirmed opinions waiting, in Spanish and as JSON, never the address nor the unconfirmed", async () => {
    const text = await run(["pendientes"]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^2 opinión\(es\) pendiente\(s\) de moderar/);
    expect(text.stdout).toContain(`Nº ${ids.pending} · `);
    expect(text.stdout).toContain("Título pending");
    expect(text.stdout).not.toContain("Título unconfirmed");
    expect(text.stdout).not.toContain("@");
    const json = await run(["pendientes", "--json"]);
    expect(json.code).toBe(0);
    const items = JSON.parse(json.stdout) as Array<{ id: string; text: string }>;
    expect(items.map((i) => i.id)).toEqual([ids.pending, ids.other]);
    expect(items[0]!.text).toBe(`${TEXT}\nSegunda línea.`);
  }, 120_000);

  it("approves and rejects with a reason; the words stay as written", async () => {
    const ok = await run(["aprobar", ids.pending!]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`Opinión nº ${ids.pending} aprobada`);
    const again = await run(["aprobar", ids.pending!]);
    expect(again.stdout).toContain("ya estaba en ese estado");
    // Every rejection records its reason (the opinions page and the author's email say so): none, no rejection.
    const noReason = await run(["rechazar", ids.other!]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain(`Para rechazar la opinión nº ${ids.other} escribe el motivo`);
    expect(noReason.stderr).toContain("Uso");
    expect((await run(["rechazar", ids.other!, "  "])).code).toBe(2);
    await withDb(async (db) => {
      const row = await db.selectFrom("opinions").select(["status", "reject_reason"]).where("id", "=", ids.other!).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "pending", reject_reason: null });
    });
    const no = await run(["rechazar", ids.other!, "Publicidad", "de", "otro", "casino"]);
    expect(no.code, no.stderr).toBe(0);
    await withDb(async (db) => {
      const rows = await db.selectFrom("opinions").select(["id", "status", "reject_reason", "body"]).orderBy("id").execute();
      expect(rows.find((r) => r.id === ids.pending)).toMatchObject({ status: "approved", body: `${TEXT}\nSegunda línea.` });
      expect(rows.find((r) => r.id === ids.other)).toMatchObject({ status: "rejected", reject_reason: "Publicidad de otro casino" });
    });
    expect((await run(["pendientes"])).stdout).toMatch(/^No hay opiniones pendientes/);
  }, 120_000);

  it("refuses unknown ids, unconfirmed opinions, unknown options and orders, saying so with exit ≠ 0", async () => {
    const unknown = await run(["aprobar", "987654"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No existe ninguna opinión con el nº 987654");
    const unconfirmed = await run(["aprobar", ids.unconfirmed!]);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain("aún no la ha confirmado");
    const notANumber = await run(["rechazar", "doce"]);
    expect(notANumber.code).toBe(2);
    expect(notANumber.stderr).toContain("no es un número de opinión");
    const option = await run(["pendientes", "--csv"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("Opción desconocida: --csv");
    const edit = await run(["editar", ids.pending!]);
    expect(edit.code).toBe(2);
    expect(edit.stderr).toContain("Orden desconocida: editar");
    expect((await run([])).code).toBe(2);
  }, 120_000);

  it("borrar <email> erases every opinion of that address; newsletter delete does too", async () => {
    const gone = await run(["borrar", "ANA@ejemplo.es"]);
    expect(gone.code, gone.stderr).toBe(0);
    expect(gone.stdout).toContain("Borrada(s) 2 opinión(es)");
    expect((await run(["borrar", "ana@ejemplo.es"])).stdout).toContain("No hay ninguna opinión con ese email");
    // Through the command table, as npm run newsletter runs it: it hands the newsletter command this feature's erasure.
    const newsletter = (await loadCommand("newsletter"))!;
    const viaNewsletter = await captureOutput((io) => newsletter(["delete", "luis@ejemplo.es"], { ...io, env }));
    expect(viaNewsletter.code, viaNewsletter.stderr).toBe(0);
    expect(viaNewsletter.stderr).toContain("Borrada(s) también 1 opinión(es)");
    await withDb(async (db) => expect(await db.selectFrom("opinions").select("id").execute()).toEqual([]));
  }, 120_000);
});
