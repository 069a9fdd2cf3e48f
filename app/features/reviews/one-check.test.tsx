// @vitest-environment happy-dom
/**
 * Issue 37, "done when": after one offer check by a real author, the review shows that offer's date,
 * author and source, and nothing else is checked. The operator goes through operatorsFrom (the loader's
 * own path: the author's name joins the record) with a temporary author map, then the review renders as
 * the route does. Nothing of the owner's wording is pinned: only the states and the record's own values.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/features/reviews/routes/review";
import { renderReview } from "../../../tests/support/render-review";
import { getCriteria } from "~/features/methodology/methodology";
import { getOperators, operatorFileData, operatorsFrom } from "~/features/operators/operators";
import { formatDateLong } from "~/platform/format";

afterEach(cleanup);

const text = (el: Element) => (el.textContent ?? "").replace(/\u00a0/g, " ").replace(/\s+/g, " ");

describe("one offer check by a real author", () => {
  it("shows that offer's date, author and source wherever the offer is, and every other datum unchecked", async () => {
    const base = getOperators().find((o) => o.facts.length > 0)!;
    const file = operatorFileData(base);
    const check = { checked: "2026-11-02", checkedBy: "persona-real-de-prueba", source: base.termsUrl };
    const { operators } = operatorsFrom(
      // The owner's own records are set aside: this page has exactly one.
      [{ id: base.id, data: { ...file, offer: { ...file.offer, check }, licenseCheck: undefined, facts: file.facts.map(({ key, value }) => ({ key, value })) } }],
      new Map([["persona-real-de-prueba", "Persona Real De Prueba"]]),
      getCriteria(),
    );
    const op = operators[0]!;
    const data = loader({ url: new URL(`https://example.test${base.detailUrl}`) } as unknown as Parameters<typeof loader>[0]);
    const page = await renderReview({ ...data, operator: op });

    const checked = [...page.querySelectorAll('[data-check="comprobado"]')];
    expect(checked.length).toBeGreaterThan(0);
    for (const el of checked) {
      // Only the offer's record: inside an offer block, with its date, its author and a link to its source.
      expect(el.closest('[data-testid="offer-checked"]'), text(el)).not.toBeNull();
      expect(text(el)).toContain(`Comprobado el ${formatDateLong(check.checked)} por Persona Real De Prueba`);
      expect(el.querySelector("time")?.getAttribute("datetime")).toBe(check.checked);
      expect(el.querySelector("a")?.getAttribute("href")).toBe(check.source);
    }
    // Every «Comprobado el» of the page is one of those records; nothing else claims a check.
    expect(text(page).match(/Comprobado el/g)?.length).toBe(checked.length);
    // The facts and the licence stay the operator's claim.
    for (const f of op.facts) {
      expect(page.querySelector(`[data-testid="dato-${f.key}"] [data-check]`)?.getAttribute("data-check"), f.key).toBe("sin-comprobar");
    }
    expect(page.querySelector('#licencia [data-check]')?.getAttribute("data-check")).toBe("sin-comprobar");
    expect(page.querySelector('[data-testid="licence-unscored"]')).not.toBeNull();
  });

  it("without any record the review claims no check at all", async () => {
    const base = getOperators()[0]!;
    const file = operatorFileData(base);
    const { check: _c, ...offer } = file.offer;
    const { operators } = operatorsFrom([{ id: base.id, data: { ...file, offer, licenseCheck: undefined, facts: file.facts.map(({ key, value }) => ({ key, value })) } }], new Map(), getCriteria());
    const data = loader({ url: new URL(`https://example.test${base.detailUrl}`) } as unknown as Parameters<typeof loader>[0]);
    const page = await renderReview({ ...data, operator: operators[0]! });
    expect(page.querySelectorAll('[data-check="comprobado"]')).toHaveLength(0);
    expect(text(page)).not.toMatch(/Comprobad[oa]s? el/);
    expect(page.querySelectorAll('[data-check="sin-comprobar"]').length).toBeGreaterThan(0);
  });

  it("one check of a scored datum of the sheet (payment methods) shows beside that datum only, in full", async () => {
    const base = getOperators()[0]!;
    const file = operatorFileData(base);
    const { check: _c, ...offer } = file.offer;
    const check = { checked: "2026-11-03", checkedBy: "persona-real-de-prueba", source: `${base.playUrl}ayuda/pagos` };
    const { operators } = operatorsFrom(
      [{ id: base.id, data: { ...file, offer, licenseCheck: undefined, facts: file.facts.map(({ key, value }) => ({ key, value })), paymentMethodsCheck: check } }],
      new Map([["persona-real-de-prueba", "Persona Real De Prueba"]]),
      getCriteria(),
    );
    const data = loader({ url: new URL(`https://example.test${base.detailUrl}`) } as unknown as Parameters<typeof loader>[0]);
    const page = await renderReview({ ...data, operator: operators[0]! });
    const checked = [...page.querySelectorAll('[data-check="comprobado"]')];
    expect(checked.length).toBeGreaterThan(0);
    for (const el of checked) {
      expect(el.closest('[data-testid="check-metodos-pago"]'), text(el)).not.toBeNull();
      expect(text(el)).toContain(`Comprobado el ${formatDateLong(check.checked)} por Persona Real De Prueba`);
      expect(el.querySelector("a")?.getAttribute("href")).toBe(check.source);
    }
    // The other scored data of the sheet stay the operator's claim.
    for (const dato of ["deposito-minimo", "juegos", "app", "juego-responsable"]) {
      const notes = [...page.querySelectorAll(`[data-testid="check-${dato}"] [data-check]`)];
      expect(notes.length, dato).toBeGreaterThan(0);
      for (const n of notes) expect(text(n), dato).toBe("Según el operador · Sin comprobar");
    }
  });
});
