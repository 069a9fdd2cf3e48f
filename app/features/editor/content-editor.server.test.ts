import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editorEnabled, editorGate, handleEditorApi, isLoopbackAddress, isLoopbackHost } from "./content-editor.server";

const local = { socketAddress: "127.0.0.1" };
const req = (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(url, { ...init, headers: { host: new URL(url).host, ...init.headers } });
const on = { enabled: true, dev: false };

describe("when the editor is on", () => {
  it("is on in development and off in production unless CONTENT_EDITOR says otherwise", () => {
    expect(editorEnabled({}, true)).toBe(true);
    expect(editorEnabled({}, false)).toBe(false);
    expect(editorEnabled({ CONTENT_EDITOR: "1" }, false)).toBe(true);
    expect(editorEnabled({ CONTENT_EDITOR: "0" }, true)).toBe(false);
    expect(editorEnabled({ CONTENT_EDITOR: "yes" }, false)).toBe(false);
  });

  it("answers 404 when off, even to this machine", () => {
    expect(editorGate(req("http://localhost:3000/keystatic"), local, { enabled: false })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("who may use it", () => {
  it("recognises this machine's addresses and names only", () => {
    for (const a of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "128.0.0.1", ""]) expect(isLoopbackAddress(a), a).toBe(false);
    for (const h of ["localhost", "localhost:3000", "127.0.0.1:3340", "[::1]:3000", "app.localhost:80"]) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ["evil.example", "evil.example:3000", "127.0.0.1.nip.io", "localhost.evil.example", "[::2]:80", "[::1]x", "10.0.0.1"]) {
      expect(isLoopbackHost(h), h).toBe(false);
    }
  });

  it("lets the editor's own page and its same-origin requests through", () => {
    expect(editorGate(req("http://localhost:3340/keystatic"), local, on)).toEqual({ ok: true });
    const post = req("http://localhost:3340/api/keystatic/update", {
      method: "POST",
      headers: { origin: "http://localhost:3340", "sec-fetch-site": "same-origin" },
    });
    expect(editorGate(post, local, on)).toEqual({ ok: true });
  });

  it("refuses a client on another machine", () => {
    expect(editorGate(req("http://localhost:3340/keystatic"), { socketAddress: "192.168.1.20" }, on)).toMatchObject({ ok: false, status: 404 });
  });

  it("refuses a request that came through a proxy, which makes every visitor look local", () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"]) {
      const r = req("http://localhost:3340/keystatic", { headers: { [header]: "203.0.113.9" } });
      expect(editorGate(r, local, on), header).toMatchObject({ ok: false, status: 404 });
    }
  });

  it("refuses a rebound host name (DNS rebinding) even from this machine", () => {
    const r = req("http://evil.example:3340/api/keystatic/tree", { headers: { "no-cors": "1" } });
    expect(editorGate(r, local, on)).toMatchObject({ ok: false, status: 403 });
  });

  it("refuses a page on another site posting to the API (CSRF)", () => {
    const crossOrigin = req("http://localhost:3340/api/keystatic/update", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(editorGate(crossOrigin, local, on)).toMatchObject({ ok: false, status: 403 });
    const otherPort = req("http://localhost:3340/api/keystatic/update", { method: "POST", headers: { origin: "http://localhost:8080" } });
    expect(editorGate(otherPort, local, on)).toMatchObject({ ok: false, status: 403 });
    const crossSite = req("http://localhost:3340/api/keystatic/tree", { headers: { "sec-fetch-site": "cross-site" } });
    expect(editorGate(crossSite, local, on)).toMatchObject({ ok: false, status: 403 });
    const noOrigin = req("http://localhost:3340/api/keystatic/update", { method: "POST" });
    expect(editorGate(noOrigin, local, on)).toMatchObject({ ok: false, status: 403 });
  });

  it("without a known peer address, allows only the development server", () => {
    expect(editorGate(req("http://localhost:5173/keystatic"), { socketAddress: null }, { enabled: true, dev: true })).toEqual({ ok: true });
    expect(editorGate(req("http://localhost:3000/keystatic"), { socketAddress: null }, { enabled: true, dev: false })).toMatchObject({ ok: false });
  });
});

describe("the API", () => {
  const saved = { ...process.env };
  const dirs: string[] = [];
  afterEach(() => {
    process.env = { ...saved };
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it("writes into CONTENT_DIR for a same-origin request and nothing for a cross-site one", { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-api-"));
    dirs.push(dir);
    // A copy of the project's content: a save is checked against the whole folder (save-check.server.ts).
    fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
    process.env.CONTENT_DIR = dir;
    process.env.CONTENT_EDITOR = "1";
    const [first] = fs.readdirSync(path.join(dir, "operators")).filter((f) => f.endsWith(".yaml"));
    const text = `${fs.readFileSync(path.join(dir, "operators", first!), "utf8").trimEnd()}\n`.replace(/^name: .*$/m, "name: Nuevo nombre");
    fs.rmSync(path.join(dir, "operators", first!));
    const saved = text;
    const body = JSON.stringify({ additions: [{ path: `operators/${first}`, contents: Buffer.from(saved).toString("base64url") }], deletions: [] });
    const headers = { "content-type": "application/json", "no-cors": "1" };

    const evil = await handleEditorApi(
      req("http://localhost:3340/api/keystatic/update", { method: "POST", body, headers: { ...headers, origin: "https://evil.example" } }),
      local,
    );
    expect(evil.status).toBe(403);
    expect(fs.existsSync(path.join(dir, "operators", first!))).toBe(false);

    const ok = await handleEditorApi(
      req("http://localhost:3340/api/keystatic/update", { method: "POST", body, headers: { ...headers, origin: "http://localhost:3340" } }),
      local,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(fs.readFileSync(path.join(dir, "operators", first!), "utf8")).toBe(saved);

    // Keystatic itself refuses paths outside its collections.
    const outside = JSON.stringify({ additions: [{ path: "../fuera.txt", contents: "eA" }], deletions: [] });
    const refused = await handleEditorApi(
      req("http://localhost:3340/api/keystatic/update", { method: "POST", body: outside, headers: { ...headers, origin: "http://localhost:3340" } }),
      local,
    );
    expect(refused.status).toBe(400);
    expect(fs.existsSync(path.join(dir, "..", "fuera.txt"))).toBe(false);
  });

  it("is a 404 when the editor is off", async () => {
    process.env.CONTENT_EDITOR = "0";
    const r = await handleEditorApi(req("http://localhost:3340/api/keystatic/tree", { headers: { "no-cors": "1" } }), local);
    expect(r.status).toBe(404);
  });
});
