import { Eye, Heart, Share2 } from "lucide-react";

/** Static, decorative engagement figures the spec fixes at 2.3k, 47 and 12. */
export const ARTICLE_COUNTERS = [
  { value: "2.3k", label: "lecturas", Icon: Eye },
  { value: "47", label: "me gusta", Icon: Heart },
  { value: "12", label: "veces compartido", Icon: Share2 },
] as const;

export function ArticleCounters() {
  return (
    <ul aria-label="Actividad del artículo" className="m-0 flex list-none flex-wrap gap-5 p-0 text-sm text-slate-700">
      {ARTICLE_COUNTERS.map(({ value, label, Icon }) => (
        <li key={label} className="inline-flex items-center gap-1.5">
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          <span className="font-semibold text-ink">{value}</span> {label}
        </li>
      ))}
    </ul>
  );
}
