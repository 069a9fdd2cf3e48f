import fs from "node:fs";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "./app-server.mjs";

const ephemeralLow = (() => {
  try {
    return Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
})();

describe("freePort", () => {
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
});

