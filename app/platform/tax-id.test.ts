import { describe, expect, it } from "vitest";
import { taxIdProblem } from "./tax-id.ts";

describe("Spanish tax ids with their check character", () => {
  it("accepts right ones: company (digit and letter), person, foreigner", () => {
    for (const id of ["B98765431", "B12345674", "A58818501", "Q2826000H", "P0800000B", "12345678Z", "00000000T", "X1234567L", "Y0000000Z", "b98765431"]) {
      expect(taxIdProblem(id), id).toBeUndefined();
    }
  });

  it("refuses a wrong check character, and says the right one", () => {
    expect(taxIdProblem("B98765432")).toMatch(/control.*es 1$/);
    expect(taxIdProblem("12345678A")).toMatch(/es Z$/);
    expect(taxIdProblem("X1234567A")).toMatch(/es L$/);
    // A company (B) ends in a digit, a public body (Q) in a letter.
    expect(taxIdProblem("B1234567D")).toBeDefined();
    expect(taxIdProblem("Q28260008")).toBeDefined();
  });

  it("refuses what is not a tax id", () => {
    for (const id of ["", "123", "B1234567", "I12345674", "ZZ1234567"]) expect(taxIdProblem(id), id).toMatch(/debe ser un NIF/);
  });
});
