// Shared Vitest setup: component tests opt into happy-dom per file with
// `// @vitest-environment happy-dom`; Testing Library cleans up after each test.
import { afterEach } from "vitest";

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
