import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

const CONSENT_KEY = "cookie-consent";

function browserName(ua: string): "Chrome" | "Firefox" | "Safari" | "Other" {
  if (/Firefox\//.test(ua)) return "Firefox";
  if (/(Chrome|Chromium|CriOS)\//.test(ua) && !/(Edg|OPR)\//.test(ua)) return "Chrome";
  if (/Safari\//.test(ua) && !/(Chrome|Chromium|CriOS|Edg|OPR)\//.test(ua)) return "Safari";
  return "Other";
}

/** The client data spec section 3 lists as filled; nothing else is collected. */
function clientData() {
  const params = new URLSearchParams(window.location.search);
  const ua = navigator.userAgent;
  return {
    user_agent: ua,
    language: navigator.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    browser_name: browserName(ua),
    platform: navigator.platform,
    referrer: document.referrer || null,
    source_page: window.location.pathname,
    utm_source: params.get("utm_source"),
    utm_medium: params.get("utm_medium"),
    utm_campaign: params.get("utm_campaign"),
    utm_term: params.get("utm_term"),
    utm_content: params.get("utm_content"),
  };
}

const GENERIC_ERROR = { title: "Error", text: "Hubo un problema al suscribirte. Inténtalo de nuevo." };

/** Newsletter signup: posts to our own endpoint; checks and messages follow spec section 8. */
export function NewsletterForm({ buttonClassName = "btn-gold" }: { buttonClassName?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = (new FormData(event.currentTarget).get("website") as string | null) ?? "";
    if (email.trim() === "") {
      toast.error("Error", { description: "Por favor, introduce tu email" });
      return;
    }
    if (window.localStorage.getItem(CONSENT_KEY) !== "accepted") {
      toast.error("Consentimiento requerido", {
        description: "Necesitas aceptar las cookies para suscribirte a la newsletter",
      });
      return;
    }
    setSubmitting(true);
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), 10_000);
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email: email.trim(), website: honeypot, ...clientData() }),
        signal: controller.signal,
      });
      if (response.status === 201) {
        setEmail("");
        toast.success("¡Suscripción exitosa!", {
          description: "Te has suscrito correctamente a nuestra newsletter. ¡Gracias por confiar en nosotros!",
        });
        return;
      }
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      if (body?.code === "23505") {
        toast.error("Ya estás suscrito", { description: "Este email ya está registrado en nuestra newsletter" });
        return;
      }
      toast.error(GENERIC_ERROR.title, { description: GENERIC_ERROR.text });
    } catch {
      toast.error(GENERIC_ERROR.title, { description: GENERIC_ERROR.text });
    } finally {
      window.clearTimeout(timer);
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold">
          Tu correo electrónico
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@ejemplo.es"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink placeholder:text-slate-500 disabled:bg-slate-100"
        />
      </div>
      {/* Honeypot: invisible to people, filled by simple bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>No rellenes este campo</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" disabled={submitting} className={`${buttonClassName} disabled:opacity-70`}>
        {submitting ? "Suscribiendo..." : "Suscribirse"}
      </button>
    </form>
  );
}
