import { Link } from "react-router";
import { formatDateLong } from "~/platform/format";

export interface BylineAuthor {
  name: string;
  /** /autores/<slug> */
  url: string;
  /** A persona of the example data (`example: true`): the byline says «autor de ejemplo» (decision 0237). */
  example?: boolean;
}

/** What a byline adds after an example persona's name. */
export const EXAMPLE_AUTHOR_MARK = "autor de ejemplo";

/**
 * "Por <autor> · Actualizado el <fecha>": who keeps a review, page or article and when it was last
 * checked. Every review, content page and post shows it (the same facts go to its structured data).
 */
export function Byline({
  author,
  updated,
  published,
  tone = "light",
  className = "",
}: {
  author: BylineAuthor;
  updated: string;
  /** Shown as "Publicado el …" when it differs from the update date. */
  published?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const text = tone === "dark" ? "text-brand-50" : "text-slate-700";
  const link = tone === "dark" ? "font-semibold text-white underline" : "font-semibold text-brand-700 underline";
  return (
    // One part per line on a phone (a separator left dangling at a line's end read as a glitch).
    <p className={`flex flex-col gap-y-1 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2 ${text} ${className}`} data-testid="byline">
      <span>
        Por{" "}
        <Link to={author.url} className={`${link} underline-offset-2`} rel="author">
          {author.name}
        </Link>
        {author.example ? <span data-testid="example-author"> ({EXAMPLE_AUTHOR_MARK})</span> : null}
      </span>
      {published && published !== updated ? (
        <>
          <span aria-hidden="true" className="hidden sm:inline">·</span>
          <span>
            Publicado el <time dateTime={published}>{formatDateLong(published)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true" className="hidden sm:inline">·</span>
      <span>
        Actualizado el <time dateTime={updated}>{formatDateLong(updated)}</time>
      </span>
    </p>
  );
}
