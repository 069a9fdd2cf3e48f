import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { notify } from "~/ui/deferred-toaster";
import {
  collectClientData,
  NEWSLETTER_CONSENT_LABEL,
  NEWSLETTER_TOASTS,
  precheck,
  submitSignup,
  type NewsletterOutcome,
} from "~/features/newsletter/newsletter-client";

function showToast(outcome: NewsletterOutcome) {
  const { title, description } = NEWSLETTER_TOASTS[outcome];
  void notify(outcome === "success" ? "success" : "error", title, { description });
}

/**
 * Newsletter signup (spec sections 3, 5 and 8). It works whatever the visitor chose in the cookie
 * notice; an 18+ box is the consent (decision 0365). States: idle → submitting (field and button
 * disabled, button reads 'Suscribiendo...') → idle; the field is cleared on success. It posts to
 * our own endpoint, never to a database (docs/decisions/0010-newsletter-same-origin-endpoint.md).
 */
export default function NewsletterForm({ buttonClassName = "btn-gold" }: { buttonClassName?: string }) {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const adultRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  // A disabled field loses focus; give it back once the request is over so keyboard users
  // stay where they were.
  useEffect(() => {
    if (!submitting && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [submitting]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Read from the field itself: what was typed before the island ran is kept (decision 0191).
    const email = inputRef.current?.value ?? "";
    const blocked = precheck(email, adultRef.current?.checked === true);
    if (blocked) {
      showToast(blocked);
      return;
    }
    setSubmitting(true);
    refocus.current = true;
    const outcome = await submitSignup(email, collectClientData(window), {
      website: honeypotRef.current?.value ?? "",
    });
    if (outcome === "success" && inputRef.current) {
      inputRef.current.value = "";
      if (adultRef.current) adultRef.current.checked = false;
    }
    showToast(outcome);
    setSubmitting(false);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting}
      className="relative flex w-full flex-col gap-3"
    >
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold">
          Tu correo electrónico
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@ejemplo.es"
          maxLength={254}
          defaultValue=""
          disabled={submitting}
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink placeholder:text-slate-500 disabled:bg-slate-100"
        />
      </div>
      {/* Honeypot: hidden from people and from assistive technology, filled by simple bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>No rellenes este campo</label>
        <input
          ref={honeypotRef}
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex items-start gap-2">
        <input
          ref={adultRef}
          id={`${id}-adult`}
          name="adult"
          type="checkbox"
          disabled={submitting}
          className="mt-0.5 size-5 shrink-0 accent-gold-400"
        />
        <label htmlFor={`${id}-adult`} className="text-sm">
          {NEWSLETTER_CONSENT_LABEL}
        </label>
      </div>
      <button type="submit" disabled={submitting} className={`${buttonClassName} sm:self-start disabled:opacity-70`}>
        {submitting ? "Suscribiendo..." : "Suscribirse"}
      </button>
    </form>
  );
}
