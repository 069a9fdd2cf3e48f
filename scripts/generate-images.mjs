// Renders the project's own vector artwork to the raster images social networks and search
// engines require (share image 1200x630, logo, touch icon). Run after editing assets-src/*.svg:
//   node scripts/generate-images.mjs
// The outputs are committed, so builds never need a browser.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, ensureChromium } from "./chromium.mjs";

const jobs = [
  { src: "assets-src/og-live-table.svg", out: "public/og/mesa-casino-en-vivo.jpg", w: 1200, h: 630, type: "jpeg" },
  { src: "public/favicon.svg", out: "public/logo.png", w: 512, h: 512, type: "png" },
  { src: "public/favicon.svg", out: "public/apple-touch-icon.png", w: 180, h: 180, type: "png" },
];

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")) });
for (const job of jobs) {
  const page = await browser.newPage({ viewport: { width: job.w, height: job.h } });
  const svg = readFileSync(job.src, "utf8");
  await page.setContent(
    `<html><body style="margin:0;background:${job.type === "png" ? "#022c22" : "#111827"}">` +
      `<div style="width:${job.w}px;height:${job.h}px">${svg.replace("<svg ", `<svg width="${job.w}" height="${job.h}" `)}</div></body></html>`,
  );
  await page.screenshot({ path: job.out, type: job.type, quality: job.type === "jpeg" ? 82 : undefined, clip: { x: 0, y: 0, width: job.w, height: job.h } });
  await page.close();
  console.log(`wrote ${job.out}`);
}
await browser.close();
