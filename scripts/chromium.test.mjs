import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ensureTestChromium, ensureTestChromiumAsync, findChromium, findTestChromium } from "./chromium.mjs";

const saved = process.env.CHROME_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = saved;
});

describe("the tests' browser", () => {
  it("is CHROME_PATH when that file exists, without installing anything", () => {
    process.env.CHROME_PATH = process.execPath; // any existing file stands in for a browser here
    expect(findTestChromium()).toBe(process.execPath);
    expect(ensureTestChromium()).toBe(process.execPath);
  });

  it("is found the same way in a child process (npm test installs it while fetching Node 24)", async () => {
    process.env.CHROME_PATH = process.execPath;
    expect(await ensureTestChromiumAsync()).toBe(process.execPath);
    process.env.CHROME_PATH = "/nonexistent/chromium";
    const found = findTestChromium();
    if (found) expect(await ensureTestChromiumAsync()).toBe(found);
  });

  it("is the headless shell when there is one, else the full Chromium (a CHROME_PATH that does not exist is ignored)", () => {
    process.env.CHROME_PATH = "/nonexistent/chromium";
    const shell = "/usr/bin/chromium-headless-shell";
    if (existsSync(shell)) expect(findTestChromium()).toBe(shell);
    else expect(findTestChromium()).toBe(findChromium());
    // Lighthouse and INP keep the full browser: never the shell.
    expect(findChromium()).not.toBe(shell);
  });
});
