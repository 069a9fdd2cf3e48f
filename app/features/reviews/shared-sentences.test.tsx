// @vitest-environment happy-dom
/**
 * Issue 37 item 5: at most 5 long sentences (≥ 60 characters) shared by 8 or more of the 10 reviews, as
 * each review renders through its route (loader and component). Legal notices (+18, risk messages,
 * the RD 176/2023 notice, the responsible-gambling box) are the same on every page by law: they are
 * left out by their `data-aviso-legal` marker, not by their text. So is the players' corner
 * (`data-interfaz="opiniones-jugadores"`: the opinion form, its rules and the way to complain), which is
 * the site's interface for the players, not the review's analysis. The counting itself is tested on
 * plain input, so the limit cannot pass by counting nothing.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/features/reviews/routes/review";
import { renderReview } from "../../../tests/support/render-review";
import { getOperators } from "~/features/operators/operators";
import { LONG_SENTENCE, sentencesOf, sharedLongSentences } from "./shared-sentences.ts";

afterEach(cleanup);

const dataFor = (detailUrl: string) => loader({ url: new URL(`https://example.test${detailUrl}`) } as unknown as Parameters<typeof loader>[0]);

/**
 * Blocks of prose and values: paragraphs, list items, data cells, FAQ questions. Headings, labels (dt,
 * th) and table captions name things and are left out.
 */
const BLOCKS = "p, li, dd, td, summary, figcaption";

/**
 * The text blocks of a rendered review, outside the legal notices (`data-aviso-legal`), without the
 * screen-reader note every external link carries (`data-nueva-pestana`, «se abre en una pestaña nueva»).
 */
function blocksOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll(BLOCKS)]
    .filter((el) => !el.closest('[data-aviso-legal], [data-interfaz="opiniones-jugadores"]'))
    .map((el) => {
      const copy = el.cloneNode(true) as Element;
      for (const note of copy.querySelectorAll("[data-nueva-pestana]")) note.remove();
      return copy.textContent ?? "";
    });
}

describe("sharedLongSentences", () => {
  const same = "Esta frase larga se repite igual en todas las reseñas del sitio, palabra por palabra.";
  it("counts a sentence once per review, with the operator's name blanked, and only from the threshold on", () => {
    const reviews = Array.from({ length: 10 }, (_, i) => ({
      name: `Op${i}`,
      blocks: [`${same} ${same}`, `Op${i} tiene una frase con su nombre que es igual en las diez reseñas del sitio.`, i < 7 ? "Una frase larga que solo está en siete de las diez reseñas de este ejemplo." : "Corta."],
    }));
    const shared = sharedLongSentences(reviews);
    expect(shared.map((s) => s.reviews)).toEqual([10, 10]);
    expect(shared.map((s) => s.sentence)).toContain(same);
    expect(shared.map((s) => s.sentence)).toContain("«operador» tiene una frase con su nombre que es igual en las diez reseñas del sitio.");
  });
  it("ignores sentences shorter than the limit", () => {
    expect(sentencesOf("Corta. Otra corta.", "X")).toEqual([]);
    expect(sentencesOf("a".repeat(LONG_SENTENCE - 2) + ".", "X")).toEqual([]);
    expect(sentencesOf("a".repeat(LONG_SENTENCE - 1) + ".", "X")).toHaveLength(1);
  });
});

describe("the ten reviews, rendered", () => {
  it("share at most 5 long sentences in 8 or more of them, legal notices aside", async () => {
    const ops = getOperators();
    const reviews: { name: string; blocks: string[] }[] = [];
    let notices = 0;
    for (const op of ops) {
      const page = await renderReview(dataFor(op.detailUrl));
      notices += page.querySelectorAll("[data-aviso-legal]").length;
      reviews.push({ name: op.name, blocks: blocksOf(page) });
      cleanup();
    }
    // The structure is there: each review has long sentences, and legal notices are marked.
    for (const r of reviews) expect(r.blocks.flatMap((b) => sentencesOf(b, r.name)).length, r.name).toBeGreaterThan(10);
    expect(notices).toBeGreaterThanOrEqual(ops.length);
    const shared = sharedLongSentences(reviews);
    expect(shared.length, shared.map((s) => `${s.reviews}× ${s.sentence}`).join("\n")).toBeLessThanOrEqual(5);
  }, 120_000);
});
