import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every browser test fails on an unexpected console error or uncaught page error. */
/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>), so clicks are handled. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
}

export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp | null }>({
  // Pages are readable before their scripts run; a person's click comes after hydration, so
  // navigation helpers wait for it too (only for HTML documents).
  page: async ({ page }, use) => {
    for (const method of ["goto", "reload"] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  allowConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      if (allowConsoleErrors?.test(text)) return;
      errors.push(text);
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
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
