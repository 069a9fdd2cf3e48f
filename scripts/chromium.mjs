// Finds (or, as root on Debian, installs) the system Chromium the browser tests and Lighthouse use.
// Test tools cannot download their own browsers on these machines.
import { execFileSync, spawnSync } from "node:child_process";
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

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("[chromium] not found: installing Debian's chromium with apt-get …");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    } catch {
      execFileSync("apt-get", ["update"], { stdio: "inherit", env });
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    }
    const after = findChromium();
    if (after) return after;
  }
  throw new Error(
    "No Chromium found. Install it (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
