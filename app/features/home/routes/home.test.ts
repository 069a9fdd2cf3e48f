import { describe, expect, it } from "vitest";
import { getCriteria } from "~/features/methodology/index.server";
import { formatRating, methodNames, type PaymentMethod } from "~/features/operators";
import { getOperators } from "~/features/operators/index.server";
import { loader } from "./home";

/** Issue 13, item 2: the home FAQ answers that state figures of the ranking read them from the data. */
describe("home FAQ from the data", () => {
  const faq = loader().copy.faq.items;
  const all = faq.map((i) => i.answer).join("\n");
  const ops = getOperators();

  it("leaves no {{variable}} unfilled", () => {
    expect(all).not.toMatch(/\{\{|\}\}/);
  });

  it("names the operator at the top of the ranking with its rating", () => {
    const top = [...ops].sort((a, b) => a.rank - b.rank)[0]!;
    expect(all).toContain(`[${top.name}](${top.detailUrl}), con ${formatRating(top.rating)}/10`);
  });

  it("counts the operators that accept Bizum and PayPal from their payment methods", () => {
    const n = (m: string) => ops.filter((o) => methodNames(o).includes(m as PaymentMethod)).length;
    expect(all).toContain(`Bizum, ${n("Bizum")}, y PayPal, ${n("PayPal")}`);
  });

  it("gives the lowest minimum deposit of the ranking", () => {
    const min = Math.min(...ops.map((o) => o.minDeposit));
    const who = ops.filter((o) => o.minDeposit === min).sort((a, b) => a.rank - b.rank)[0]!;
    expect(all).toContain(`es de ${min} €, en ${who.name}`);
  });

  it("quotes every criterion with its weight from the methodology data", () => {
    for (const c of getCriteria()) expect(all).toContain(`${c.name} (${c.weight} %)`);
  });
});
