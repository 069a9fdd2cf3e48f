import { describe, expect, it } from "vitest";
import { pageVariables } from "~/content/page-variables";
import { TOKEN_TTL_MS } from "./mail/tokens.server";
import { CONFIRMATION_RESEND_MS, OUTBOX_RETENTION_DAYS, PENDING_RETENTION_DAYS, UNSUBSCRIBED_RETENTION_DAYS } from "./newsletter-lifecycle.server";

// The privacy policy and the newsletter pages quote the opt-in's deadlines as {{newsletter.…}}
// variables: each must be the figure the server applies, so a page never promises another one.
describe("the newsletter figures the pages quote are the server's", () => {
  const vars = pageVariables();
  const DAY_MS = 24 * 3600 * 1000;
  it.each([
    ["newsletter.confirmDays", TOKEN_TTL_MS.confirm / DAY_MS],
    ["newsletter.resendMinutes", CONFIRMATION_RESEND_MS / 60_000],
    ["newsletter.pendingDays", PENDING_RETENTION_DAYS],
    ["newsletter.unsubscribedDays", UNSUBSCRIBED_RETENTION_DAYS],
    ["newsletter.mailLogDays", OUTBOX_RETENTION_DAYS],
  ])("{{%s}} is %s", (name, figure) => {
    expect(Number.isInteger(figure) && figure > 0).toBe(true);
    expect(vars[name]).toBe(String(figure));
  });
});
