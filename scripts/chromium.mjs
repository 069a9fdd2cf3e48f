// Finds (or, as root on Debian, installs) the system browsers: the tests' headless shell and the full
// Chromium that Lighthouse and the INP measurements use. Test tools cannot download their own
// browsers on these machines.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";

/** The flags every Chromium of the tests and tools runs with (Playwright adds its own headless mode). */
export const CHROMIUM_BASE_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** The base flags in Chromium's own headless mode: for the tools that launch it themselves. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_BASE_FLAGS];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** Installs a Debian package with apt-get when running as root on Debian; false when that is not possible or failed. */
function aptInstall(pkg) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`[chromium] not found: installing Debian's ${pkg} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env });
  try {
    install();
  } catch {
    try {
      execFileSync("apt-get", ["update"], { stdio: "inherit", env });
      install();
    } catch {
      return false;
    }
  }
  return true;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (aptInstall("chromium")) {
    const after = findChromium();
    if (after) return after;
  }
  throw new Error(
    "No Chromium found. Install it (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.",
  );
}

/**
 * Chromium's headless shell from Debian (package `chromium-headless-shell`, built from the same
 * Chromium source as `chromium`: the same Blink and V8), the browser Playwright itself uses for
 * headless tests. It has no browser UI layer to run: measured on the 286 browser tests, 18 % less
 * CPU in Chromium's processes (the browser process half), the same results (decision 0220).
 */
const TEST_CANDIDATES = ["/usr/bin/chromium-headless-shell"];

/** CHROME_PATH when that file exists, else the headless shell when installed, else null. */
function presetTestChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return TEST_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** The browser of the tests: CHROME_PATH when set, else the headless shell, else the full Chromium. */
export function findTestChromium() {
  return presetTestChromium() ?? findChromium();
}

/**
 * The browser for the tests (Playwright, the JS budget): CHROME_PATH when set; else Debian's
 * headless shell, installed with apt-get as root when missing; else the full Chromium (installed
 * as `ensureChromium` does). Lighthouse, `npm run inp` and the page traces keep the full Chromium:
 * they measure what a visitor's browser does.
 */
export function ensureTestChromium() {
  const preset = presetTestChromium();
  if (preset) return preset;
  if (aptInstall("chromium-headless-shell")) {
    const after = TEST_CANDIDATES.find((p) => existsSync(p));
    if (after) return after;
  }
  const full = findChromium();
  if (full) {
    console.log(`[chromium] no headless shell (Debian package chromium-headless-shell): the tests use ${full}.`);
    return full;
  }
  return ensureChromium();
}

/**
 * `ensureTestChromium` in a child process, so that `npm test` can make the PGlite
 * template meanwhile (apt-get's download is mostly waiting). apt-get's output is passed through.
 * @returns {Promise<string>}
 */
export function ensureTestChromiumAsync() {
  const preset = presetTestChromium();
  if (preset) return Promise.resolve(preset);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--tests"], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = out.trimEnd().split("\n");
      const found = lines.pop() ?? "";
      if (lines.length) console.log(lines.join("\n"));
      if (code === 0 && existsSync(found)) resolve(found);
      else reject(new Error(`No browser for the tests (exit ${code}).`));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(process.argv.includes("--tests") ? ensureTestChromium() : ensureChromium());
}
