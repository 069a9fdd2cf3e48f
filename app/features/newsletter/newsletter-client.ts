/**
 * Browser side of the newsletter signup, kept apart from the form component so every rule of
 * spec sections 3, 5 and 8 can be unit-tested without a DOM: the order of the checks, the exact
 * toast texts, the client data gathered, and how each answer of POST /api/newsletter maps to a
 * toast. Where the spec ties the signup to the cookie choice and sends a dozen client fields,
 * the law wins (decision 0365): the signup works whatever the cookie choice, asks for an 18+
 * confirmation instead, and sends only the page it was made on.
 */
import { MIN_AGE, NEWSLETTER_CONSENT_VERSION } from "../../platform/site";

/**
 * The consent box's label: the text NEWSLETTER_CONSENT_VERSION names (proof of consent: which text).
 * It lives in code beside that version on purpose: a change of these words is a new version.
 */
export const NEWSLETTER_CONSENT_LABEL = `Tengo ${MIN_AGE} años o más y quiero recibir el boletín por email`;

/**
 * Spec section 8, verbatim; the success toast adds what happens next: the address is stored as
 * pending until its owner opens the confirmation email (double opt-in), and nothing else says so.
 */
export const SIGNUP_CONFIRMATION_NOTE = "Te hemos enviado un email para confirmarla: ábrelo y pulsa el enlace (si no lo ves, mira en spam).";
export const NEWSLETTER_TOASTS = {
  empty: { title: "Error", description: "Por favor, introduce tu email" },
  // Replaces the spec's «Necesitas aceptar las cookies…» (GDPR art. 7(4), decision 0365).
  adult: {
    title: "Consentimiento requerido",
    description: `Marca la casilla «Tengo ${MIN_AGE} años o más» para suscribirte: el boletín es solo para mayores de edad.`,
  },
  duplicate: { title: "Ya estás suscrito", description: "Este email ya está registrado en nuestra newsletter" },
  failure: { title: "Error", description: "Hubo un problema al suscribirte. Inténtalo de nuevo." },
  success: {
    title: "¡Suscripción exitosa!",
    description: `Te has suscrito correctamente a nuestra newsletter. ¡Gracias por confiar en nosotros! ${SIGNUP_CONFIRMATION_NOTE}`,
  },
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_TOASTS;

export const NEWSLETTER_ENDPOINT = "/api/newsletter";
/** After this long without an answer the visitor sees the generic error instead of a spinner. */
export const NEWSLETTER_TIMEOUT_MS = 10_000;

interface BrowserLike {
  location: { pathname: string };
}

/**
 * What the form sends besides the address: the page the signup was made on, the «where» of the
 * proof of consent. The spec's other client fields (user agent, language, timezone, browser,
 * platform, referrer, utm_*) serve no purpose of a subscription and are not sent (GDPR art.
 * 5(1)(c), decision 0365).
 */
export type ClientData = ReturnType<typeof collectClientData>;

export function collectClientData(win: BrowserLike) {
  return { source_page: win.location.pathname.slice(0, 2048) || "/" };
}

/** The checks that run before any request: the address first (spec section 8), then the 18+ box. */
export function precheck(email: string, adult: boolean): NewsletterOutcome | null {
  if (email.trim() === "") return "empty";
  if (!adult) return "adult";
  return null;
}

export interface SubmitOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The honeypot's value: empty for people. */
  website?: string;
}

/** Posts the signup and maps every possible answer to one of three outcomes. */
export async function submitSignup(
  email: string,
  clientData: ClientData,
  options: SubmitOptions = {},
): Promise<"success" | "duplicate" | "failure"> {
  const doFetch = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? NEWSLETTER_TIMEOUT_MS);
  try {
    const res = await doFetch(NEWSLETTER_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      signal: controller.signal,
      body: JSON.stringify({
        email: email.trim(),
        ...clientData,
        consent_version: NEWSLETTER_CONSENT_VERSION,
        website: options.website ?? "",
      }),
    });
    if (res.ok) return "success";
    // Spec section 7: the answer is read only for an error and its code.
    if (res.status === 409) {
      const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
      if (body?.code === "23505") return "duplicate";
    }
    return "failure";
  } catch {
    return "failure"; // network down, aborted by the timeout, unreadable answer
  } finally {
    clearTimeout(timer);
  }
}
