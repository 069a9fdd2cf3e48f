import { useEffect, useRef, useState } from "react";
import { InlineText } from "~/ui/inline-text";
import type { ShellCopy } from "./shell-copy";

export const CONSENT_KEY = "cookie-consent";
export type Consent = "accepted" | "rejected";

/**
 * Controls that reopen the notice (the footer's "Configurar cookies" button) carry this attribute:
 * the notice listens for their clicks, and before it has run the island runtime holds the click
 * until it has (app/composition/island-runtime.client.ts).
 */
export const OPENS_COOKIE_NOTICE = { "data-opens": "cookie-notice" } as const;

/**
 * Runs in <head> before the body paints: marks <html> when a choice is stored so the notice
 * (which is in the prerendered HTML) is hidden by CSS without a flash or a layout shift.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=localStorage.getItem("${CONSENT_KEY}");if(c==="accepted"||c==="rejected")document.documentElement.setAttribute("data-consent",c)}catch(e){}`;

/** The forms the notice gates (the newsletter's): it must never sit on top of them. */
function gatedBoxes(): DOMRect[] {
  return [...document.querySelectorAll<HTMLInputElement>('input[type="email"]')].map((input) =>
    (input.closest("form") ?? input).getBoundingClientRect(),
  );
}

/**
 * First-layer cookie notice (spec section 4, AEPD guidance): equal 'Aceptar' and 'Rechazar',
 * no close button, never dismissed on its own. Fixed at the bottom centre, so it shifts nothing;
 * while a newsletter form would sit under it, it moves to the top, so a visitor can subscribe
 * without answering it first (the form does not depend on it: decision 0365). The footer's "Configurar cookies" reopens it: withdrawing
 * consent is as easy as giving it.
 */
export default function CookieNotice({ copy }: { /** content/copy/compliance.yaml, `cookies`. */ copy: ShellCopy["compliance"]["cookies"] }) {
  const [choice, setChoice] = useState<Consent | null | undefined>(undefined);
  const [previous, setPrevious] = useState<Consent | null>(null);
  const [atTop, setAtTop] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stored: string | null;
    try {
      stored = window.localStorage.getItem(CONSENT_KEY);
    } catch {
      stored = null;
    }
    const current = stored === "accepted" || stored === "rejected" ? stored : null;
    setChoice(current);
    const reopen = () => {
      let now: string | null;
      try {
        now = window.localStorage.getItem(CONSENT_KEY);
      } catch {
        now = null;
      }
      setPrevious(now === "accepted" || now === "rejected" ? now : null);
      document.documentElement.removeAttribute("data-consent");
      setChoice(null);
      // Keyboard and screen-reader users land on the notice they asked for.
      requestAnimationFrame(() => ref.current?.focus());
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-opens="cookie-notice"]')) reopen();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (choice !== null) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      // Where the notice sits at the bottom (its resting place), whether it is there now or not.
      const r = el.getBoundingClientRect();
      const margin = window.innerWidth >= 640 ? 16 : 8;
      const bottom = window.innerHeight - margin;
      const top = bottom - r.height;
      const covers = gatedBoxes().some((b) => b.bottom > top && b.top < bottom && b.right > r.left && b.left < r.right && b.height > 0);
      setAtTop(covers);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [choice]);

  // What the keyboard focuses must not end up under the notice (WCAG 2.4.11): while it shows, the page keeps
  // a scroll padding of its height on the side where it sits, so a control reached with Tab scrolls into the
  // part of the screen the notice leaves free. Measured, not guessed: its height changes with the screen and
  // the owner's text (app.css keeps an estimate until this runs). Back to the stylesheet once a choice is made.
  useEffect(() => {
    const el = ref.current;
    if (choice !== null || !el) return;
    const root = document.documentElement;
    const apply = () => {
      const r = el.getBoundingClientRect();
      if (atTop) {
        root.style.scrollPaddingTop = `${Math.ceil(r.bottom) + 8}px`;
        root.style.scrollPaddingBottom = "0px"; // not the stylesheet's room for the notice at the bottom
      } else {
        root.style.scrollPaddingTop = "";
        root.style.scrollPaddingBottom = `${Math.ceil(window.innerHeight - r.top) + 8}px`;
      }
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(el);
    window.addEventListener("resize", apply);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", apply);
      root.style.scrollPaddingTop = "";
      root.style.scrollPaddingBottom = "";
    };
  }, [choice, atTop]);

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
      ref={ref}
      id="cookie-notice"
      role="region"
      aria-label="Aviso de cookies"
      tabIndex={-1}
      data-position={atTop ? "top" : "bottom"}
      className={`cookie-notice fixed inset-x-2 z-50 mx-auto max-w-2xl rounded-xl border border-slate-300 bg-white px-3 py-2 shadow-2xl focus:outline-3 focus:outline-brand-700 sm:p-4 ${
        atTop ? "top-20" : "bottom-2 sm:bottom-4"
      }`}
    >
      <p className="m-0 text-sm font-bold text-ink sm:text-base">{copy.title}</p>
      <p className="mt-0.5 mb-2 text-xs text-slate-700 sm:mt-1 sm:mb-3 sm:text-sm">
        <InlineText text={copy.text} linkClassName="font-semibold text-brand-700 underline" />
        {previous ? ` ${previous === "accepted" ? copy.accepted : copy.rejected}` : null}
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
