// @vitest-environment happy-dom
/**
 * Issue 26, "done when": change ONE field of an operator's offer and find the new value everywhere the
 * offer is shown — the bonus line, the terms block, the meta description, the calculator's pre-fill and
 * the comparison and head-to-head rows — because all of them derive from `offer` (offer.ts). Cheap: the
 * components and the route's `meta` rendered with the changed operator, no build. The operator is
 * whichever deposit match the data has, and the new values are its own plus a step: nothing here pins
 * a figure the owner may edit.
 */
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { shellCopy } from "~/features/layout/shell-copy.server";
import { reviewPageCopy } from "./review-copy.server";
import { headToHeadRowLabels } from "~/features/comparison/comparison-copy.server";
import { getOperators } from "~/features/operators/operators";
import { withOffer, type Operator } from "~/features/operators/operator-utils";
import type { Offer } from "~/features/operators/offer";
import { requireAuthor } from "~/features/authors/authors";
import { ReviewHero } from "./review-hero";
import { ReviewBonuses } from "./review-sections";
import { ComparisonItem } from "../comparison/comparison-item";
import { headToHeadRows } from "../comparison/head-to-head.ts";
import { meta } from "~/features/reviews/routes/review";

afterEach(cleanup);

const ops = getOperators();
const target = ops.find((o) => o.offer.kind === "deposito" && o.offer.wagering.base === "bono" && o.offer.percent !== undefined && o.offer.cap !== undefined)!;
const other = ops.find((o) => o.id !== target.id)!;
const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ");

async function renderWithCopy(ui: ReactNode) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ copy: shellCopy() }), Component: Outlet, HydrateFallback: () => null, children: [{ index: true, Component: () => ui }] },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findAllByTestId("bonus-terms");
}

function metaDescription(op: Operator): string {
  const { name, url } = requireAuthor(op.author);
  const tags = meta({
    loaderData: { operator: op, path: op.detailUrl, total: ops.length, criteria: [], author: { name, url }, copy: reviewPageCopy(op), comparisons: [] },
  } as unknown as Parameters<typeof meta>[0]) as { name?: string; content?: string }[];
  return plain(tags.find((t) => t.name === "description")?.content);
}

