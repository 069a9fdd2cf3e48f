import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./entry.server";

describe("withoutModulePreloads", () => {
  it("drops modulepreload links and keeps everything else", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js" crossorigin=""/></head>`;
    expect(withoutModulePreloads(html)).toBe(`<head><link rel="icon" href="/favicon.svg"/></head>`);
  });
});
