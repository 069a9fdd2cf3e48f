import { formatPercent } from "~/platform/format";

/** Horizontal bar chart drawn with CSS; the numbers are in the text, so screen readers get them too. */
export function BarChart({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  return (
    <figure className="my-8 rounded-2xl border border-slate-200 bg-white p-6">
      <figcaption className="mb-4 font-semibold text-ink">{title}</figcaption>
      <ul className="!my-0 !list-none space-y-3 !pl-0">
        {items.map((item) => (
          <li key={item.label} className="m-0">
            <div className="flex justify-between text-sm font-medium">
              <span>{item.label}</span>
              <span>{formatPercent(item.value)}</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 rounded-full bg-slate-200">
              <div className="h-3 rounded-full bg-brand-600" style={{ width: `${item.value}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
