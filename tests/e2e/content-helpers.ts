/** Helpers for reading the Markdown pages in the browser (tables, figures), shared by the page specs. */
import { expect, type Page } from "@playwright/test";

/** Every table of the page content as a reader sees it: caption and the text of each row's cells. */
export async function readTables(page: Page) {
  return page.locator("main article table").evaluateAll((tables) =>
    tables.map((t) => ({
      caption: t.querySelector("caption")?.textContent?.trim() ?? "",
      rows: [...t.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c.textContent ?? "").replace(/\s+/g, " ").trim())),
    })),
  );
}

/** Checks each spec row: one table row starting with the label whose other cells show the figures. */
export async function expectFigureRows(page: Page, rows: [string, ...string[]][]) {
  const tables = await readTables(page);
  for (const [label, ...figures] of rows) {
    const match = tables.flatMap((t) => t.rows).find((r) => r[0]!.startsWith(label) && figures.every((f) => r.slice(1).some((c) => c.includes(f))));
    expect(match, `fila «${label}» con ${figures.join(", ")} en ${page.url()}`).toBeDefined();
  }
}
