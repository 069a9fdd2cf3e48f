import { eventLog } from "../../platform/log.server.ts";
import { DatabaseUnavailableError, describeError, isConnectionError, type Db } from "../../platform/db/db.server.ts";
import { QueueFullError, QueueTimeoutError } from "../../platform/db/batch-writer.server.ts";
import { SignupSchema, subscribe } from "./newsletter.server.ts";
import type { RateLimiter } from "../../platform/rate-limit.server.ts";
import { json, readJsonPost } from "../../platform/json-request.server.ts";

export { json };

/**
 * POST /api/newsletter: the signup's write path (POST /api/opiniones follows the same rules). Cheap checks first (method, origin,
 * rate, type, size), then parsing and validation, then one INSERT. Every answer is a small JSON
 * object with a Spanish message: never an HTML error page, never a stack trace. Nothing logged
 * here contains the email address.
 */

/** Generous for the ~15 short fields of a signup (a real one is well under 1 KB). */
export const MAX_BODY_BYTES = 4096;

export const MESSAGES = {
  created: "Te has suscrito correctamente a nuestra newsletter.",
  duplicate: "Este email ya está registrado en nuestra newsletter",
  emailMissing: "Por favor, introduce tu email",
  emailInvalid: "El email no es válido.",
  field: (name: string) => `El campo «${name}» no es válido.`,
  badJson: "El cuerpo de la solicitud no es un JSON válido.",
  notObject: "El cuerpo de la solicitud debe ser un objeto JSON.",
  rejected: "No hemos podido procesar la suscripción.",
  consentMissing: "Falta tu consentimiento: la suscripción se envía desde el formulario, que registra la versión del aviso que aceptas.",
  crossOrigin: "No se aceptan suscripciones enviadas desde otro sitio web.",
  method: "Método no permitido: usa POST.",
  tooLarge: "La solicitud es demasiado grande.",
  mediaType: "El contenido debe enviarse como JSON (Content-Type: application/json).",
  rateLimited: "Demasiados intentos seguidos. Espera un minuto y vuelve a intentarlo.",
  unavailable: "El servicio de suscripción no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
  internal: "Se ha producido un error interno. Inténtalo de nuevo.",
} as const;

type Log = Pick<Console, "warn" | "error">;

export interface EndpointContext {
  /** The client's address as the socket saw it (or as a trusted proxy reported it). */
  clientAddress?: string;
  getDatabase: () => Promise<Db>;
  rateLimiter: RateLimiter;
  /** Called after a signup is stored: its confirmation email may be waiting in the outbox. */
  mailQueued?: () => void;
  /** Extra origins allowed to post (the canonical site origin); the request's own host always is. */
  allowedOrigins?: string[];
  log?: Log;
}

const fail = (status: number, error: string, headers?: Record<string, string>) => json(status, { error }, headers);

const SIGNUP_LOG = eventLog("newsletter_signup");


export async function handleNewsletterPost(request: Request, ctx: EndpointContext): Promise<Response> {
  const log = ctx.log ?? SIGNUP_LOG;
  const read = await readJsonPost(request, { ...ctx, maxBytes: MAX_BODY_BYTES, messages: MESSAGES });
  if ("refusal" in read) return read.refusal;
  const payload = read.payload;

  const parsed = SignupSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    if (field === "email") {
      const raw = (payload as { email?: unknown }).email;
      const missing = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
      return json(400, { error: missing ? MESSAGES.emailMissing : MESSAGES.emailInvalid, field });
    }
    return json(400, { error: MESSAGES.field(field), field });
  }
  // Consent is recorded, never assumed: the form sends the version of the notice the person saw
  // (consent_version). Without it nothing is stored; nor with a `consent` field that is anything
  // but exactly `true` ("false", 0, "no", null… are not a yes; issue 42).
  if (parsed.data.consent_version === undefined || ("consent" in payload && (payload as { consent?: unknown }).consent !== true)) {
    return json(400, { error: MESSAGES.consentMissing, field: "consent_version" });
  }
  // The honeypot field is hidden from people and from assistive technology: only bots fill it.
  if (parsed.data.website) return fail(400, MESSAGES.rejected);

  try {
    const db = await ctx.getDatabase();
    const result = await subscribe(db, parsed.data);
    ctx.mailQueued?.();
    if (result.status === "duplicate") return json(409, { code: "23505", error: MESSAGES.duplicate });
    return json(201, { ok: true, message: MESSAGES.created });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
      log.warn(`[newsletter] signup refused, database unavailable: ${describeError(error)}`);
      return fail(503, MESSAGES.unavailable, { "Retry-After": "30" });
    }
    if (error instanceof QueueFullError || error instanceof QueueTimeoutError) {
      // More signups waiting than the writer keeps: the database is far behind (or stalled).
      log.warn(`[newsletter] signup refused, ${describeError(error)}`);
      return fail(503, MESSAGES.unavailable, { "Retry-After": "30" });
    }
    log.error(`[newsletter] signup failed: ${describeError(error)}`);
    return fail(500, MESSAGES.internal);
  }
}
