import { describe, expect, it } from "vitest";
import { starsFor } from "./operator-utils";

describe("starsFor (decision 0055: one star rule on every page)", () => {
  it("shows rating / 2 on five stars, rounded down to the half star", () => {
    expect(starsFor(10)).toBe(5);
    expect(starsFor(9.5)).toBe(4.5);
    expect(starsFor(9)).toBe(4.5);
    expect(starsFor(8.8)).toBe(4);
    expect(starsFor(8)).toBe(4);
    expect(starsFor(7.9)).toBe(3.5);
    expect(starsFor(0.4)).toBe(0);
  });

  it("never shows more than the rating and never more than five stars", () => {
    for (let r = 0; r <= 10; r += 0.1) {
      const stars = starsFor(r);
      expect(stars * 2).toBeLessThanOrEqual(r + 1e-9);
      expect(r - stars * 2).toBeLessThan(1);
      expect(stars % 0.5).toBe(0);
    }
    expect(starsFor(12)).toBe(5);
  });
});
