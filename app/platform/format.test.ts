import { describe, expect, it } from "vitest";
import { addDays, formatDateLong, formatEuro as euro, formatNumber, formatPercent as pct } from "./format";

// The formatter uses a no-break space before the symbol, as Spanish typography asks.
const formatEuro = (...a: Parameters<typeof euro>) => euro(...a).replace(/\u00a0/g, " ");
const formatPercent = (...a: Parameters<typeof pct>) => pct(...a).replace(/\u00a0/g, " ");

describe("es-ES formatting", () => {
  it("groups thousands the Spanish way, even with four digits", () => {
    expect(formatEuro(3000)).toBe("3.000 €");
    expect(formatEuro(50000)).toBe("50.000 €");
    expect(formatNumber(1000)).toBe("1.000");
  });
  it("writes decimals with a comma", () => {
    expect(formatEuro(0.1, 2)).toBe("0,10 €");
    expect(formatPercent(2.7)).toBe("2,7 %");
  });
  it("formats dates in long Spanish form", () => {
    expect(formatDateLong("2025-01-15")).toBe("15 de enero de 2025");
    expect(formatDateLong("2026-11-21T23:30:00Z")).toBe("21 de noviembre de 2026");
  });
});

describe("addDays (the one day arithmetic: panel reports, postback dates)", () => {
  it("moves across months, years and leap days, both ways", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-06-15", -29)).toBe("2026-05-17");
    expect(addDays("2026-06-15", 0)).toBe("2026-06-15");
  });

  it("is calendar arithmetic: the daylight-saving change in Spain (29 March 2026) is one day like any other", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
  });
});
