// Shared Vitest setup: component tests opt into happy-dom per file with
// `// @vitest-environment happy-dom`; Testing Library cleans up after each test.
// Any console.error a test did not expect fails it (a test that expects one mocks console.error).
import { afterEach, beforeEach, expect, vi } from "vitest";

// Testing Library's find*/waitFor give up after 1 s by default: on a machine loaded by the rest of
// the suite a rendered route took longer (review-facts: an empty <div/> at 1 s, three failures
// in one run). Those waits are hang nets, not speed assertions.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 60_000 });
}

let errors: unknown[][] = [];
const realError = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    realError(...args);
  };
});

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
  const seen = errors;
  console.error = realError;
  vi.restoreAllMocks();
  expect(seen.map((a) => a.map(String).join(" ")), "unexpected console.error").toEqual([]);
});
