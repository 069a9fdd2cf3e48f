import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, type Db } from "./db/db.server.ts";
import { linkIsNotFound, linkStatus, withLinkDb } from "./link-pages.server.ts";

describe("the email link pages' shared rules", () => {
  it("an outage is the «unavailable» view (503); any other error is the route's", async () => {
    const down = () => Promise.reject(new DatabaseUnavailableError("caída"));
    expect(await withLinkDb("test_unavailable", down as () => Promise<Db>, async () => "valid")).toBe("unavailable");
    expect(linkStatus("unavailable")).toBe(503);
    await expect(withLinkDb("test_unavailable", async () => ({}) as Db, () => Promise.reject(new Error("otro")))).rejects.toThrow("otro");
  });

  it("a malformed token is a 404 without asking; otherwise the view decides, and a failure is not a 404", async () => {
    let asked = 0;
    const view = (v: string) => async () => (asked++, v);
    expect(await linkIsNotFound(false, view("valid"))).toBe(true);
    expect(asked).toBe(0);
    expect(await linkIsNotFound(true, view("invalid"))).toBe(true);
    expect(await linkIsNotFound(true, view("expired"))).toBe(false);
    expect(await linkIsNotFound(true, () => Promise.reject(new Error("x")))).toBe(false);
  });
});
