import fs from "node:fs";
import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FETCH_BAD_PORTS, freePort } from "./app-server.mjs";

const ephemeralLow = (() => {
  try {
    return Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
})();

describe("freePort", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands out ports below the kernel's ephemeral range, so no outgoing connection can take them meanwhile", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const p of ports) {
      expect(p).toBeGreaterThanOrEqual(10_000);
      expect(p).toBeLessThan(ephemeralLow);
    }
  });

  it("gives the preferred port when it is free and another one when it is taken", async () => {
    const busy = net.createServer();
    const taken = await new Promise((resolve) => busy.listen(0, "127.0.0.1", () => resolve(busy.address().port)));
    try {
      const other = await freePort(taken);
      expect(other).not.toBe(taken);
      const free = await freePort();
      expect(await freePort(free)).toBe(free);
    } finally {
      busy.close();
    }
  });

  it("never hands out a port fetch refuses (10080: a server there never passes its readiness check)", async () => {
    for (const port of FETCH_BAD_PORTS) {
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ cause: { message: "bad port" } });
    }
    // The random pick lands on 10080 first; the port given must be another one.
    const span = ephemeralLow - 1 - 10_000;
    const picks = [(80 + 0.5) / span, (5_000 + 0.5) / span];
    vi.spyOn(Math, "random").mockImplementation(() => picks.shift() ?? 0.5);
    const port = await freePort();
    expect(port).not.toBe(10_080);
    expect(await freePort(10_080)).not.toBe(10_080);
  });
});
