import { Link } from "react-router";

/** One link to a side-by-side page: its name («bet365 vs Codere») and, when it is one, why it comes first. */
export interface PairLinkItem {
  path: string;
  label: string;
  /** «vecino en el ranking», «destacada»: shown beside the name. */
  tag?: string;
}

/** A titled list of links to side-by-side pages (reviews, pair pages, /comparacion). */
export function PairLinks({ id, title, intro, items, level = 2 }: { id: string; title: string; intro?: string; items: readonly PairLinkItem[]; level?: 2 | 3 }) {
  if (!items.length) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="mt-8" data-testid="pair-links">
      <Heading id={id} className={level === 2 ? "text-2xl font-bold text-ink" : "text-lg font-bold text-ink"}>
        {title}
      </Heading>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <ul className="mt-3 grid list-none gap-2 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              className="flex min-h-11 flex-wrap items-center justify-between gap-x-2 rounded-lg border border-slate-200 bg-white px-3 py-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <span>{item.label}</span>
              {item.tag ? <span className="text-xs font-normal text-slate-700">{item.tag}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
