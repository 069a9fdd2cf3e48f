import { describe, expect, it } from "vitest";
import { type OfferFacts, offerFigureProblems } from "./offer-figures";

const ops: OfferFacts[] = [
  { id: "codere", name: "Codere", paths: ["/codere"], offer: { percent: 200, cap: 250, freeSpins: 50, wagering: { multiple: 35, note: "solo en el casino" } } },
  { id: "betway", name: "Betway", paths: ["/betway"], offer: { percent: 100, cap: 250, wagering: { multiple: 50, note: "3x en deportes" } } },
  { id: "williamhill", name: "William Hill", paths: ["/williamhill"], offer: { percent: 100, cap: 100, freeSpins: 50, wagering: { multiple: 40 } } },
];
const check = (text: string, self?: string) => offerFigureProblems([{ file: "content/blog/posts/x.md", text, self }], ops);

describe("offer figures written next to an operator", () => {
  it("flags a cap that disagrees with the data, with the file, the line and the right figure", () => {
    const p = check("Intro.\n\n| Codere | 200 % hasta 200 € + 50 tiradas | 35x | 7.000 € |\n");
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ file: "content/blog/posts/x.md", line: 3, field: "texto" });
    expect(p[0]!.message).toContain("«200 % hasta 200 €» junto a Codere");
    expect(p[0]!.message).toContain("el importe máximo es 250 €");
    expect(p[0]!.message).toContain("{{operador.codere.oferta}}");
  });

  it("flags a wrong percentage, spin count and wagering multiple, each on its own", () => {
    const p = check("[Codere](/codere) ofrece un 100 % hasta 250 € más 40 tiradas, pero con 30x en casino.");
    expect(p.map((x) => x.message.split(":")[0])).toEqual([
      "«100 % hasta 250 €» junto a Codere no coincide con sus datos (content/operators/codere.yaml)",
      "«40 tiradas» junto a Codere no coincide con sus datos (content/operators/codere.yaml)",
      "«30x» junto a Codere no coincide con sus datos (content/operators/codere.yaml)",
    ]);
  });

  it("accepts figures that agree, a multiple the offer's note names and values filled from the data", () => {
    expect(check("[Codere](/codere) ofrece un 200 % hasta 250 € más 50 tiradas, con 35x.")).toEqual([]);
    expect(check("[Betway](/betway) pide 50x en casino, aunque su parte deportiva solo pide 3x.")).toEqual([]);
    expect(check("| Codere | {{operador.codere.oferta}} | {{operador.codere.requisito}} |")).toEqual([]);
  });

  it("gives each figure to the operator named last before it, sentence by sentence", () => {
    const text = "[Codere](/codere) ofrece 200 % hasta 250 €. [William Hill](/williamhill) pide 40x para su 100 % hasta 100 € más 50 tiradas.";
    expect(check(text)).toEqual([]);
    const swapped = "[Codere](/codere) ofrece 100 % hasta 100 €. William Hill da 200 % hasta 250 €.";
    expect(check(swapped)).toHaveLength(2);
  });

  it("leaves alone figures with no operator (examples) and amounts that are not an offer", () => {
    expect(check("Un bono del 100 % hasta 200 € con 30x obliga a apostar 6.000 €.")).toEqual([]);
    expect(check("Codere paga retiradas de hasta 2.000 € al día.")).toEqual([]);
  });

  it("in an operator's own file, a figure with no other operator named is that operator's", () => {
    expect(check("  El 200 % hasta 200 € llega con 50 tiradas.", "codere")).toHaveLength(1);
    expect(check("  El 200 % hasta 250 € llega con 50 tiradas.", "codere")).toEqual([]);
  });
});
