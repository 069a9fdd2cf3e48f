import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./not-found";

afterEach(() => vi.restoreAllMocks());

describe("not-found loader", () => {
  it("answers 404 and logs the attempted path as one JSON line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const url = new URL("http://localhost/no-existe?utm_source=x");
    const result = loader({ url } as never);
    expect(result.init?.status).toBe(404);
    expect(result.data.path).toBe("/no-existe");
    // The copy of errors.yaml, its {{ruta}} left for the page to fill with the path.
    expect(result.data.copy.text).toContain("{{ruta}}");
    expect(warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(warn.mock.calls[0]![0]));
    expect(line).toMatchObject({ level: "warn", event: "not_found", path: "/no-existe" });
  });
});
