import { eventLog } from "../../platform/log.server.ts";
import { DatabaseUnavailableError, describeError, isConnectionError, type Db } from "../../platform/db/db.server.ts";
import { json, readJsonPost } from "../../platform/json-request.server.ts";
import type { RateLimiter } from "../../platform/rate-limit.server.ts";
import { EmailLimitError, OPINIONS_PER_EMAIL_PER_DAY, OpinionSchema, submitOpinion } from "./opinions.server.ts";
import { OPINION_LIMITS } from "./opinions-links.ts";
import { getOpinionTexts } from "./opinion-texts.server.ts";
import { fillTemplate } from "../../platform/text.ts";

/**
 * POST /api/opiniones: an opinion from the review's form. The newsletter signup's rules, in the same
 * order (docs/decisions/0010 and 0280): method, origin, rate per address, type, size; then parsing,
 * validation, consent, honeypot, the rate per email; then ONE transaction (opinion, links, email).
 * Every answer is a small JSON object with a Spanish message; nothing logged holds the address.
 */

/** A 4,000-character text is at most ~24 KB as JSON (\uXXXX escapes); more is not an opinion. */
export const MAX_BODY_BYTES = 32_768;

const said = () => getOpinionTexts().messages;
const limits = (text: string, min: number, max: number) => fillTemplate(text, { min: String(min), max: max.toLocaleString("es-ES") });

/**
 * The endpoint's answers. What the person filling the form reads is the owner's (content/site/opiniones.yaml,
 * `messages`: read when asked, so the getters); the answers to requests no form sends stay here.
 */
export const OPINION_MESSAGES = {
  get created() {
    return said().created;
  },
  get emailMissing() {
    return said().emailMissing;
  },
  get emailInvalid() {
    return said().emailInvalid;
  },
  get operator() {
    return said().operator;
  },
  get rating() {
    return said().rating;
  },
  get title() {
    return limits(said().title, OPINION_LIMITS.titleMin, OPINION_LIMITS.titleMax);
  },
  get text() {
    return limits(said().text, OPINION_LIMITS.textMin, OPINION_LIMITS.textMax);
  },
  get customerSince() {
    return said().customerSince;
  },
  get consentMissing() {
    return said().consentMissing;
  },
  get rateLimited() {
    return said().rateLimited;
  },
  get emailLimited() {
    return fillTemplate(said().emailLimited, { n: String(OPINIONS_PER_EMAIL_PER_DAY) });
  },
  get unavailable() {
    return said().unavailable;
  },
  field: (name: string) => `El campo «${name}» no es válido.`,
  badJson: "El cuerpo de la solicitud no es un JSON válido.",
  notObject: "El cuerpo de la solicitud debe ser un objeto JSON.",
  rejected: "No hemos podido procesar la opinión.",
  crossOrigin: "No se aceptan opiniones enviadas desde otro sitio web.",
  method: "Método no permitido: usa POST.",
  tooLarge: "La solicitud es demasiado grande.",
  mediaType: "El contenido debe enviarse como JSON (Content-Type: application/json).",
  internal: "Se ha producido un error interno. Inténtalo de nuevo.",
};

const FIELD_MESSAGES: Record<string, () => string> = {
  operator: () => OPINION_MESSAGES.operator,
  rating: () => OPINION_MESSAGES.rating,
  title: () => OPINION_MESSAGES.title,
  text: () => OPINION_MESSAGES.text,
  customer_since: () => OPINION_MESSAGES.customerSince,
};

export interface OpinionsEndpointContext {
  clientAddress?: string;
  getDatabase: () => Promise<Db>;
  /** Per client address (the signup's rule). */
  rateLimiter: RateLimiter;
  /** Per email address, keyed by the normalised address. */
  emailRateLimiter: RateLimiter;
  mailQueued?: () => void;
  allowedOrigins?: string[];
  log?: Pick<Console, "warn" | "error">;
}

const fail = (status: number, error: string, headers?: Record<string, string>, field?: string) =>
  json(status, field ? { error, field } : { error }, headers);

const LOG = eventLog("opinion_post");

export async function handleOpinionPost(request: Request, ctx: OpinionsEndpointContext): Promise<Response> {
  const log = ctx.log ?? LOG;
  const read = await readJsonPost(request, { ...ctx, maxBytes: MAX_BODY_BYTES, messages: OPINION_MESSAGES });
  if ("refusal" in read) return read.refusal;
  const payload = read.payload;

  const parsed = OpinionSchema.safeParse(payload);
  if (!parsed.success) {
    // The first field in the form's order, so the message matches what the person sees first.
    const order = ["operator", "rating", "title", "text", "customer_since", "email", "consent_version", "website"];
    const fields = parsed.error.issues.map((i) => String(i.path[0] ?? ""));
    const field = order.find((f) => fields.includes(f)) ?? fields[0] ?? "";
    if (field === "email") {
      const raw = (payload as { email?: unknown }).email;
      const missing = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
      return fail(400, missing ? OPINION_MESSAGES.emailMissing : OPINION_MESSAGES.emailInvalid, undefined, field);
    }
    if (field === "consent_version") return fail(400, OPINION_MESSAGES.consentMissing, undefined, field);
    return fail(400, FIELD_MESSAGES[field]?.() ?? OPINION_MESSAGES.field(field), undefined, field);
  }
  // Consent is recorded, never assumed (the signup's rule, issue 42): the form sends the version of
  // the text the person accepted; a `consent` field that is anything but exactly `true` is a no.
  if (parsed.data.consent_version === undefined || ("consent" in payload && (payload as { consent?: unknown }).consent !== true)) {
    return fail(400, OPINION_MESSAGES.consentMissing, undefined, "consent_version");
  }
  if (parsed.data.website) return fail(400, OPINION_MESSAGES.rejected);

  const perEmail = await ctx.emailRateLimiter.check(parsed.data.email);
  if (!perEmail.ok) return fail(429, OPINION_MESSAGES.rateLimited, { "Retry-After": String(perEmail.retryAfter) });

  try {
    const db = await ctx.getDatabase();
    await submitOpinion(db, parsed.data);
    ctx.mailQueued?.();
    return json(201, { ok: true, message: OPINION_MESSAGES.created });
  } catch (error) {
    if (error instanceof EmailLimitError) return fail(429, OPINION_MESSAGES.emailLimited, { "Retry-After": "3600" });
    if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
      log.warn(`[opinions] opinion refused, database unavailable: ${describeError(error)}`);
      return fail(503, OPINION_MESSAGES.unavailable, { "Retry-After": "30" });
    }
    log.error(`[opinions] opinion failed: ${describeError(error)}`);
    return fail(500, OPINION_MESSAGES.internal);
  }
}
