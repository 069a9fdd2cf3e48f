import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspForHtml, inlineScriptHashes } from "./csp";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("per-document CSP", () => {
  const html = `<head><script>a()</script><script type="application/ld+json">{"x":1}</script><script type="module" src="/assets/x.js"></script><script type="module">import "/assets/y.js";</script></head>`;

  it("hashes every executable inline script and nothing else", () => {
    expect(inlineScriptHashes(html).sort()).toEqual([sha("a()"), sha('import "/assets/y.js";')].sort());
  });

  it("allows no third-party origin and no inline script by default", () => {
    const csp = cspForHtml(html);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
