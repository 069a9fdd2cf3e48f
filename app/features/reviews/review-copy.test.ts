/**
 * The review texts (content/copy/review.yaml) resolved for each operator by reviewPageCopy():
 * the variant each operator's licence and flags call for, the spec's fixed claims, the operator's
 * own figures. Invariants only: the wording is the operator's to edit.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { offerInSentence, reviewPageCopy } from "./review-copy.server";
import { REVIEW_TITLE_MAX, type ReviewCopy } from "./review-copy";
import { OFFER_IN_TITLE, type reviewCopyDefinition } from "./definition.ts";
import type { Output } from "../../platform/content/fields.ts";
import { FIXED_CLAIMS } from "../operators/fixed-claims.ts";
import { bonusTermsLine, formatEuros, withOffer, type Operator } from "../operators/operator-utils.ts";
import { getOperator, getOperators } from "../operators/operators.ts";
import { offerCondition } from "../operators/offer.ts";
import { findContentPage } from "../pages/pages.server.ts";

const op = (id: string) => getOperator(id)!;
const faq = (o: Operator) => reviewPageCopy(o).faq;
const faqText = (o: Operator) => faq(o).map((i) => `${i.question} ${i.answer}`).join("\n");
const plain = (s: string) => s.replace(/\u00a0/g, " ");
/** An answer with the operator's name blanked, so two operators' answers can be compared. */

/** The question whose answer depends on a flag: flipping the flag changes it, sharing it does not. */
function followsFlag(flag: "liveDealer" | "mobileApp", a: Operator, b: Operator) {
  const idx = (o: Operator) => faq(o).map((i) => i.answer);
  const flipped = { ...a, [flag]: !a[flag] };
  const changed = idx(a).map((x, i) => x !== idx(flipped)[i]);
  expect(changed.filter(Boolean), `exactly one answer follows ${flag}`).toHaveLength(1);
  const k = changed.indexOf(true);
  // The same question follows the flag for another operator too (its answer names that operator's own site or games).
  const other = { ...b, [flag]: !b[flag] };
  expect(faq(b)[k]!.answer).not.toBe(faq(other)[k]!.answer);
  expect(faq(b).map((i, j) => (j === k ? "" : i.answer))).toEqual(faq(other).map((i, j) => (j === k ? "" : i.answer)));
}

describe("review FAQ", () => {
  it("has 13 questions for every operator (spec: 13 FAQ accordions), none left with a {{variable}}", () => {
    for (const o of getOperators()) {
      expect(faq(o)).toHaveLength(13);
      expect(faqText(o), o.id).not.toMatch(/\{\{|\}\}/);
    }
  });

  it("follows the liveDealer flag", () => followsFlag("liveDealer", op("bet365"), op("marca")));

  it("follows the mobileApp flag", () => followsFlag("mobileApp", op("codere"), op("bwin")));

  it("changes the legal answer when the licence is not the DGOJ's", () => {
    const legal = (o: Operator) => faq(o)[0]!;
    expect(legal(op("bwin")).question).toContain("bwin");
    const foreign = legal({ ...op("bwin"), licenseAuthority: "otra" });
    expect(foreign.question).toBe(legal(op("bwin")).question);
    expect(foreign.answer).not.toBe(legal(op("bwin")).answer);
  });

  it("states none of spec section 9's fixed claims as the operator's own terms", () => {
    // Those figures live on the guide of typical conditions; an answer quotes a fact of the operator's
    // file or says the review has none.
    const c = FIXED_CLAIMS;
    for (const o of getOperators()) {
      const text = plain(faqText(o));
      for (const s of [c.loyaltyTiers.join(", "), c.weeklyCashback.min, plain(formatEuros(c.withdrawalLimits.week)), plain(formatEuros(c.withdrawalLimits.month)), c.identityCheck]) {
        expect(text, `${o.id}: ${s}`).not.toContain(s);
      }
    }
  });

  it("answers the fact questions from the operator's facts: the variant changes when the file gains a fact", () => {
    const o = op("paf");
    const withFacts = { ...o, facts: [...o.facts, { key: "programa-fidelidad" as const, value: "Ninguno", checked: o.updated, source: o.termsUrl }] };
    const before = faq(o).map((i) => i.answer);
    const after = faq(withFacts).map((i) => i.answer);
    expect(after.filter((a, i) => a !== before[i])).toHaveLength(1);
  });

  it("states the operator's own bonus terms from its data file", () => {
    const o = op("betway");
    const all = plain(faqText(o));
    expect(all).toContain(o.bonus);
    expect(all).toContain(offerCondition(o.offer));
    expect(all).toContain(plain(formatEuros(o.bonusMinDeposit)));
  });

  it("gives every review its own title, heading and description", () => {
    const ops = getOperators();
    for (const key of ["title", "h1", "description"] as const) {
      const values = ops.map((o) => reviewPageCopy(o)[key]);
      expect(new Set(values).size, key).toBe(ops.length);
      for (const [i, o] of ops.entries()) expect(values[i], `${o.id} ${key}`).toContain(o.name);
    }
  });

  it("titles a review with the year of its data and no offer (its conditions do not fit a <title>), within the length search results show", () => {
    for (const o of getOperators()) {
      const { title } = reviewPageCopy(o);
      expect(title, o.id).toContain(o.updated.slice(0, 4));
      expect(title.length, o.id).toBeLessThanOrEqual(REVIEW_TITLE_MAX);
      expect(title.toLowerCase(), o.id).not.toContain(offerInSentence(o.bonus).toLowerCase());
      expect(title, o.id).not.toMatch(OFFER_IN_TITLE);
    }
  });

  it("refuses a title template that quotes the offer or one of its figures", () => {
    for (const t of ["{{operador}} opinión: {{operador.oferta}}", "{{operador}}: 100 % hasta 250 €", "{{operador}} con 50 tiradas"]) expect(OFFER_IN_TITLE.test(t), t).toBe(true);
    expect(OFFER_IN_TITLE.test("{{operador}} opinión {{operador.anio}}: bono, pagos y análisis")).toBe(false);
  });

  it("starts the offer in lower case inside the title unless it starts with a name or an acronym", () => {
    expect(offerInSentence("Hasta 100 € en créditos")).toBe("hasta 100 € en créditos");
    expect(offerInSentence("100 % hasta 200 €")).toBe("100 % hasta 200 €");
    expect(offerInSentence("VIP cashback")).toBe("VIP cashback");
  });
});

