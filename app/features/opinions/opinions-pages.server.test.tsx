// The opinions pages on the server: /<operador>/opiniones (pages, 404s, an outage answered with a
// notice, text escaped) and /panel/opiniones (login, same-origin POST, approve / reject with reason).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server.ts";
import { handlePanelOpinions } from "../panel/panel.server.tsx";
import type { AdminAuthenticator } from "../panel/admin-auth.server.ts";
import { getOperators } from "../operators/index.server.ts";
import { opinionsPageLoader, pageParam } from "./opinions-page.server.ts";
import { OpinionsPage, opinionsPageIndexable, type OpinionsPageData } from "./opinions-page.tsx";
import { dropPublicCache } from "./opinions-cache.server.ts";
import { OPINION_CONSENT_VERSION, opinionsPath } from "./opinions-links.ts";
import { getOpinionTexts, opinionTextsSchema } from "./opinion-texts.server.ts";
import { escapeMarkup, fillTemplate } from "../../platform/text.ts";

const VERIFICATION = { heading: getOpinionTexts().verificationHeading, paragraphs: getOpinionTexts().verification };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "opinions-pages-test-"));
let db: Db;
const OP = getOperators()[0]!;
const TEXT = "Texto de prueba con <script>alert(1)</script> y <b>marcas</b> que debe verse tal cual, sin interpretarse como HTML.";

beforeAll(async () => {
  db = await openPglite(tmp, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
}, 600_000);
afterAll(async () => {
  await db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.deleteFrom("opinions").execute();
  dropPublicCache();
});

const insert = (status: "pending" | "approved" | "unconfirmed", title = "Una opinión") =>
  db
    .insertInto("opinions")
    .values({ operator_id: OP.id, rating: 5, title, body: TEXT, email: "autor@ejemplo.es", consent_version: OPINION_CONSENT_VERSION, status, customer_since: "2024" })
    .returning("id")
    .executeTakeFirstOrThrow();

/** Runs the loader; a thrown Response-like (404) comes back as its status. */
async function load(url: string, getDatabase: () => Promise<Db> = async () => db) {
  try {
    const result = (await opinionsPageLoader(new Request(url), getDatabase)) as unknown as { data: OpinionsPageData; init: { status: number; headers: Record<string, string> } };
    return { status: result.init.status, data: result.data, headers: result.init.headers };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? -1, data: undefined, headers: {} as Record<string, string> };
  }
}

