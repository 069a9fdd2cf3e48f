import { Clock, User } from "lucide-react";
import { formatDateLong } from "~/platform/format";
import { EXAMPLE_AUTHOR_MARK } from "~/features/authors/components";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
      {category}
    </span>
  );
}

export function ReadTime({ readTime }: { readTime: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-slate-700">
      <Clock aria-hidden="true" className="size-4" />
      {readTime}
      <span className="sr-only"> de lectura</span>
    </span>
  );
}

export function AuthorDate({ author, date, example = false }: { author: string; date: string; example?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
      <span className="inline-flex items-center gap-1">
        <User aria-hidden="true" className="size-4" />
        <span className="sr-only">Autor: </span>
        {author}
        {example ? <span data-testid="example-author"> ({EXAMPLE_AUTHOR_MARK})</span> : null}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{formatDateLong(date)}</time>
    </span>
  );
}

/** Hashtag-style tags; `max` shows the first N and a '+N' count for the rest. */
export function TagList({ tags, max, label = "Etiquetas" }: { tags: string[]; max?: number; label?: string }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <ul aria-label={label} className="m-0 flex list-none flex-wrap gap-2 p-0">
      {shown.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          #{tag}
        </li>
      ))}
      {rest > 0 ? (
        <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          <span aria-hidden="true">+{rest}</span>
          <span className="sr-only">y {rest} {rest === 1 ? "etiqueta más" : "etiquetas más"}</span>
        </li>
      ) : null}
    </ul>
  );
}
