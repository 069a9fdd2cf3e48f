import { describe, expect, it } from "vitest";
import { cadencePhrase } from "./review-cadence";

describe("review cadence in words", () => {
  it("names the usual periods only where the days keep the promise, and says the days otherwise", () => {
    expect(cadencePhrase(30)).toBe("una vez al mes");
    expect(cadencePhrase(90)).toBe("una vez al trimestre");
    expect(cadencePhrase(180)).toBe("dos veces al año");
    expect(cadencePhrase(45)).toBe("una vez cada 45 días");
    expect(cadencePhrase(182)).toBe("una vez cada 182 días");
  });
});
