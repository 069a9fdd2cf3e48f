import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundCopy } from "~/features/layout/shell-copy.server";
import { splitAtPath } from "~/features/layout/shell-copy";
import { noindexMeta } from "~/platform/seo";
import { logNotFound } from "~/platform/not-found-log.server";

export function loader({ url }: Route.LoaderArgs) {
  logNotFound(url.pathname);
  return data({ path: url.pathname, copy: notFoundCopy() }, { status: 404 });
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return noindexMeta(loaderData?.copy, location.pathname);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const [before, after] = splitAtPath(loaderData.copy.text);
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{loaderData.copy.h1}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {before}
        <code className="rounded bg-slate-100 px-1">{loaderData.path}</code>
        {after}
      </p>
      <Link to="/" className="btn-primary mt-8">
        Volver al inicio
      </Link>
    </div>
  );
}
