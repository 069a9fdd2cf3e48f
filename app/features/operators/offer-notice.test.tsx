// @vitest-environment happy-dom
/**
 * Issue 26 item 7: every component that shows an operator's offer says who cannot receive it
 * (RD 176/2023) with the link to the guide's explanation, and shows one of the Ministry's risk
 * messages beside it — once per offer, chosen without randomness. The texts are read from
 * content/copy/compliance.yaml (shellCopy), never retyped here.
 */
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { shellCopy } from "~/features/layout/shell-copy.server";
import { reviewPageCopy } from "~/features/reviews/review-copy.server";
import { headToHeadPageCopy, headToHeadRowLabels } from "~/features/comparison/comparison-copy.server";
import { getOperators } from "~/features/operators/operators";
import { toCard } from "~/features/operators/operator-utils";
import { CasinoCard } from "./casino-card";
import { OperatorCta } from "./operator-cta";
import { OFFER_SPOTS, OfferNotice, pickRiskMessage } from "./offer-notice";
import { ReviewHero } from "../reviews/review-hero";
import { ReviewSidebar } from "../reviews/review-sidebar";
import { ReviewBonuses } from "../reviews/review-sections";
import { ComparisonItem } from "../comparison/comparison-item";
import { HeadToHeadPage } from "../comparison/head-to-head-page";
import { headToHeadRows, tally } from "../comparison/head-to-head";
import { Nodes } from "../pages/markdown";
import { findContentPage } from "../pages/pages.server";
import type { MdNode } from "../pages/markdown-nodes";

const copy = shellCopy().compliance;
const ops = getOperators();
const op = ops[0]!;

/** Renders `ui` under a root route whose loader hands the shell copy, as the site's root loader does. */
async function renderWithCopy(ui: ReactNode) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ copy: shellCopy() }), Component: Outlet, HydrateFallback: () => null, children: [{ index: true, Component: () => ui }] },
  ]);
  const result = render(<Stub initialEntries={["/"]} />);
  await screen.findAllByTestId("offer-notice");
  return result;
}

/** Every offer notice on screen carries the content's text, its link to the explanation and a risk message. */
function expectNotices(count: number) {
  const notices = screen.getAllByTestId("offer-notice");
  expect(notices).toHaveLength(count);
  for (const notice of notices) {
    expect(notice.textContent).toContain(copy.offerNotice.text);
    const link = within(notice).getByRole("link", { name: copy.offerNotice.linkLabel });
    expect(link.getAttribute("href")).toBe(copy.offerNotice.href);
    const risk = within(notice).getByTestId("risk-message").textContent;
    expect(copy.riskMessages).toContain(risk);
  }
  return notices;
}

describe("the content behind the notice", () => {
  it("has a notice, a link into the responsible-gambling guide and at least one risk message", () => {
    expect(copy.offerNotice.text.length).toBeGreaterThan(20);
    expect(copy.offerNotice.href.startsWith("/")).toBe(true);
    expect(copy.riskMessages.length).toBeGreaterThan(0);
  });

  it("the notice's link lands on a heading that exists (the guide's explanation), which lists the risk messages", () => {
    const [pagePath, anchor] = copy.offerNotice.href.split("#");
    const page = findContentPage(pagePath!);
    expect(page, pagePath).toBeDefined();
    const ids = page!.body.filter((n): n is Extract<MdNode, { t: "h" }> => n.t === "h").map((h) => h.id);
    if (anchor) expect(ids, `offerNotice.href → #${anchor}`).toContain(anchor);
    expect(page!.body.some((n) => n.t === "riskMessages")).toBe(true);
  });

  it("the bonus page carries the notice", () => {
    expect(findContentPage("/bono-bienvenida-casino")!.body.some((n) => n.t === "offerNotice")).toBe(true);
  });
});

describe("pickRiskMessage", () => {
  const messages = ["uno", "dos", "tres"];

  it("is deterministic and always one of the list", () => {
    for (const spot of OFFER_SPOTS) {
      for (let rank = 1; rank <= 12; rank++) {
        const m = pickRiskMessage(messages, rank, spot);
        expect(messages).toContain(m);
        expect(pickRiskMessage(messages, rank, spot)).toBe(m);
      }
    }
    expect(pickRiskMessage([], 1, "page")).toBeUndefined();
  });

  it("differs between neighbouring cards of a list and between the blocks of one review page", () => {
    for (let rank = 1; rank < 10; rank++) expect(pickRiskMessage(messages, rank, "home-top6")).not.toBe(pickRiskMessage(messages, rank + 1, "home-top6"));
    const review = (["review-hero", "review-sidebar", "review-bonuses"] as const).map((s) => pickRiskMessage(messages, 4, s));
    expect(new Set(review).size).toBe(3);
  });
});

describe("every offer component shows the notice once, with its link and a risk message", () => {
  it("home: a card of the ranking", async () => {
    await renderWithCopy(<CasinoCard operator={toCard(op)} />);
    expectNotices(1);
    expect(within(screen.getByTestId("casino-card")).getAllByTestId("offer-notice")).toHaveLength(1);
  });

  it("the ::operador block of an article or a page", async () => {
    await renderWithCopy(<OperatorCta operator={toCard(op)} />);
    expectNotices(1);
  });

  it("/comparacion: each operator's card", async () => {
    await renderWithCopy(
      <>
        {ops.slice(0, 3).map((o) => (
          <ComparisonItem key={o.id} operator={o} />
        ))}
      </>,
    );
    expectNotices(3);
  });

  it("a review: hero, sidebar and bonus section, each with a different risk message", async () => {
    const review = reviewPageCopy(op);
    await renderWithCopy(
      <>
        <ReviewHero operator={op} h1={op.name} />
        <ReviewSidebar operator={op} total={ops.length} copy={review} />
        <ReviewBonuses operator={op} copy={review} />
      </>,
    );
    const notices = expectNotices(3);
    if (copy.riskMessages.length >= 3) expect(new Set(notices.map((n) => within(n).getByTestId("risk-message").textContent)).size).toBe(3);
  });

  it("a head-to-head page: one per side", async () => {
    const [a, b] = [ops[0]!, ops[1]!];
    const rows = headToHeadRows(a, b, headToHeadRowLabels());
    await renderWithCopy(
      <HeadToHeadPage a={a} b={b} rows={rows} copy={headToHeadPageCopy(a, b, tally(rows))} path={`/comparar/${a.id}-vs-${b.id}`} options={ops.map((o) => ({ id: o.id, name: o.name }))} related={[]} />,
    );
    expectNotices(2);
    for (const side of screen.getAllByTestId("pair-side")) expect(within(side).getAllByTestId("offer-notice")).toHaveLength(1);
  });

  it("a content page's ::offer-notice (the bonus page) and the guide's ::risk-messages list", async () => {
    await renderWithCopy(<Nodes nodes={[{ t: "offerNotice" }, { t: "riskMessages" }]} />);
    expectNotices(1);
    const items = within(screen.getByTestId("risk-message-list")).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(copy.riskMessages);
  });

  it("renders nothing random: the same block renders the same message twice", async () => {
    const { unmount } = await renderWithCopy(<OfferNotice rank={5} spot="article" />);
    const first = screen.getByTestId("risk-message").textContent;
    unmount();
    await renderWithCopy(<OfferNotice rank={5} spot="article" />);
    expect(screen.getByTestId("risk-message").textContent).toBe(first);
  });
});
