import { describe, expect, it } from "vitest";
import type { Operator } from "./operator-utils";
import { getOperator, getOperators } from "./operators";
import { ANALYSIS_TITLES, FIXED_CLAIMS, bonusTermsLine, conditionsList, platformAnalysis, reviewFaq } from "./review-copy";

const op = (id: string) => getOperator(id)!;
const faqText = (o: Operator) => reviewFaq(o).map((i) => `${i.question} ${i.answer}`).join("\n");
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("review FAQ", () => {
  it("has 13 questions for every operator", () => {
    for (const o of getOperators()) expect(reviewFaq(o)).toHaveLength(13);
  });

  it("follows the liveDealer flag", () => {
    const yes = reviewFaq(op("bet365")).find((i) => i.question.includes("casino en vivo"))!;
    const no = reviewFaq(op("marca")).find((i) => i.question.includes("casino en vivo"))!;
    expect(yes.answer).toMatch(/^Sí\. bet365 ofrece casino en vivo/);
    expect(no.answer).toMatch(/^No\. Marca Apuestas no ofrece casino en vivo/);
    expect(reviewFaq(op("paston")).find((i) => i.question.includes("casino en vivo"))!.answer).toMatch(/^No\./);
  });

  it("follows the mobileApp flag", () => {
    const withApp = reviewFaq(op("codere")).find((i) => i.question.includes("app"))!;
    expect(withApp.answer).toMatch(/^Sí\. Codere tiene app oficial/);
    const withoutApp = reviewFaq({ ...op("codere"), mobileApp: false }).find((i) => i.question.includes("app"))!;
    expect(withoutApp.answer).toMatch(/^No\. Codere no tiene app propia/);
  });

  it("changes the legal answer when the licence is not the DGOJ's", () => {
    const legal = (o: Operator) => reviewFaq(o)[0]!;
    expect(legal(op("bwin")).question).toBe("¿Es bwin un casino legal en España?");
    expect(legal(op("bwin")).answer).toMatch(/^Sí\. bwin tiene licencia de la Dirección General de Ordenación del Juego/);
    const foreign = legal({ ...op("bwin"), licenseAuthority: "otra" });
    expect(foreign.answer).toMatch(/^No\. bwin no tiene licencia/);
  });

  it("carries every fixed claim of spec section 9", () => {
    const text = plain(faqText(op("betway")));
    for (const s of [
      "30 días", "tragaperras aportan el 100 %", "blackjack el 10 %", "ruleta el 5 %", "500 € al día", "2.000 € a la semana",
      "10.000 € al mes", "24-48 horas", "3-5 días con tarjeta", "24-48 horas con monederos", "5-7 días por transferencia",
      "entre 24 horas y 30 días", "pasadas 24 horas", "Bronce, Plata, Oro, Platino, Diamante", "entre el 0,5 % y el 2 %",
      "40.000 €", "47 %",
    ]) {
      expect(text).toContain(s);
    }
  });

  it("states the operator's own bonus terms", () => {
    const bonus = plain(reviewFaq(op("betway"))[2]!.answer);
    expect(bonus).toContain("100 % hasta 250 €");
    expect(bonus).toContain("50x casino, 3x deportes");
    expect(bonus).toContain("Depósito mínimo: 10 €");
  });
});

describe("fixed claims", () => {
  it("pins the numbers", () => {
    expect(FIXED_CLAIMS.contribution.map((c) => c.percent)).toEqual([100, 10, 5]);
    expect(FIXED_CLAIMS.withdrawalLimits).toEqual({ day: 500, week: 2000, month: 10000 });
    expect(FIXED_CLAIMS.loyaltyTiers).toEqual(["Bronce", "Plata", "Oro", "Platino", "Diamante"]);
    expect(conditionsList().map((c) => c.label)).toContain("Validez del bono");
  });

  it("puts deposit, wagering and validity in one bonus terms line", () => {
    expect(plain(bonusTermsLine(op("bet365")))).toBe("Depósito mínimo 5 € · Requisito: 1x · Validez: 30 días · Crédito de apuesta");
  });
});

describe("platform analysis", () => {
  /** Sentences of a review's analysis with the operator's own name blanked, so a name swap is not a difference. */
  const sentences = (o: Operator) =>
    platformAnalysis(o)
      .flatMap((s) => s.paragraphs)
      .join(" ")
      .replaceAll(o.name, "<operador>")
      .split(/(?<=[.!?])\s+/)
      .map((x) => x.trim().toLowerCase())
      .filter((x) => x.length > 20);

  it("is each operator's own text: no sentence repeats in another review, even with the name swapped", () => {
    const ops = getOperators();
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const o of ops) {
      for (const s of new Set(sentences(o))) {
        const prev = owner.get(s);
        if (prev && prev !== o.id) shared.push(`${prev} / ${o.id}: ${s}`);
        owner.set(s, o.id);
      }
    }
    expect(shared).toEqual([]);
  });

  it("has every part of the analysis, with its own text, for every operator", () => {
    for (const o of getOperators()) {
      const parts = platformAnalysis(o);
      expect(parts.map((p) => p.title), o.id).toEqual(Object.values(ANALYSIS_TITLES));
      for (const p of parts) expect(p.paragraphs.join("").length, `${o.id}: ${p.title}`).toBeGreaterThan(80);
    }
  });

  it("never promises winnings nor frames a bonus as free", () => {
    for (const o of getOperators()) {
      const text = platformAnalysis(o).flatMap((s) => s.paragraphs).join(" ");
      expect(text, o.id).not.toMatch(/gratis|gana(rás)? seguro|dinero fácil|ganancias? garantizad|sin riesgo|free spins/i);
    }
  });
});

