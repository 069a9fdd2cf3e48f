import { describe, expect, it } from "vitest";
import { captureLog } from "~/platform/log.server";
import { loader } from "./not-found";

describe("not-found loader", () => {
  it("answers 404 and logs the attempted path as one JSON line", async () => {
    const logged = captureLog();
    const url = new URL("http://localhost/no-existe?utm_source=x");
    const result = loader({ url } as never);
    logged.stop();
    expect(result.init?.status).toBe(404);
    expect(result.data.path).toBe("/no-existe");
    // The copy of errors.yaml, its {{ruta}} left for the page to fill with the path.
    expect(result.data.copy.text).toContain("{{ruta}}");
    expect(logged.lines).toHaveLength(1);
    expect(logged.lines[0]).toMatchObject({ level: "warn", event: "not_found", path: "/no-existe" });
  });
});
