// Vitest global setup: every worker, and every server or command a test starts, seeds new PGlite
// folders from one initialised cluster instead of running initdb each time
// (scripts/lib/pglite-template.mjs).
import { usePgliteForTests } from "../scripts/lib/pglite-template.mjs";

export default async function setup() {
  await usePgliteForTests();
}
