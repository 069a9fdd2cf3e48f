import { useEffect, useState } from "react";
import { Link } from "react-router";

export const CONSENT_KEY = "cookie-consent";
export type Consent = "accepted" | "rejected";

/**
 * Runs in <head> before the body paints: marks <html> when a choice is stored so the notice
 * (which is in the prerendered HTML) is hidden by CSS without a flash or a layout shift.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=localStorage.getItem("${CONSENT_KEY}");if(c==="accepted"||c==="rejected")document.documentElement.setAttribute("data-consent",c)}catch(e){}`;

/**
 * First-layer cookie notice (spec section 4, AEPD guidance): equal 'Aceptar' and 'Rechazar',
 * no close button, never dismissed on its own. Fixed at the bottom centre, so it shifts nothing.
 */
export function CookieNotice() {
  const [choice, setChoice] = useState<Consent | null | undefined>(undefined);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(CONSENT_KEY);
    } catch {
      stored = null;
    }
    setChoice(stored === "accepted" || stored === "rejected" ? stored : null);
  }, []);

  function decide(value: Consent) {
    try {
      window.localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Storage blocked: the choice still applies for this page view.
    }
    document.documentElement.setAttribute("data-consent", value);
    setChoice(value);
  }

  if (choice === "accepted" || choice === "rejected") return null;

  return (
    <div
      id="cookie-notice"
      role="region"
      aria-label="Aviso de cookies"
      className="cookie-notice fixed inset-x-2 bottom-2 z-50 mx-auto max-w-2xl rounded-xl border border-slate-300 bg-white px-3 py-2 shadow-2xl sm:bottom-4 sm:p-4"
    >
      <p className="m-0 text-sm font-bold text-ink sm:text-base">Usamos cookies para mejorar tu experiencia</p>
      <p className="mt-0.5 mb-2 text-xs text-slate-700 sm:mt-1 sm:mb-3 sm:text-sm">
        Las utilizamos para el análisis del uso del sitio y para su funcionamiento. Más información en nuestra{" "}
        <Link to="/politica-privacidad" className="font-semibold text-brand-700 underline">
          política de privacidad
        </Link>
        .
      </p>
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={() => decide("accepted")} className="btn-primary w-full">
          Aceptar
        </button>
        <button type="button" onClick={() => decide("rejected")} className="btn-primary w-full">
          Rechazar
        </button>
      </div>
    </div>
  );
}
