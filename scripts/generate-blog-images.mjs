// Renders each blog hero (public/images/blog/<slug>.svg, drawn by the project) to the JPEG that
// share scrapers need (public/og/blog/<slug>.jpg, 1200x630): they do not accept SVG. Run after
// adding or editing a post's illustration:
//   node scripts/generate-blog-images.mjs
// The outputs are committed, so builds never need a browser.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, ensureChromium } from "./chromium.mjs";

const SRC = "public/images/blog";
const OUT = "public/og/blog";
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")) });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const file of readdirSync(SRC).filter((f) => f.endsWith(".svg")).sort()) {
  const svg = readFileSync(path.join(SRC, file), "utf8");
  await page.setContent(`<html><body style="margin:0"><div style="width:1200px;height:630px">${svg}</div></body></html>`);
  const out = path.join(OUT, file.replace(/\.svg$/, ".jpg"));
  await page.screenshot({ path: out, type: "jpeg", quality: 82, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`wrote ${out}`);
}
await browser.close();
