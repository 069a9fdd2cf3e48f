import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { buildMeta } from "~/lib/seo";

/** A log line names the path, never carries 64 KB of it. */
const boundedPath = (p: string) => (p.length > 200 ? `${p.slice(0, 200)}…(${p.length} chars)` : p);

export function loader({ url }: Route.LoaderArgs) {
  // One structured line per miss, so broken inbound links show up in the logs.
  console.warn(JSON.stringify({ level: "warn", event: "not_found", path: boundedPath(url.pathname), time: new Date().toISOString() }));
  return data({ path: url.pathname }, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return buildMeta({
    title: "Página no encontrada",
    description: "La página que buscas no existe en Ranking Casinos España. Vuelve al inicio para ver la comparativa de casinos con licencia.",
    path: location.pathname,
    robots: "noindex,follow",
  });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        Lo sentimos: la página <code className="rounded bg-slate-100 px-1">{loaderData.path}</code> no existe o ha
        cambiado de dirección.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Volver al inicio
      </Link>
    </div>
  );
}
