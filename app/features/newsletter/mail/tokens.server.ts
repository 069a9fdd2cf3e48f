import { createHash, randomBytes } from "node:crypto";
import { NEWSLETTER_OPT_IN } from "~/platform/site";

/**
 * Links in emails carry a random token; the database keeps only its SHA-256. A leaked database
 * (or backup) therefore holds no working link, and a token is looked up by its hash in one
 * index probe, so no comparison timing reveals anything. 32 random bytes make guessing hopeless,
 * which is why a fast hash is enough (no salt or slow KDF needed, unlike passwords).
 */

export type TokenPurpose = "confirm" | "unsubscribe";

/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm: NEWSLETTER_OPT_IN.confirmDays * 24 * 3600 * 1000,
  // An unsubscribe link must keep working while the mail sits in someone's inbox; a year
  // bounds the table. Every later mail carries a fresh link, and the mailto: never expires.
  unsubscribe: 365 * 24 * 3600 * 1000,
};

/** Days an address that never confirmed is kept (then deleted with its tokens and mail). */
export const PENDING_RETENTION_DAYS = NEWSLETTER_OPT_IN.pendingRetentionDays;

/** 43 characters of base64url: what `newToken` produces and all that a lookup accepts. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** The hash of a token from a URL, or null when it cannot be one of ours (no lookup then). */
export function tokenHashFromInput(input: string | null | undefined): string | null {
  if (typeof input !== "string" || !TOKEN_FORMAT.test(input)) return null;
  return hashToken(input);
}
