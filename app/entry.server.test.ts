import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./entry.server";

describe("withoutModulePreloads", () => {
  it("drops modulepreload links and keeps everything else", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js" crossorigin=""/></head>`;
    expect(withoutModulePreloads(html)).toBe(`<head><link rel="icon" href="/favicon.svg"/></head>`);
  });

  it("keeps the island entry's own imports (data-entry-import)", () => {
    const kept = `<link rel="modulepreload" href="/assets/rolldown-runtime.js" data-entry-import=""/>`;
    expect(withoutModulePreloads(`<head>${kept}<link rel="modulepreload" href="/assets/a.js"/></head>`)).toBe(`<head>${kept}</head>`);
  });
});
