// @vitest-environment happy-dom
/**
 * Issue 26 item 2, over every review as it renders (the route's own loader and component):
 * - no operator-specific sentence is shared by two reviews. Operator-specific text is what the
 *   components mark `data-propio` (text written for one operator in its file: description, analysis,
 *   pros and cons); the shared template (content/copy/review.yaml, the «typical market» section, the
 *   notices) is excluded by that structure, not by a list of sentences;
 * - the spec's fixed figures (fixed-claims.ts) are on no review: they live once on the guide
 *   /guia-condiciones-habituales, which every review links (issue 37 item 5);
 * - each fact of the operator's file is shown once, with its date; without facts the review states none.
 * Invariants only: no wording or value the owner edits is pinned here.
 */
import type { CheckRecord } from "~/features/operators/check-state";
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/features/reviews/routes/review";
import { renderReview } from "../../../tests/support/render-review";
import { getOperators } from "~/features/operators/operators";
import { FACT_KEYS, NO_FACT } from "~/features/operators/facts";
import { FIXED_CLAIMS } from "~/features/operators/fixed-claims";
import { formatEuro } from "~/platform/format";


afterEach(cleanup);

const text = (el: Element) => (el.textContent ?? "").replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();

/**
 * Renders one review page as the route does, under a root route that hands the shell copy. The copy
 * is read before rendering: its first read (twelve files, validated) can take longer than
 * findByRole's one second on a loaded machine, and the page would still be empty then.
 */
const dataFor = (detailUrl: string) => loader({ url: new URL(`https://example.test${detailUrl}`) } as unknown as Parameters<typeof loader>[0]);

/** A sentence as compared across reviews: the operator's name blanked, case and spacing folded. */
function sentencesOf(container: HTMLElement, name: string): string[] {
  const out: string[] = [];
  for (const el of container.querySelectorAll("[data-propio]")) {
    for (const raw of text(el).split(/(?<=[.!?…])\s+/)) {
      const s = raw.replaceAll(name, "<operador>").toLocaleLowerCase("es-ES").trim();
      // A run of fewer than five words is a value or a label, not a sentence.
      if (s.split(" ").length >= 5) out.push(s);
    }
  }
  return out;
}

/** The blocks of the page, each as its text (the calculator's inputs and hints aside: a tool, not a statement). */
function blocksOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll("p, li, dd, td, th, summary, h2, h3")].filter((el) => !el.closest('[data-testid="bonus-calculator"]')).map(text);
}

const ops = getOperators();
/** The guide page that holds the market's typical figures (content/pages/guia-condiciones-habituales.md). */
const MARKET_GUIDE = "/guia-condiciones-habituales";
const euros = (n: number) => formatEuro(n).replace(/\u00a0/g, " ");

describe("every review, rendered", () => {
  const pages = new Map<string, HTMLElement>();
  const rendered = async (id: string) => {
    if (!pages.has(id)) {
      const op = ops.find((o) => o.id === id)!;
      const container = await renderReview(dataFor(op.detailUrl));
      // Keep a detached copy: cleanup() empties the rendered tree after each test.
      pages.set(id, container.cloneNode(true) as HTMLElement);
    }
    return pages.get(id)!;
  };

  it("shares no operator-specific sentence between two reviews", async () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    let compared = 0;
    for (const op of ops) {
      const page = await rendered(op.id);
      const sentences = new Set(sentencesOf(page, op.name));
      compared += sentences.size;
      for (const s of sentences) {
        const prev = owner.get(s);
        if (prev && prev !== op.id) shared.push(`${prev} / ${op.id}: ${s}`);
        owner.set(s, op.id);
      }
      cleanup();
    }
    // The structure is there: each review has text of its own to compare.
    expect(compared).toBeGreaterThan(ops.length * 5);
    expect(shared).toEqual([]);
  });

  it("states none of the market's typical figures, and links the guide that holds them once (issue 37)", async () => {
    const c = FIXED_CLAIMS;
    const limits = [c.withdrawalLimits.day, c.withdrawalLimits.week, c.withdrawalLimits.month].map(euros);
    for (const op of ops) {
      const page = await rendered(op.id);
      const links = [...page.querySelectorAll('[data-testid="market-guide-link"] a')].map((a) => a.getAttribute("href"));
      expect(links, op.id).toContain(MARKET_GUIDE);
      for (const block of blocksOf(page)) {
        expect(c.loyaltyTiers.filter((t) => block.includes(t)).length, `${op.id}: ${block}`).toBeLessThan(3);
        expect(block, op.id).not.toContain(c.weeklyCashback.min);
        expect(limits.some((l) => block.includes(l)) && /retirad/i.test(block), `${op.id}: ${block}`).toBe(false);
        if (/verific/i.test(block)) expect(block, op.id).not.toContain(c.identityCheck);
      }
      cleanup();
    }
  });

  it("shows each fact of the operator's file once, with its check or «Según el operador · Sin comprobar», in the facts section", async () => {
    for (const op of ops) {
      const page = await rendered(op.id);
      const section = page.querySelector("#datos")!;
      expect(section, op.id).not.toBeNull();
      for (const f of op.facts) {
        const items = section.querySelectorAll(`[data-testid="dato-${f.key}"]`);
        expect(items, `${op.id}: ${f.key}`).toHaveLength(1);
        const item = text(items[0]!);
        expect(item).toContain(FACT_KEYS[f.key]);
        expect(item).toContain(f.value);
        if (f.check) {
          expect(item).toContain(`por ${(f.check as CheckRecord).checkedByName ?? f.check.checkedBy}`);
          expect(items[0]!.querySelector("a")?.getAttribute("href")).toBe(f.check.source);
        } else {
          expect(item).toContain("Según el operador · Sin comprobar");
          expect(item).not.toMatch(/omprobad/);
        }
      }
      cleanup();
    }
  });
});

describe("a review whose operator has no facts", () => {
  it("states no fact and no check date, and says the data is missing where the summary needs it", async () => {
    const op = ops.find((o) => o.facts.length > 0)!;
    const data = dataFor(op.detailUrl);
    const bare = { ...data, operator: { ...data.operator, facts: [] } };
    const page = await renderReview(bare);
    expect(text(page)).not.toMatch(/omprobado el/);
    for (const f of op.facts) expect(page.querySelector(`[data-testid="dato-${f.key}"]`)).toBeNull();
    expect(text(page.querySelector("#datos")!)).toContain(data.copy.facts.empty);
    expect(text(page.querySelector("#resumen")!)).toContain(NO_FACT);
  });
});
