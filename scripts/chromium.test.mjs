import { spawnSync } from "node:child_process";
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

  it("is the same without blocking, and the command line that finds it in a child process prints it last", async () => {
    process.env.CHROME_PATH = process.execPath;
    expect(await ensureTestChromiumAsync()).toBe(process.execPath);
    // What ensureTestChromiumAsync runs when nothing is installed yet (then apt-get's lines come first).
    const cli = spawnSync(process.execPath, ["scripts/chromium.mjs", "--tests"], { env: { ...process.env, CHROME_PATH: process.execPath }, encoding: "utf8" });
    expect(cli.status).toBe(0);
    expect(cli.stdout.trimEnd().split("\n").at(-1)).toBe(process.execPath);
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
