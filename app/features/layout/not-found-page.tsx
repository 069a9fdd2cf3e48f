import { Link } from "react-router";
import { noindexMeta } from "~/platform/seo";
import { splitAtPath } from "./shell-copy";
import { useShellCopy } from "./use-site-nav";
import type { NotFoundCopy } from "./shell-copy";

/** What the not-found page shows: the path asked for and the owner's texts (errors.yaml, notFound). */
export interface NotFoundData {
  path: string;
  copy: NotFoundCopy;
}

/**
 * The site's 404 page, for every route that answers «not found» with a page: the catch-all
 * (app/routes/not-found.tsx) and the tracked redirect's unknown operator (outbound's visitar route).
 */
export function NotFoundPage({ data }: { data: NotFoundData }) {
  const [before, after] = splitAtPath(data.copy.text);
  const { homeLink } = useShellCopy().navigation;
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{data.copy.h1}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {before}
        <code className="rounded bg-slate-100 px-1">{data.path}</code>
        {after}
      </p>
      <Link to="/" className="btn-primary mt-8">
        {homeLink}
      </Link>
    </div>
  );
}

/** Its head: noindex, the owner's title and description. */
export function notFoundMeta(data: NotFoundData | undefined, pathname: string) {
  return noindexMeta(data?.copy, pathname);
}