/** Renders the review parts and the comparison card of `op`; returns what each shows. */
async function surfaces(op: Operator) {
  await renderWithCopy(
    <>
      <div data-testid="hero">
        <ReviewHero operator={op} h1={op.name} />
      </div>
      <ReviewBonuses operator={op} copy={reviewPageCopy(op)} />
      <div data-testid="comparison">
        <ComparisonItem operator={op} />
      </div>
    </>,
  );
  const calculator = await screen.findByTestId("bonus-calculator");
  const field = (label: RegExp) => (within(calculator).getByLabelText(label) as HTMLInputElement).value;
  const bonos = document.getElementById("bonos")!;
  const rows = headToHeadRows(op, other, headToHeadRowLabels());
  return {
    bonusLine: plain(screen.getByTestId("hero").textContent),
    terms: plain(within(bonos).getAllByTestId("bonus-terms")[0]!.textContent),
    bonusSection: plain(bonos.textContent),
    meta: metaDescription(op),
    calculator: { cap: field(/^Bono máximo/), multiple: field(/^Requisito de apuesta/), percent: field(/^Bono \(/) },
    comparison: plain(screen.getByTestId("comparison").textContent),
    headToHead: Object.fromEntries(rows.map((r) => [r.id, plain(r.a)])),
  };
}

const changed = (patch: Partial<Offer>) => withOffer(target, { ...target.offer, ...patch });

describe("one offer field, every page that shows it", () => {
  it("the cap: bonus line, bonus section, meta description, calculator and comparison", async () => {
    const cap = target.offer.cap! + 17;
    const s = await surfaces(changed({ cap }));
    const needle = `hasta ${cap} €`;
    expect(s.bonusLine).toContain(needle);
    expect(s.bonusSection).toContain(needle);
    expect(s.meta).toContain(needle);
    expect(s.calculator.cap).toBe(String(cap));
    expect(s.comparison).toContain(needle);
    expect(s.headToHead.bonus).toContain(needle);
  });

  it("the wagering multiple: terms block, meta description, calculator and comparison", async () => {
    const multiple = target.offer.wagering.multiple + 3;
    const s = await surfaces(changed({ wagering: { ...target.offer.wagering, multiple } }));
    expect(s.terms).toContain(`${multiple}x`);
    expect(s.meta).toContain(`${multiple}x`);
    expect(s.calculator.multiple).toBe(String(multiple));
    expect(s.comparison).toContain(`${multiple}x`);
    expect(s.headToHead.wagering).toContain(`${multiple}x`);
  });

  it("the percentage and the check record: bonus line, calculator, comparison, and who checked it beside the terms", async () => {
    const percent = target.offer.percent! + 25;
    const check = { checked: "2026-01-02", checkedBy: "ana-real", checkedByName: "Ana Real", source: target.termsUrl };
    const s = await surfaces(changed({ percent, check }));
    expect(s.bonusLine).toContain(`${percent} %`);
    expect(s.calculator.percent).toBe(String(percent));
    expect(s.headToHead.bonus).toContain(`${percent} %`);
    expect(s.terms).toContain("Comprobado el 2 de enero de 2026 por Ana Real");
    expect(s.comparison).toContain("Comprobado el 2 de enero de 2026 por Ana Real");
    // The first screen's offer (the hero) carries its state too.
    expect(s.bonusLine).toContain("Comprobado el 2 de enero de 2026 por Ana Real");
    // Without a record: the operator's claim, and no date anywhere.
    cleanup();
    const none = await surfaces(changed({ check: undefined }));
    expect(none.terms).toContain("Según el operador · Sin comprobar");
    expect(none.terms).not.toMatch(/omprobad/);
    expect(none.bonusLine).toContain("Según el operador · Sin comprobar");
  });

  it("the maximum bet while wagering, when the terms set one: the terms block of the review", async () => {
    const s = await surfaces(changed({ maxBetWhileWagering: 7 }));
    expect(s.terms).toContain("Apuesta máxima con el bono:7 €");
    const none = withOffer(target, { ...target.offer, maxBetWhileWagering: undefined });
    cleanup();
    await renderWithCopy(<ReviewBonuses operator={none} copy={reviewPageCopy(none)} />);
    expect(plain(screen.getAllByTestId("bonus-terms")[0]!.textContent)).not.toContain("Apuesta máxima con el bono");
  });

  it("bet credits: no calculator, the reason instead; the requirement says it is credit", async () => {
    const credit = changed({ kind: "credito-apuesta", percent: undefined, wagering: { multiple: 1, base: "bono" } });
    await renderWithCopy(<ReviewBonuses operator={credit} copy={reviewPageCopy(credit)} />);
    expect(screen.queryByTestId("bonus-calculator")).toBeNull();
    expect(plain(screen.getByTestId("calculator-not-applicable").textContent)).toMatch(/no aplicable/i);
    expect(plain(screen.getAllByTestId("bonus-terms")[0]!.textContent)).toContain("1x (crédito de apuesta)");
    // Credits are staked on sports markets: no word about which casino games count.
    expect(screen.queryByTestId("contribution-table")).toBeNull();
    expect(screen.queryByTestId("contribution-typical")).toBeNull();
  });

  it("a casino deposit offer without its own contribution table sends the reader to its terms, not to typical figures stated twice", async () => {
    await renderWithCopy(<ReviewBonuses operator={changed({ contributions: undefined })} copy={reviewPageCopy(target)} />);
    expect(screen.queryByTestId("contribution-table")).toBeNull();
    expect(plain(screen.getByTestId("contribution-typical").textContent)).toContain(target.name);
  });

  it("the note that replaces the contribution table shows its links as links, never as [text](address)", async () => {
    const copy = reviewPageCopy(target);
    const withLink = { ...copy, bonuses: { ...copy.bonuses, contributionTypical: "Mira los términos. Cifras orientativas: [condiciones habituales](/guia-condiciones-habituales#tabla)." } };
    await renderWithCopy(<ReviewBonuses operator={changed({ contributions: undefined })} copy={withLink} />);
    const note = screen.getByTestId("contribution-typical");
    expect(note.textContent).not.toContain("](");
    expect(within(note).getByRole("link", { name: "condiciones habituales" }).getAttribute("href")).toBe("/guia-condiciones-habituales#tabla");
  });

  it("the FAQ on which games count says «none» only for a wager-free offer", () => {
    const question = (op: Operator) => reviewPageCopy(op).faq.find((f) => /Qué juegos cuentan/.test(f.question))!.answer;
    const free = changed({ kind: "sin-requisito", percent: 100, wagering: { multiple: 0, base: "ninguno" }, withdrawable: true });
    expect(question(free)).toMatch(/^Ninguno/);
    expect(question(target)).not.toMatch(/^Ninguno/);
    const poker = changed({ kind: "poker", percent: undefined, wagering: { multiple: 0, base: "ninguno", note: "se libera por puntos" } });
    expect(question(poker)).not.toMatch(/^Ninguno/);
  });

  it("no wagering: no game contribution table; the operator's own contributions replace the typical ones", async () => {
    const free = changed({ kind: "sin-requisito", wagering: { multiple: 0, base: "ninguno" }, withdrawable: true });
    await renderWithCopy(<ReviewBonuses operator={free} copy={reviewPageCopy(free)} />);
    expect(screen.queryByTestId("contribution-table")).toBeNull();
    cleanup();
    const own = changed({ contributions: [{ game: "Bingo de prueba", percent: 42 }] });
    await renderWithCopy(<ReviewBonuses operator={own} copy={reviewPageCopy(own)} />);
    expect(plain(screen.getByTestId("contribution-table").textContent)).toContain("Bingo de prueba42 %");
    expect(screen.queryByTestId("contribution-typical")).toBeNull();
  });

  it("the calculator's help never quotes an example figure that contradicts the review's offer", async () => {
    const s = reviewPageCopy(target).calculator!;
    for (const hint of [s.hints.bonusCap, s.hints.multiple]) expect(hint).not.toMatch(/\d\s*(€|x\b)/);
  });
});
