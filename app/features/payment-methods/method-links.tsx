import { Link } from "react-router";

export interface MethodChip {
  /** The method's name as the operator's data writes it (Visa, Bizum…). */
  method: string;
  /** Its page (/metodos-de-pago/<slug>), when one is published. */
  href?: string;
}

/**
 * An operator's payment methods as chips: each one with a page links to it (its `title` says what the
 * page holds), so a review's payments section leads to the operators that take the same method.
 */
export function MethodChips({ chips, linkTitle, label }: { chips: readonly MethodChip[]; linkTitle: (method: string) => string; label?: string }) {
  if (chips.length === 0) return <p className="text-sm text-slate-700">Sin dato: la ficha no recoge métodos de pago</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {chips.map((c) =>
        c.href ? (
          <li key={c.method}>
            <Link to={c.href} title={linkTitle(c.method)} className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-brand-800 underline underline-offset-2">
              {c.method}
            </Link>
          </li>
        ) : (
          <li key={c.method} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {c.method}
          </li>
        ),
      )}
    </ul>
  );
}
