import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>), so clicks are handled. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
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

export const test = base.extend<{ allowConsoleErrors: RegExp | null; reusedPage: Page }, { sharedPage: Page }>({
  allowConsoleErrors: [null, { option: true }],
  // Every test that opens `page` fails on an unexpected console error or uncaught page error. The
  // check lives in the page fixture itself, so a test that only sends requests (`request`) does not
  // open a browser context and page for nothing (it could not log a console error anyway).
  // Pages are readable before their scripts run; a person's click comes after hydration, so
  // navigation helpers wait for it too (only for HTML documents).
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors = collectConsoleErrors(page, () => allowConsoleErrors);
    for (const method of ["goto", "reload"] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
    expect(errors, "console errors").toEqual([]);
  },
  // One page per worker, reused test after test, for read-only sweeps over many URLs (every URL
  // hydrates; axe per template) where isolation is not what is tested: the browser's cache keeps
  // the shared scripts and styles between pages, as it does for a visitor. Tests that use it must
  // not change state (storage, cookies). Its `goto` waits for hydration like `page`'s.
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
      const page = await context.newPage();
      const original = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await original(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
        return response;
      };
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  // The shared page for one test, failing it on a console error or uncaught page error logged
  // while the test ran — the same check the `page` fixture makes.
  reusedPage: async ({ sharedPage, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() !== "error") return;
      if (allowConsoleErrors?.test(msg.text())) return;
      errors.push(msg.text());
    };
    const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
    sharedPage.on("console", onConsole);
    sharedPage.on("pageerror", onPageError);
    await use(sharedPage);
    sharedPage.off("console", onConsole);
    sharedPage.off("pageerror", onPageError);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/** Stores a cookie choice before any page script runs (hides the notice). */
export async function setConsent(page: Page, value: "accepted" | "rejected") {
  await page.addInitScript((v) => window.localStorage.setItem("cookie-consent", v), value);
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}
