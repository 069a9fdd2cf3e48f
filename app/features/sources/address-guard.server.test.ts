// The source watch fetches URLs taken from content: the guard must refuse every address that is not
// on the public Internet, after DNS resolution and after each redirect (ARCHITECTURE.md, traps).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressProblem } from "./address-guard.server.ts";
import { fetchPage, HostPacer, type FetchOptions } from "./fetch-page.server.ts";

describe("addressProblem", () => {
  it.each([
    "127.0.0.1",
    "127.3.2.1",
    "10.0.0.1",
    "10.255.1.2",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
  ])("refuses %s", (address) => {
    expect(addressProblem(address)).toMatch(/loopback|privada|contiene/);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "172.32.0.1", "::ffff:8.8.8.8"])("accepts the public %s", (address) => {
    expect(addressProblem(address)).toBeNull();
  });

  it("lets loopback through only when allowed, and private ranges never", () => {
    expect(addressProblem("127.0.0.1", true)).toBeNull();
    expect(addressProblem("::1", true)).toBeNull();
    expect(addressProblem("10.0.0.1", true)).not.toBeNull();
    expect(addressProblem("169.254.169.254", true)).not.toBeNull();
    expect(addressProblem("192.168.0.1", true)).not.toBeNull();
  });

  it("refuses what is not an address", () => {
    expect(addressProblem("localhost")).toMatch(/no es una dirección IP/);
  });
});

describe("fetchPage's guard", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/a-loopback") {
        res.writeHead(302, { Location: `http://localhost:${port}/secreto` });
        res.end();
      } else if (req.url === "/a-privada") {
        res.writeHead(301, { Location: "http://10.0.0.7/admin" });
        res.end();
      } else if (req.url === "/a-metadatos") {
        res.writeHead(307, { Location: "http://169.254.169.254/latest/meta-data/" });
        res.end();
      } else {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<p>secreto</p>");
      }
    });
    await new Promise<void>((r) => server.listen(Number(process.env.SOURCES_TEST_PORT ?? 0), "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const options = (allowLoopback: FetchOptions["allowLoopback"]): FetchOptions => ({
    allowLoopback,
    userAgent: "prueba",
    timeoutMs: 2000,
    maxBytes: 10_000,
    maxRedirects: 5,
    pacer: new HostPacer(0),
  });

  it.each(["http://127.0.0.1/", "http://[::1]/", "http://10.1.2.3/", "http://169.254.169.254/", "http://[::ffff:127.0.0.1]/"])("refuses %s without connecting", async (url) => {
    const r = await fetchPage(url, options(false));
    expect(r.blocked).toBe(true);
    expect(r.status).toBeNull();
    expect(r.error).toMatch(/dirección no permitida/);
  });

  it("refuses a host name that resolves to loopback (after DNS)", async () => {
    const r = await fetchPage(`http://localhost:${port}/`, options(false));
    expect(r.blocked).toBe(true);
    expect(r.body).toBeNull();
  });

  it("refuses a redirect to loopback, to a private address and to the metadata address", async () => {
    // Only the first server's exact host:port is let through, as if it were a public site.
    const first = (hostPort: string) => hostPort === `127.0.0.1:${port}`;
    for (const path of ["/a-loopback", "/a-privada", "/a-metadatos"]) {
      const r = await fetchPage(`http://127.0.0.1:${port}${path}`, options(first));
      expect(r.blocked, path).toBe(true);
      expect(r.hops.length, path).toBe(2);
      expect(r.body, path).toBeNull();
    }
    // The same redirect to loopback is followed when loopback is allowed (the tests' setting).
    const allowed = await fetchPage(`http://127.0.0.1:${port}/a-loopback`, options(true));
    expect(allowed.status).toBe(200);
    expect(allowed.finalUrl).toBe(`http://localhost:${port}/secreto`);
  });

  it("refuses schemes other than http and https", async () => {
    const r = await fetchPage("file:///etc/passwd", options(true));
    expect(r.status).toBeNull();
    expect(r.error).toMatch(/esquema/);
  });
});

describe("HostPacer", () => {
  it("spaces requests to one host and not across hosts", async () => {
    const slept: number[] = [];
    const pacer = new HostPacer(1000, async (ms) => {
      slept.push(ms);
    });
    await pacer.wait("a.es");
    await pacer.wait("b.es");
    await pacer.wait("a.es");
    expect(slept.length).toBe(1);
    expect(slept[0]).toBeGreaterThan(900);
  });
});
