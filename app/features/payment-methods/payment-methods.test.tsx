// @vitest-environment happy-dom
/**
 * Issue 38, "done when": /metodos-de-pago/bizum lists exactly the operators whose data takes Bizum, deposit
 * and withdrawal apart. The pages are built from the operators' `paymentMethods`: change an operator's methods
 * in a copy of the data and the page data and the rendered page follow. Nothing of the owner's wording is
 * pinned: only the data's own values, the states and the routes.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getOperators, type Operator } from "~/features/operators/index.server";
import { methodNames, takesMethod, UNCHECKED, type PaymentMethod } from "~/features/operators";
import { sitemapXml } from "~/composition/sitemap.server";
import { internalLinkMap } from "~/composition/internal-links.server";
import {
  getGuides,
  getPaymentMethodsTexts,
  paymentMethodPageData,
  paymentMethodPaths,
  paymentMethodsIndexData,
  reviewPaymentLinks,
} from "./payment-methods.server";
import { PAYMENT_METHODS_PATH, methodCounts, methodPagePath, methodRows, methodsWithoutGuide, publishedPages } from "./payment-methods";
import { PaymentMethodPage } from "./payment-method-pages";
import { textsDefinition } from "./definition";

afterEach(cleanup);

const real = getOperators();

/** A copy of the data where `id` takes Bizum exactly as given (or not at all with `entry` undefined). */
function withBizum(ops: readonly Operator[], id: string, entry?: Partial<Operator["paymentMethods"][number]>): Operator[] {
  return ops.map((o) => {
    if (o.id !== id) return o;
    const rest = o.paymentMethods.filter((m) => m.method !== "Bizum");
    return { ...o, paymentMethods: entry ? [...rest, { method: "Bizum", deposit: "si", withdrawal: "sin-dato", withdrawalTime: undefined, ...entry }] : rest } as Operator;
  });
}

async function renderPage(data: NonNullable<ReturnType<typeof paymentMethodPageData>>): Promise<HTMLElement> {
  const crumbs = [{ name: "Inicio", path: "/" }];
  const Stub = createRoutesStub([{ path: "/", Component: () => <PaymentMethodPage data={data} crumbs={crumbs} /> }]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("heading", { level: 1 });
  return container;
}

describe("the method pages follow the operators' data", () => {
  it("/metodos-de-pago/bizum lists exactly the operators whose data takes Bizum, in ranking order, deposit and withdrawal as the data says", () => {
    const data = paymentMethodPageData("bizum")!;
    const expected = real.filter((o) => takesMethod(o, "Bizum"));
    expect(expected.length).toBeGreaterThan(0);
    expect(data.rows.map((r) => r.operatorId)).toEqual(expected.map((o) => o.id));
    for (const r of data.rows) {
      const entry = real.find((o) => o.id === r.operatorId)!.paymentMethods.find((m) => m.method === "Bizum")!;
      expect([r.deposit, r.withdrawal]).toEqual([entry.deposit, entry.withdrawal]);
    }
  });

  it("follows a change of one operator's methods: added deposit-only, then removed", () => {
    const notTaking = real.find((o) => !takesMethod(o, "Bizum"))!;
    const added = withBizum(real, notTaking.id, { deposit: "si", withdrawal: "no", minDeposit: 15 });
    const withIt = paymentMethodPageData("bizum", added)!;
    const row = withIt.rows.find((r) => r.operatorId === notTaking.id)!;
    expect(row).toMatchObject({ deposit: "si", withdrawal: "no", minDeposit: 15 });
    expect(withIt.rows.map((r) => r.operatorId)).toEqual(added.filter((o) => takesMethod(o, "Bizum")).map((o) => o.id));
    const before = paymentMethodPageData("bizum")!.counts;
    expect(withIt.counts).toEqual({ operators: before.operators + 1, deposit: before.deposit + 1, withdrawal: before.withdrawal });

    const taking = real.find((o) => takesMethod(o, "Bizum"))!;
    const removed = paymentMethodPageData("bizum", withBizum(real, taking.id))!;
    expect(removed.rows.map((r) => r.operatorId)).not.toContain(taking.id);
  });

  it("a method nobody takes any more has no page, and leaves the index", () => {
    const none = real.map((o) => ({ ...o, paymentMethods: o.paymentMethods.filter((m) => m.method !== "Bizum") }));
    expect(paymentMethodPageData("bizum", none)).toBeUndefined();
    expect(paymentMethodsIndexData(none).items.map((i) => i.slug)).not.toContain("bizum");
    expect(paymentMethodPageData("no-existe")).toBeUndefined();
  });

  it("counts deposit and withdrawal apart: «sin-dato» and «no» never count as «sí»", () => {
    const ops = [
      { id: "a", name: "A", rank: 1, detailUrl: "/a", paymentMethods: [{ method: "Bizum" as PaymentMethod, deposit: "si" as const, withdrawal: "si" as const, withdrawalTime: undefined }] },
      { id: "b", name: "B", rank: 2, detailUrl: "/b", paymentMethods: [{ method: "Bizum" as PaymentMethod, deposit: "si" as const, withdrawal: "no" as const, withdrawalTime: undefined }] },
      { id: "c", name: "C", rank: 3, detailUrl: "/c", paymentMethods: [{ method: "Bizum" as PaymentMethod, deposit: "sin-dato" as const, withdrawal: "sin-dato" as const, withdrawalTime: undefined }] },
    ];
    expect(methodCounts(methodRows(ops, ["Bizum"]))).toEqual({ operators: 3, deposit: 2, withdrawal: 1 });
  });

  it("a page covering several methods counts an operator once (Visa and Mastercard in «tarjeta»)", () => {
    const both = real.filter((o) => takesMethod(o, "Visa") && takesMethod(o, "Mastercard"));
    const data = paymentMethodPageData("tarjeta")!;
    expect(data.several).toBe(true);
    expect(data.counts.operators).toBe(new Set(data.rows.map((r) => r.operatorId)).size);
    expect(data.counts.operators).toBeGreaterThanOrEqual(both.length);
  });

  it("publishes a page for every method some operator takes, and none for a guide no operator backs", () => {
    const guides = getGuides();
    expect(methodsWithoutGuide(guides, real)).toEqual([]);
    const used = new Set(real.flatMap((o) => methodNames(o)));
    const published = publishedPages(guides, real);
    for (const g of guides) expect(published.includes(g)).toBe(g.methods.some((m) => used.has(m)));
    expect(paymentMethodPaths()).toEqual([PAYMENT_METHODS_PATH, ...published.map((g) => methodPagePath(g.slug))]);
  });

  it("the index lists every published method with the counts of its page", () => {
    const index = paymentMethodsIndexData();
    for (const item of index.items) expect(item.counts).toEqual(paymentMethodPageData(item.slug)!.counts);
  });
});

describe("the method page as a person reads it", () => {
  it("one row per operator taking the method, each linking to its review, with deposit, withdrawal and the check state", async () => {
    const target = real[0]!;
    // Nobody has read this operator's payments page in the copy, whatever the shipped data records.
    const ops = withBizum(real, target.id, { deposit: "si", withdrawal: "no" }).map((o) => (o.id === target.id ? { ...o, paymentMethodsCheck: undefined } : o));
    const data = paymentMethodPageData("bizum", ops)!;
    const t = getPaymentMethodsTexts();
    const page = await renderPage(data);
    const table = within(page).getByTestId("payment-method-operators");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("data-operator"))).toEqual(ops.filter((o) => takesMethod(o, "Bizum")).map((o) => o.id));
    const row = rows.find((r) => r.getAttribute("data-operator") === target.id)!;
    expect(within(row).getByRole("link", { name: target.name }).getAttribute("href")).toBe(target.detailUrl);
    expect(row.querySelector('[data-direction="deposit"]')!.textContent).toBe(t.yes);
    expect(row.querySelector('[data-direction="withdrawal"]')!.textContent).toBe(t.no);
    // No figure was given: the page says so instead of guessing.
    expect(row.textContent).toContain(t.notStated);
    // No check record in the copy: «Sin comprobar».
    expect(within(row).getByTestId("method-check").textContent).toContain(UNCHECKED);
  });

  it("an operator with a check record on its payment methods shows it as checked", async () => {
    const target = real[0]!;
    const check = { checked: "2026-11-20", checkedBy: "persona-real", checkedByName: "Persona Real", source: `${target.playUrl}pagos` };
    const ops = withBizum(real, target.id, { deposit: "si", withdrawal: "si" }).map((o) => (o.id === target.id ? { ...o, paymentMethodsCheck: check } : o));
    const page = await renderPage(paymentMethodPageData("bizum", ops)!);
    const row = page.querySelector(`tr[data-operator="${target.id}"]`)!;
    expect(row.querySelector('[data-check="comprobado"]')).not.toBeNull();
    expect(row.textContent).not.toContain(UNCHECKED);
  });
});

