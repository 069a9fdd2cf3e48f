import { useId, useRef, useState, type FormEvent } from "react";
import { OPINION_CONSENT_VERSION, OPINION_LIMITS, OPINIONS_ENDPOINT } from "./opinions-links";
import { fillTemplate } from "~/platform/text";
import type { OpinionFormTexts } from "./opinions-review-section";

/** After this long without an answer the author sees the generic error instead of a spinner. */
const TIMEOUT_MS = 10_000;

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "ok"; message: string } | { kind: "error"; message: string; field?: string };


/**
 * The opinion form of a review and of its opinions page (an island, decision 0191). Plain fields with
 * labels; the browser's own checks first (required, lengths), then the endpoint's answer read out in
 * a live region; on error, focus moves to the field it names. Posts JSON to /api/opiniones like the
 * newsletter form posts to /api/newsletter.
 */
export default function OpinionForm({ operatorId, operatorName, privacyPath, texts: t }: { operatorId: string; operatorName: string; privacyPath: string; texts: OpinionFormTexts }) {
  const FAILURE = t.failure;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const sending = status.kind === "sending";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = formRef.current;
    if (!form || sending) return;
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const body = {
      operator: operatorId,
      rating: Number(data.get("rating")),
      title: String(data.get("title") ?? ""),
      text: String(data.get("text") ?? ""),
      customer_since: String(data.get("customer_since") ?? "") || null,
      email: String(data.get("email") ?? ""),
      consent: data.get("consent") === "on",
      consent_version: data.get("consent") === "on" ? OPINION_CONSENT_VERSION : undefined,
      website: String(data.get("website") ?? ""),
    };
    setStatus({ kind: "sending" });
    let next: Status;
    try {
      const response = await fetch(OPINIONS_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string; field?: string };
      next = response.ok ? { kind: "ok", message: answer.message ?? "" } : { kind: "error", message: answer.error ?? FAILURE, field: answer.field };
    } catch {
      next = { kind: "error", message: FAILURE };
    }
    setStatus(next);
    if (next.kind === "ok") form.reset();
    if (next.kind === "error" && next.field) {
      const name = next.field === "consent_version" ? "consent" : next.field;
      (form.elements.namedItem(name) as HTMLElement | null)?.focus?.();
    }
  }

  const field = "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink disabled:bg-slate-100";
  const label = "mb-1 block text-sm font-semibold";
  const thisYear = new Date().getFullYear();
  return (
    <form ref={formRef} onSubmit={onSubmit} aria-busy={sending} className="relative grid gap-4">
      <fieldset className="grid gap-2">
        <legend className={label}>{fillTemplate(t.ratingLegend, { operador: operatorName })}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
              <input type="radio" name="rating" value={n} required disabled={sending} />
              {n} {n === 1 ? t.star : t.stars}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-title`} className={label}>
          {t.titleLabel}
        </label>
        <input id={`${id}-title`} name="title" required minLength={OPINION_LIMITS.titleMin} maxLength={OPINION_LIMITS.titleMax} disabled={sending} className={field} />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className={label}>
          {fillTemplate(t.textLabel, { min: String(OPINION_LIMITS.textMin) })}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          required
          rows={6}
          minLength={OPINION_LIMITS.textMin}
          maxLength={OPINION_LIMITS.textMax}
          aria-describedby={`${id}-text-hint`}
          disabled={sending}
          className={field}
        />
        <p id={`${id}-text-hint`} className="mt-1 text-sm text-slate-600">
          {t.textHint}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-since`} className={label}>
          {t.sinceLabel}
        </label>
        <input
          id={`${id}-since`}
          name="customer_since"
          inputMode="numeric"
          pattern="[0-9]{4}(-[0-9]{2})?"
          placeholder={`${thisYear - 2} o ${thisYear - 2}-05`}
          maxLength={7}
          disabled={sending}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={label}>
          {t.emailLabel}
        </label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={254} disabled={sending} className={field} />
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>No rellenes este campo</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* The consent's words stay in code: they are versioned (OPINION_CONSENT_VERSION, stored with each opinion). */}
      <div className="flex items-start gap-2">
        <input id={`${id}-consent`} name="consent" type="checkbox" required disabled={sending} className="mt-1 size-5" />
        <label htmlFor={`${id}-consent`} className="text-sm">
          Acepto que guardéis mi opinión y mi email para confirmarla, moderarla y publicarla sin mi email, según la{" "}
          <a href={privacyPath} className="underline">
            política de privacidad
          </a>
          . Puedo borrarla cuando quiera con el enlace del email.
        </label>
      </div>
      <div>
        <button type="submit" disabled={sending} className="btn-primary disabled:opacity-70">
          {sending ? t.sending : t.submit}
        </button>
      </div>
      <p role="status" aria-live="polite" className={status.kind === "error" ? "font-semibold text-red-800" : "font-semibold text-brand-800"}>
        {status.kind === "ok" || status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
