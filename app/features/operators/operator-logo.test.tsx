// @vitest-environment happy-dom
/**
 * Issue 25 item 4: each operator's mark is our own wordmark badge (the name on the brand's colour,
 * 240×80 like before so no layout shifts), small, readable (text/background contrast ≥ 4.5:1). The badge
 * is the name drawn, so its text alternative is the name (it stands in the heading instead of the name as
 * text); only beside text that already says the name is it decorative, so the name is not read twice.
 */
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getOperators } from "./operators";
import { OperatorLogo } from "./operator-logo";

const ops = getOperators();
const PUBLIC = resolve(dirname(fileURLToPath(import.meta.url)), "../../../public");
const fileOf = (logo: string) => join(PUBLIC, logo);

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, "#$1$1$2$2$3$3") : hex;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe("operator wordmark badges", () => {
  it.each(ops.map((o) => ({ id: o.id, o })))("$id: a small SVG with a viewBox, its name as text, readable on its background", ({ o }) => {
    const file = fileOf(o.logo);
    expect(statSync(file).size, o.logo).toBeLessThan(2048);
    const svg = readFileSync(file, "utf8").trim();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
    // Same 3:1 box as the components' width/height, so nothing shifts.
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 80"/);
    const text = svg.match(/<text [^>]*fill="(#[0-9a-f]{3,6})"[^>]*>([^<]+)<\/text>/i);
    expect(text?.[2], o.logo).toBe(o.name);
    // The first shape is the badge's background.
    const background = svg.match(/<rect [^>]*fill="(#[0-9a-f]{3,6})"/i)?.[1];
    expect(background, o.logo).toBeDefined();
    expect(contrast(text![1]!, background!), o.logo).toBeGreaterThanOrEqual(4.5);
  });
});

describe("OperatorLogo", () => {
  const op = ops[0]!;

  it("says the operator's name, the text it draws, so a heading made of it is named by the operator", () => {
    const { container } = render(<OperatorLogo operator={op} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe(op.name);
    expect(img.getAttribute("width")).toBe("150");
    expect(img.getAttribute("height")).toBe("50");
  });

  it("is decorative (alt=\"\") beside text that says the name, so a screen reader does not hear it twice", () => {
    const { container } = render(<OperatorLogo operator={op} width={96} besideName />);
    const img = container.querySelector("img")!;
    expect(img.hasAttribute("alt")).toBe(true);
    expect(img.getAttribute("alt")).toBe("");
    expect(img.getAttribute("src")).toBe(op.logo);
  });
});
