import path from "node:path";
import { z } from "zod";
import { SITE_IDENTITY, SITE_NAME, SITE_URL } from "./site.ts";

/**
 * Server configuration, validated once at start-up so a typo stops the server with a clear
 * message instead of surfacing as a failed signup hours later.
 */

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const EnvSchema = z.object({
  /** Any PostgreSQL server. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  /** Where PGlite keeps its files, plus the owner lock and the operator socket. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  /** Signups per minute per client address; 0 turns the limit off. */
  NEWSLETTER_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(10),
  ),
  /**
   * Addresses the limit does not apply to, comma-separated; `loopback` means 127.0.0.0/8 and ::1;
   * `none` limits every address. Default: `loopback` while the limit itself is the built-in default
   * (behind a reverse proxy without TRUST_PROXY every visitor arrives from 127.0.0.1, and one shared
   * bucket would lock the whole world out after ten signups), `none` once NEWSLETTER_RATE_LIMIT is
   * set explicitly — whoever sets a limit means it for every client, local ones included.
   */
  NEWSLETTER_RATE_LIMIT_EXEMPT: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Most addresses not seen in the last minute that may start a signup count per minute (every
   * instance together with DATABASE_URL); 0 turns the ceiling off. Keeps the limiter's counters and
   * the confirmation mails a flood from many addresses could queue bounded.
   */
  NEWSLETTER_NEW_CLIENTS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(2000),
  ),
  /** Outgoing mail server, e.g. smtp://user:pass@host:587 (smtps:// for implicit TLS). Unset: .eml files in DATA_DIR/mail. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^/]/, "must look like smtp://user:pass@host:587 or smtps://host:465")
      .optional(),
  ),
  /** The From of every email: an address, or `Name <address>`. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().trim().max(320).optional()),
  /** Where the `mailto:` of List-Unsubscribe points (default: the MAIL_FROM address). */
  MAIL_UNSUBSCRIBE_TO: z.preprocess(emptyToUndefined, z.email().optional()),
  /** Messages the outbox worker hands to the mail server per minute, evenly spaced. */
  MAIL_RATE_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(1_000_000).default(60)),
  /** First retry delay after a failed delivery; it doubles on each attempt up to MAIL_RETRY_MAX_SECONDS. */
  MAIL_RETRY_BASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(86_400).default(30)),
  MAIL_RETRY_MAX_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(86_400).default(3600)),
  /** Origin of the links in emails; defaults to the build's SITE_URL. */
  SITE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

export interface ServerEnv {
  databaseUrl: string | undefined;
  dataDir: string;
  rateLimitPerMinute: number;
  /** Ceiling on addresses starting a signup count per minute (0 = none). */
  newClientsPerMinute: number;
  rateLimitExempt: string[];
  mail: MailEnv;
}

export interface MailEnv {
  smtpUrl: string | undefined;
  from: string;
  unsubscribeTo: string;
  ratePerMinute: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Absolute origin for links in emails, no trailing slash. */
  siteUrl: string;
}

/** The sender of every mail: the site's name and its address of content/site/identity.yaml (MAIL_FROM overrides it). */
export const DEFAULT_MAIL_FROM = `"${SITE_NAME}" <${SITE_IDENTITY.mailFrom}>`;

/** The bare address of a From value (`Name <a@b>` or `a@b`). */
export function mailAddress(from: string): string {
  const angle = /<([^<>]+)>\s*$/.exec(from);
  return (angle ? angle[1]! : from).trim();
}

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    rateLimitPerMinute: env.NEWSLETTER_RATE_LIMIT,
    newClientsPerMinute: env.NEWSLETTER_NEW_CLIENTS_PER_MINUTE,
    rateLimitExempt: (env.NEWSLETTER_RATE_LIMIT_EXEMPT ?? (source.NEWSLETTER_RATE_LIMIT?.trim() ? "none" : "loopback"))
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "" && s !== "none"),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      unsubscribeTo: env.MAIL_UNSUBSCRIBE_TO ?? mailAddress(env.MAIL_FROM ?? DEFAULT_MAIL_FROM),
      ratePerMinute: env.MAIL_RATE_PER_MINUTE,
      retryBaseMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
      retryMaxMs: Math.max(env.MAIL_RETRY_MAX_SECONDS, env.MAIL_RETRY_BASE_SECONDS) * 1000,
      siteUrl: (env.SITE_URL ?? SITE_URL).replace(/\/+$/, ""),
    },
  };
}

/**
 * The settings read one by one where they are used (the rest are parseEnv's, validated at start-up).
 * This module is the only reader of process.env in app/ and server/ (lint: eslint.config.js), so every
 * setting the site reads is named here or in EnvSchema (README's table describes them).
 */
export type ConfigName =
  | "CONTENT_DIR"
  | "LOG_REQUESTS"
  | "RATE_LIMIT_QUERY_TIMEOUT_MS"
  | "PGLITE_TEMPLATE_DIR"
  | "NODE_ENV"
  | "PORT"
  | "HOST"
  | "TRUST_PROXY"
  | "NOT_FOUND_RENDERS_PER_SECOND"
  | "PAGE_CACHE_MB"
  | "BUILD_DIR"
  | "RELEASES_DIR"
  | "SITE_URL"
  | "PUBLISHER_JSON"
  | "SITE_IDENTITY_JSON";

/** One setting's raw value (undefined when unset). */
export function configValue(name: ConfigName): string | undefined {
  return process.env[name];
}

/** The whole environment, for the parsers that take it as an argument (admin credentials, postback secrets, the editor's switch) and tests that pass their own. */
export function configSource(): NodeJS.ProcessEnv {
  return process.env;
}

/**
 * Sets a setting when it is unset or empty (server/index.ts: NODE_ENV from the way the server was started;
 * the owner's commands: PUBLISHER_JSON from content/site/publisher.yaml, app/platform/publisher-env.cli.ts).
 */
export function defaultConfigValue(name: ConfigName, value: string): void {
  process.env[name] ||= value;
}

/** Never print the SMTP password. */
export function describeSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}`;
  } catch {
    return "smtp://(unparseable URL)";
  }
}

/** Never print credentials: keep host, port and database name only. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `postgresql://${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "postgresql://(unparseable URL)";
  }
}

/**
 * A whole-number setting of the server (PAGE_CACHE_MB, NOT_FOUND_RENDERS_PER_SECOND): digits only (spaces
 * around allowed), at most `maxDigits`; unset or empty: `fallback`. A refused value stops the server with a
 * Spanish reason, which the owner reads in the service's log.
 */
export function parseWholeNumberSetting(
  name: string,
  value: string | number | undefined,
  o: { fallback: number; maxDigits: number; unit: string; zero: string },
): number {
  if (value === undefined || (typeof value === "string" && value.trim() === "")) return o.fallback;
  const n = typeof value === "number" ? value : new RegExp(`^\\s*\\d{1,${o.maxDigits}}\\s*$`).test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** o.maxDigits) {
    throw new Error(`${name}=${JSON.stringify(String(value).slice(0, 40))} no vale: escribe un número entero ${o.unit} (por defecto ${o.fallback}), o 0 para ${o.zero}.`);
  }
  return n;
}