function html(data: OpinionsPageData): string {
  const router = createMemoryRouter([{ path: "*", element: <OpinionsPage data={data} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("/<operador>/opiniones", () => {
  it("shows approved opinions only, escaped, with the count and mean apart from our score, and «cliente desde»", async () => {
    await insert("pending", "Pendiente");
    await insert("unconfirmed", "Sin confirmar");
    await insert("approved", "Aprobada");
    const { status, data, headers } = await load(`http://x${opinionsPath(OP.id)}`);
    expect(status).toBe(200);
    expect(headers["Cache-Control"]).toMatch(/max-age=0/);
    expect(data!.opinions).toMatchObject({ count: 1, average: 5 });
    const page = html(data!);
    expect(page).toContain("Aprobada");
    expect(page).not.toContain("Pendiente");
    expect(page).not.toContain("Sin confirmar");
    expect(page).not.toContain("autor@ejemplo.es");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("cliente desde 2024");
    expect(page).toContain(VERIFICATION.heading);
    expect(page).toContain('href="/como-reclamar"');
    expect(page).toContain(`href="${OP.detailUrl}"`);
    expect(opinionsPageIndexable(data)).toBe(true);
  });

  it("says plainly that there are none yet, and is not indexable then", async () => {
    const { status, data } = await load(`http://x${opinionsPath(OP.id)}`);
    expect(status).toBe(200);
    expect(html(data!)).toContain(escapeMarkup(fillTemplate(getOpinionTexts().page.noneYet, { operador: OP.name })));
    expect(opinionsPageIndexable(data)).toBe(false);
  });

  it("answers 404 for bad or past-the-end pages and unknown operators, never 500", async () => {
    for (const q of ["?pagina=0", "?pagina=abc", "?pagina=-1", "?pagina=1.5", "?pagina=2", "?pagina=9999999", "?pagina=1&pagina=2", "?pagina=%00"]) {
      expect((await load(`http://x${opinionsPath(OP.id)}${q}`)).status, q).toBe(404);
    }
    expect((await load("http://x/no-existe/opiniones")).status).toBe(404);
    expect(pageParam(new URL("http://x/a"))).toBe(1);
    expect(pageParam(new URL("http://x/a?pagina=3"))).toBe(3);
  });

  it("still answers during a database outage: 503, not cached, with a Spanish notice and the rest of the page", async () => {
    const down = async () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    const { status, data, headers } = await load(`http://x${opinionsPath(OP.id)}`, down);
    expect(status).toBe(503);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(data!.opinions).toBeNull();
    const page = html(data!);
    expect(page).toContain(escapeMarkup(getOpinionTexts().page.unavailable));
    expect(page).toContain(VERIFICATION.heading);
    expect(opinionsPageIndexable(data)).toBe(false);
  });

  it("the content check refuses a verification section that claims what we cannot check (customers, purchases)", () => {
    const ok = "Cada opinión se confirma por email y una persona la modera antes de publicarla, sin editarla.";
    const base = { ...getOpinionTexts(), verificationHeading: VERIFICATION.heading, verification: [ok, ok] };
    expect(opinionTextsSchema.safeParse(base).success).toBe(true);
    for (const claim of ["Todas son de clientes verificados por nuestro equipo de redacción.", "Cada opinión lleva el sello de compra verificada del operador.", "Verificamos que es cliente del operador antes de publicar nada."]) {
      const result = opinionTextsSchema.safeParse({ ...base, verification: [ok, claim] });
      expect(result.success, claim).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain("no podemos comprobar");
    }
    expect(opinionTextsSchema.safeParse({ ...base, verification: [ok, "No verificamos que sea cliente del operador: no podemos hacerlo."] }).success).toBe(true);
    expect(opinionTextsSchema.safeParse({ ...base, verificationHeading: "Opiniones" }).success).toBe(false);
  });
});

describe("/panel/opiniones", () => {
  const ok = { check: async () => ({ status: "ok" as const }) } as unknown as AdminAuthenticator;
  const nobody = { check: async () => ({ status: "unauthorized" as const }) } as unknown as AdminAuthenticator;
  const services = (auth: AdminAuthenticator | null) => ({ auth, getDatabase: async () => db });
  const form = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://localhost:5301/panel/opiniones", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "localhost:5301", Origin: "http://localhost:5301", "Sec-Fetch-Site": "same-origin", ...headers },
      body,
    });

  it("is off without credentials configured, and asks for the login otherwise", async () => {
    expect((await handlePanelOpinions(new Request("http://localhost:5301/panel/opiniones"), null, services(null))).status).toBe(404);
    const res = await handlePanelOpinions(new Request("http://localhost:5301/panel/opiniones"), null, services(nobody));
    expect(res.status).toBe(401);
    const { id } = await insert("pending");
    expect((await handlePanelOpinions(form(`id=${id}&accion=aprobar`), null, services(nobody))).status).toBe(401);
    expect((await db.selectFrom("opinions").select("status").executeTakeFirstOrThrow()).status).toBe("pending");
  });

  it("lists pending opinions without the address, and approves one (303 back to the list)", async () => {
    const { id } = await insert("pending", "Para aprobar");
    const list = await handlePanelOpinions(new Request("http://localhost:5301/panel/opiniones"), null, services(ok));
    expect(list.status).toBe(200);
    expect(list.headers.get("content-security-policy")).not.toMatch(/script-src|unsafe/);
    const page = await list.text();
    expect(page).toContain("Para aprobar");
    expect(page).toContain("&lt;script&gt;");
    expect(page).not.toContain("autor@ejemplo.es");
    expect(page).not.toMatch(/<textarea|name="(title|body|text)"/); // nothing to edit the words with
    const done = await handlePanelOpinions(form(`id=${id}&accion=aprobar`), null, services(ok));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/panel/opiniones?hecho=approved");
    expect((await db.selectFrom("opinions").select("status").executeTakeFirstOrThrow()).status).toBe("approved");
  });

  it("rejects only with a reason, and refuses another site's POST", async () => {
    const { id } = await insert("pending");
    expect((await handlePanelOpinions(form(`id=${id}&accion=rechazar&motivo=`), null, services(ok))).status).toBe(400);
    const crossSite = await handlePanelOpinions(form(`id=${id}&accion=aprobar`, { Origin: "https://malo.example", "Sec-Fetch-Site": "cross-site" }), null, services(ok));
    expect(crossSite.status).toBe(403);
    expect((await db.selectFrom("opinions").select("status").executeTakeFirstOrThrow()).status).toBe("pending");
    const rejected = await handlePanelOpinions(form(`id=${id}&accion=rechazar&motivo=${encodeURIComponent("Datos personales")}`), null, services(ok));
    expect(rejected.status).toBe(303);
    expect(await db.selectFrom("opinions").select(["status", "reject_reason"]).executeTakeFirstOrThrow()).toEqual({ status: "rejected", reject_reason: "Datos personales" });
    expect((await handlePanelOpinions(form("id=abc&accion=aprobar"), null, services(ok))).status).toBe(400);
    const unknown = await handlePanelOpinions(form("id=987654&accion=aprobar"), null, services(ok));
    expect(unknown.headers.get("location")).toBe("/panel/opiniones?hecho=not-found");
  });

  it("stops reading a body past its limit: 413 in Spanish, the rest never read; a body that is not UTF-8 is a 400", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new TextEncoder().encode("a".repeat(1024)));
      },
    });
    const big = new Request("http://localhost:5301/panel/opiniones", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "localhost:5301", Origin: "http://localhost:5301" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const res = await handlePanelOpinions(big, null, services(ok));
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.text()).toContain("demasiado grande");
    expect(pulled).toBeLessThan(64 * 1024);
    const latin1 = new Request("http://localhost:5301/panel/opiniones", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "localhost:5301", Origin: "http://localhost:5301" },
      body: new Uint8Array([0x69, 0x64, 0x3d, 0xff, 0xfe]),
    });
    const bad = await handlePanelOpinions(latin1, null, services(ok));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("no se ha podido leer");
  });
});
