import { expect, test } from "@playwright/test";

// Run only by tests/integration/runner.test.mjs through scripts/run-e2e.mjs: the first test kills
// the server under test, as a crash would; the runner must stop the run and say why.
test("the server under test is killed", async ({ request }) => {
  expect((await request.get("/healthz")).ok()).toBe(true);
  process.kill(Number(process.env.E2E_SERVER_PID), "SIGKILL");
});

for (let i = 0; i < 30; i++) {
  test(`a later test that needs the server (${i})`, async ({ request }) => {
    expect((await request.get("/")).ok()).toBe(true);
  });
}