describe("the owner's texts: {{metodo}} and [links](/ruta)", () => {
  it("every {{metodo}} becomes the guide's method name, and the complaint note's link is a link", async () => {
    const data = paymentMethodPageData("bizum")!;
    const t = getPaymentMethodsTexts();
    for (const [key, heading] of Object.entries(data.headings)) {
      const template = { h1: t.methodH1, operators: t.operatorsHeading, operatorsIntro: t.operatorsIntro, guide: t.guideHeading }[key]!;
      expect(heading, key).not.toMatch(/\{\{|\}\}/);
      if (template.includes("{{metodo}}")) expect(heading, key).toContain(data.guide.name);
    }
    const page = await renderPage(data);
    for (const [, label, href] of t.complaintNote.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
      expect(within(page).getByRole("link", { name: label }).getAttribute("href")).toBe(href);
    }
    expect(page.textContent).not.toContain("](");
  });

  it("the content check refuses the old single-brace {metodo}, which would show as written", () => {
    expect(textsDefinition.methodH1.schema.safeParse("{{metodo}} en España").success).toBe(true);
    const old = textsDefinition.methodH1.schema.safeParse("{metodo} en España");
    expect(old.success).toBe(false);
    expect(JSON.stringify(old.error?.issues)).toContain("dos llaves");
  });
});

describe("the pages are reachable", () => {
  it("the sitemap lists /metodos-de-pago and every published method page", () => {
    const xml = sitemapXml();
    for (const p of paymentMethodPaths()) expect(xml).toContain(`${p}</loc>`);
  });

  it("every review links its methods' pages, and /comparacion links the index", () => {
    const map = internalLinkMap();
    for (const o of real) {
      for (const l of reviewPaymentLinks(methodNames(o))) expect(map.get(o.detailUrl)?.has(l.href), `${o.id} → ${l.href}`).toBe(true);
      expect(reviewPaymentLinks(methodNames(o)).length).toBe(methodNames(o).length);
    }
    expect(map.get("/comparacion")?.has(PAYMENT_METHODS_PATH)).toBe(true);
  });
});