describe("fixed claims", () => {
  it("pins the numbers", () => {
    expect(FIXED_CLAIMS.contribution.map((c) => c.percent)).toEqual([100, 10, 5]);
    expect(FIXED_CLAIMS.withdrawalLimits).toEqual({ day: 500, week: 2000, month: 10000 });
    expect(FIXED_CLAIMS.loyaltyTiers).toEqual(["Bronce", "Plata", "Oro", "Platino", "Diamante"]);
    // They live once, on the guide of the market's typical conditions (issue 37 item 5), which every
    // review links; no review repeats them.
    const guide = findContentPage("/guia-condiciones-habituales");
    expect(guide).toBeDefined();
    const onGuide = plain(JSON.stringify(guide).replace(/\\u00a0/g, " "));
    for (const s of [
      "30 días", "Tragaperras 100 %", "blackjack 10 %", "ruleta 5 %", "500 € al día", "2.000 € a la semana", "10.000 € al mes",
      "24-48 horas", "De 24 horas a 30 días", "pasadas 24 horas", "Bronce, Plata, Oro, Platino, Diamante", "Del 0,5 % al 2 %", "40.000 €", "47 %",
    ]) {
      expect(onGuide, s).toContain(s);
    }
    for (const o of getOperators()) expect(reviewPageCopy(o).conditions.guideLink, o.id).toContain("](/guia-condiciones-habituales)");
  });

  it("puts deposit, wagering and validity in one bonus terms line", () => {
    // A fixture offer, not the owner's data: bet credits of up to 100 € at 1x, 30 days, from a 5 € deposit.
    const credit = withOffer({ ...op("bet365"), minDeposit: 5 }, {
      kind: "credito-apuesta", cap: 100, wagering: { multiple: 1, base: "bono" }, validityDays: 30, withdrawable: false,
    });
    expect(plain(bonusTermsLine(credit))).toBe("Depósito mínimo 5 € · Requisito: 1x (crédito de apuesta) · Validez: 30 días · Crédito de apuesta");
  });
});

describe("platform analysis", () => {
  /** Sentences of a review's analysis with the operator's own name blanked, so a name swap is not a difference. */
  const sentences = (o: Operator) =>
    Object.values(o.analysis)
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

  it("has every part of the analysis, with its own text, for every operator, and a title for each part", () => {
    for (const o of getOperators()) {
      const titles = reviewPageCopy(o).analysisTitles;
      expect(Object.keys(o.analysis).sort(), o.id).toEqual(Object.keys(titles).sort());
      for (const [k, p] of Object.entries(o.analysis)) expect(p.length, `${o.id}: ${k}`).toBeGreaterThan(80);
    }
  });

  it("never promises winnings nor frames a bonus as free", () => {
    for (const o of getOperators()) {
      const text = Object.values(o.analysis).join(" ");
      expect(text, o.id).not.toMatch(/gratis|gana(rás)? seguro|dinero fácil|ganancias? garantizad|sin riesgo|free spins/i);
    }
  });
});


describe("the review's copy type", () => {
  // Checked by `npm run typecheck`: ReviewCopy is review.yaml's definition resolved, never a copy kept by hand.
  it("is the definition with one title, one description and answers without their variants' conditions", () => {
    expectTypeOf<ReviewCopy["title"]>().toEqualTypeOf<string>();
    expectTypeOf<ReviewCopy["description"]>().toEqualTypeOf<string>();
    expectTypeOf<ReviewCopy["faq"]>().toEqualTypeOf<{ question: string; answer: string }[]>();
    expectTypeOf<ReviewCopy["headings"]>().toEqualTypeOf<Output<typeof reviewCopyDefinition>["headings"]>();
    expectTypeOf<ReviewCopy>().not.toHaveProperty("cuando");
  });
});
