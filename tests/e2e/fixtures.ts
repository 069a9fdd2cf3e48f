import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>), so clicks are handled. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
}

/** Collects the console errors and uncaught page errors of `page` that `allow` does not match. */
export function collectConsoleErrors(page: Page, allow: () => RegExp | null): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    if (allow()?.test(text)) return;
    errors.push(text);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** A cookie choice stored before any page script runs, or none (the notice shows). */
export type Consent = "accepted" | "rejected" | null;

/** Makes `page.goto` wait for hydration after an HTML document, as a person's click comes after it. */
function gotoWaitsForHydration(page: Page) {
  for (const method of ["goto", "reload"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
      return response;
    };
  }
}

export const test = base.extend<
  { allowConsoleErrors: RegExp | null; reusedPageConsent: Consent; reusedPage: Page },
  { sharedPages: { get(key: { viewport: { width: number; height: number } | null; isMobile: boolean; hasTouch: boolean; consent: Consent }): Promise<Page> } }
>({
  allowConsoleErrors: [null, { option: true }],
  // The cookie choice of the worker's reused page for the tests of a file or group (test.use).
  reusedPageConsent: [null, { option: true }],
  // Every test that opens `page` fails on an unexpected console error or uncaught page error. The
  // check lives in the page fixture itself, so a test that only sends requests (`request`) does not
  // open a browser context and page for nothing (it could not log a console error anyway).
  // Pages are readable before their scripts run; a person's click comes after hydration, so
  // navigation helpers wait for it too (only for HTML documents).
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors = collectConsoleErrors(page, () => allowConsoleErrors);
    gotoWaitsForHydration(page);
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  // Pages kept by the worker, one per screen size (viewport, isMobile, hasTouch) and cookie choice,
  // each in its own browser context, opened on first use and reused test after test: a fresh context
  // costs a new renderer and a cold cache (every script and style again) for each test. The browser's
  // cache keeps the shared scripts and styles between pages, as it does for a visitor.
  sharedPages: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const pages = new Map<string, Promise<Page>>();
      const contexts: BrowserContext[] = [];
      await use({
        get({ viewport, isMobile, hasTouch, consent }) {
          const key = JSON.stringify([viewport, isMobile, hasTouch, consent]);
          let page = pages.get(key);
          if (!page) {
            page = (async () => {
              const context = await browser.newContext({ baseURL, locale, timezoneId, userAgent, deviceScaleFactor, viewport, isMobile, hasTouch });
              contexts.push(context);
              // Before every document's scripts, so a test's clicks cannot leave another choice behind.
              if (consent) await context.addInitScript((v) => window.localStorage.setItem("cookie-consent", v), consent);
              const p = await context.newPage();
              gotoWaitsForHydration(p);
              return p;
            })();
            pages.set(key, page);
          }
          return page;
        },
      });
      for (const context of contexts) await context.close();
    },
    { scope: "worker" },
  ],
  // For tests that read pages without changing what outlives a navigation (no storage, cookies,
  // permissions, routes or init scripts of their own; in-page clicks are fine, since every test
  // starts with its own `goto`): the worker's page for the test's screen size (test.use viewport,
  // isMobile, hasTouch) and `reusedPageConsent`. It fails the test on a console error or uncaught
  // page error logged while the test ran — the same check the `page` fixture makes.
  reusedPage: async ({ sharedPages, viewport, isMobile, hasTouch, reusedPageConsent, allowConsoleErrors }, use) => {
    const page = await sharedPages.get({ viewport, isMobile, hasTouch, consent: reusedPageConsent });
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() !== "error") return;
      if (allowConsoleErrors?.test(msg.text())) return;
      errors.push(msg.text());
    };
    const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await use(page);
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/** Stores a cookie choice before any page script runs (hides the notice). */
export async function setConsent(page: Page, value: "accepted" | "rejected") {
  await page.addInitScript((v) => window.localStorage.setItem("cookie-consent", v), value);
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's WCAG violations, by axe.run() in the page itself ("legacy mode"). The default mode runs
 * axe in each frame, then opens a blank page in the test's context, loads axe there a second time and
 * sends it every frame's partial results to merge: a page and an axe load per check, for pages that
 * have no frames from another origin (none here; the results are the same, checked on pages with
 * violations put in). About 0.6 CPU s less per check.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

/** The items of a FAQ (app/ui/accordion.tsx: native `<details name>`, no script), and the parts of each. */
export function faqParts(root: Locator) {
  const items = root.locator("details");
  return {
    items,
    question: (item: Locator) => item.locator("summary"),
    answer: (item: Locator) => item.locator(":scope > :not(summary)"),
    /** The item whose question heading reads `question`. */
    byQuestion: (question: string) => items.filter({ has: root.page().getByRole("heading", { name: question, exact: true }) }),
  };
}

/**
 * A FAQ as a visitor uses it: `count` questions, all closed; a click opens one, opening another
 * closes the first, the open one closes again; Enter on a focused question opens it too.
 */
export async function expectSingleOpenFaq(root: Locator, count: number) {
  const { items, question, answer } = faqParts(root);
  await expect(items).toHaveCount(count);
  const first = items.first();
  const last = items.last();
  for (const item of await items.all()) {
    await expect(item).toHaveJSProperty("open", false);
    await expect(answer(item)).toBeHidden();
  }
  await question(first).click();
  await expect(first).toHaveJSProperty("open", true);
  await expect(answer(first)).toBeVisible();
  if (count > 1) {
    await question(last).click();
    await expect(last).toHaveJSProperty("open", true);
    await expect(first).toHaveJSProperty("open", false);
    await expect(answer(first)).toBeHidden();
    await expect(answer(last)).toBeVisible();
  }
  await question(last).click();
  await expect(last).toHaveJSProperty("open", false);
  await expect(answer(last)).toBeHidden();
  await question(first).focus();
  await root.page().keyboard.press("Enter");
  await expect(first).toHaveJSProperty("open", true);
  await question(first).click();
  await expect(first).toHaveJSProperty("open", false);
}
