/**
 * Browser side of the newsletter signup, kept apart from the form component so every rule of
 * spec sections 3, 5 and 8 can be unit-tested without a DOM: the order of the checks, the exact
 * toast texts, the client data gathered, and how each answer of POST /api/newsletter maps to a
 * toast.
 */
import { NEWSLETTER_CONSENT_VERSION } from "../../platform/site";

/**
 * Spec section 8, verbatim; the success toast adds what happens next: the address is stored as
 * pending until its owner opens the confirmation email (double opt-in), and nothing else says so.
 */
export const SIGNUP_CONFIRMATION_NOTE = "Te hemos enviado un email para confirmarla: ábrelo y pulsa el enlace (si no lo ves, mira en spam).";
export const NEWSLETTER_TOASTS = {
  empty: { title: "Error", description: "Por favor, introduce tu email" },
  consent: {
    title: "Consentimiento requerido",
    description: "Necesitas aceptar las cookies para suscribirte a la newsletter",
  },
  duplicate: { title: "Ya estás suscrito", description: "Este email ya está registrado en nuestra newsletter" },
  failure: { title: "Error", description: "Hubo un problema al suscribirte. Inténtalo de nuevo." },
  success: {
    title: "¡Suscripción exitosa!",
    description: `Te has suscrito correctamente a nuestra newsletter. ¡Gracias por confiar en nosotros! ${SIGNUP_CONFIRMATION_NOTE}`,
  },
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_TOASTS;

/** The only product storage key (spec section 4). */
export const COOKIE_CONSENT_KEY = "cookie-consent";
export const NEWSLETTER_ENDPOINT = "/api/newsletter";
/** After this long without an answer the visitor sees the generic error instead of a spinner. */
export const NEWSLETTER_TIMEOUT_MS = 10_000;

/** Spec section 3: one of Chrome, Firefox, Safari or Other. Chrome first: its UA also says Safari. */
export function detectBrowserName(userAgent: string): "Chrome" | "Firefox" | "Safari" | "Other" {
  if (userAgent.includes("Chrome")) return "Chrome";
  if (userAgent.includes("Firefox")) return "Firefox";
  if (userAgent.includes("Safari")) return "Safari";
  return "Other";
}

interface BrowserLike {
  navigator: { userAgent: string; language?: string; platform?: string };
  location: { pathname: string; search: string };
  document: { referrer: string };
}

const cap = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/** The "filled" client-data fields of spec section 3, each cut to what the endpoint accepts. */
export type ClientData = ReturnType<typeof collectClientData>;

export function collectClientData(win: BrowserLike) {
  const params = new URLSearchParams(win.location.search);
  let timezone: string | null = null;
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    /* very old browser: leave it null */
  }
  return {
    user_agent: cap(win.navigator.userAgent, 512),
    language: cap(win.navigator.language, 35),
    timezone: cap(timezone, 64),
    browser_name: detectBrowserName(win.navigator.userAgent),
    platform: cap(win.navigator.platform, 64),
    referrer: cap(win.document.referrer, 2048),
    source_page: win.location.pathname.slice(0, 2048) || "/",
    utm_source: cap(params.get("utm_source"), 200),
    utm_medium: cap(params.get("utm_medium"), 200),
    utm_campaign: cap(params.get("utm_campaign"), 200),
    utm_term: cap(params.get("utm_term"), 200),
    utm_content: cap(params.get("utm_content"), 200),
  };
}

export function hasCookieConsent(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(COOKIE_CONSENT_KEY) === "accepted";
  } catch {
    return false; // storage blocked by the browser: no consent can have been recorded
  }
}

/** The checks that run before any request, in the order of spec section 8. */
export function precheck(email: string, storage: Pick<Storage, "getItem"> | undefined): NewsletterOutcome | null {
  if (email.trim() === "") return "empty";
  if (!hasCookieConsent(storage)) return "consent";
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
