import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ResponsibleGamblingBox } from "~/components/responsible-gambling/responsible-gambling-box";
import { CASINO_LINKS } from "~/content/navigation";
import { buildMeta, webPageJsonLd } from "~/lib/seo";
import { RANKING_YEAR } from "~/lib/site";

const TITLE = `Top 10 casinos online en España ${RANKING_YEAR}: comparativa`;
const DESCRIPTION =
  "Comparamos los diez mejores casinos online con licencia de la DGOJ en España: bonos, requisitos de apuesta, métodos de pago y opiniones.";

export function meta() {
  return buildMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: "/",
    keywords: ["casinos online España", "mejores casinos online", "comparativa casinos", "casinos con licencia DGOJ"],
    structuredData: [webPageJsonLd({ title: TITLE, description: DESCRIPTION, path: "/" })],
  });
}

// Temporary home until the operator content lands (issue 4 replaces this module).
export default function Home(_: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-ink sm:text-5xl">Los 10 mejores casinos online de España {RANKING_YEAR}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Analizamos casinos con licencia de la Dirección General de Ordenación del Juego y los ordenamos por
        seguridad, bonos, pagos y atención al cliente.
      </p>
      <ol className="mt-8 grid list-decimal gap-2 pl-6 sm:grid-cols-2">
        {CASINO_LINKS.map((c) => (
          <li key={c.href}>
            <Link to={c.href} className="font-semibold text-brand-700 underline">
              {c.label}
            </Link>
          </li>
        ))}
      </ol>
      <ResponsibleGamblingBox />
    </div>
  );
}
