import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rolldown } from "rolldown";
import { keystaticNoGoogleFont, stripGoogleFont } from "./keystatic-no-google-font";

/** The installed Keystatic editor module (the one the browser build bundles). */
const require = createRequire(import.meta.url);
const file = path.join(path.dirname(require.resolve("@keystatic/core/package.json")), "dist", "keystatic-core-ui.js");

describe("Keystatic's Google font link", () => {
  it("the installed editor module asks for it, and the build's transform removes exactly that element", () => {
    const code = fs.readFileSync(file, "utf8");
    expect(code).toContain("fonts.googleapis.com");
    const out = stripGoogleFont(code, file);
    expect(out).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    // Only the element went: the provider's other children are still there.
    expect(code.length - out.length).toBeLessThan(200);
    expect(out).toContain("jsx(Toaster");
  });

  it("the development server's pre-bundling (Rolldown, optimizeDeps) gets the module without it too", async () => {
    // The plugin as vite.config.ts hands it to optimizeDeps.rolldownOptions; the packages it imports stay outside.
    const bundle = await rolldown({ input: file, external: (id) => id !== file, plugins: [keystaticNoGoogleFont()], logLevel: "silent" });
    const { output } = await bundle.generate({ format: "esm" });
    await bundle.close();
    const code = output[0].code;
    expect(code).toContain("Toaster");
    expect(code).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  });

  it("fails loudly when the module names the font in a shape it does not know", () => {
    expect(() => stripGoogleFont(`const a = "https://fonts.googleapis.com/css2?family=Inter";`, "x.js")).toThrow(/keystatic-no-google-font/);
    expect(stripGoogleFont("const a = 1;", "x.js")).toBe("const a = 1;");
  });
});
