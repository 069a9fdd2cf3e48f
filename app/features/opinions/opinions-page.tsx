import { Link } from "react-router";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { formatDateLong } from "~/platform/format";
import { OpinionsReviewSection } from "./opinions-review-section";
import { COMPLAINT_GUIDE_PATH, opinionsPath } from "./opinions-links";
import type { PublicOpinion } from "./opinions.server";
import type { Output } from "~/platform/content/fields";
import { fillTemplate } from "~/platform/text";
import type { opinionTextsDefinition } from "./definition";

export interface OpinionsPageData {
  operator: { id: string; name: string; detailUrl: string; rating: number };
  /** Null while the database does not answer: the page says so and shows the rest. */
  opinions: { count: number; average: number | null; page: number; pages: number; items: PublicOpinion[] } | null;
  verification: { heading: string; paragraphs: string[] };
  /** The page's fixed texts, the owner's (content/site/opiniones.yaml, `page`). */
  texts: Output<typeof opinionTextsDefinition>["page"];
  /** The «Deja tu opinión» section's and its form's texts (`form`). */
  formTexts: Output<typeof opinionTextsDefinition>["form"];
}

/** Indexable only with opinions to show (an empty or unavailable page is thin: noindex, follow). */
export const opinionsPageIndexable = (d: OpinionsPageData | undefined) => (d?.opinions?.count ?? 0) > 0;

const one = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function pageHref(operatorId: string, page: number) {
  return page === 1 ? opinionsPath(operatorId) : `${opinionsPath(operatorId)}?pagina=${page}`;
}

/** /<operador>/opiniones: approved opinions, newest first, their count and mean apart from our score. */
export function OpinionsPage({ data }: { data: OpinionsPageData }) {
  const { operator: op, opinions, texts: t } = data;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs
        items={[
          { name: "Inicio", path: "/" },
          { name: op.name, path: op.detailUrl },
          { name: "Opiniones de jugadores", path: opinionsPath(op.id) },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-ink">Opiniones de jugadores sobre {op.name}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-300 bg-white p-4">
          <h2 className="text-lg font-semibold">{t.playersHeading}</h2>
          {opinions === null ? (
            <p className="mt-1 text-slate-700">{t.unavailable}</p>
          ) : opinions.count === 0 ? (
            <p className="mt-1 text-slate-700">{fillTemplate(t.noneYet, { operador: op.name })}</p>
          ) : (
            <p className="mt-1 text-slate-700">
              <strong className="text-2xl text-ink">{one.format(opinions.average ?? 0)} de 5</strong> de media en {opinions.count}{" "}
              {opinions.count === 1 ? "opinión publicada" : "opiniones publicadas"}.
            </p>
          )}
        </div>
        <div className="rounded-xl border border-slate-300 bg-white p-4">
          <h2 className="text-lg font-semibold">{t.analysisHeading}</h2>
          <p className="mt-1 text-slate-700">
            Puntuación de nuestro análisis: <strong className="text-ink">{one.format(op.rating)} de 10</strong>. Se calcula con nuestra metodología; las
            opiniones de jugadores no la cambian. <Link to={op.detailUrl} className="font-semibold text-brand-700 underline underline-offset-2">Leer el análisis de {op.name}</Link>.
          </p>
        </div>
      </div>

      {opinions && opinions.items.length > 0 && (
        <section aria-labelledby="lista-opiniones" className="mt-8">
          <h2 id="lista-opiniones" className="text-2xl font-bold text-ink">
            {t.listHeading}
          </h2>
          <ol className="mt-4 grid gap-4">
            {opinions.items.map((o) => (
              <li key={o.id} className="rounded-xl border border-slate-300 bg-white p-4" data-opinion={o.id}>
                <article>
                  <h3 className="text-lg font-semibold text-ink">{o.title}</h3>
                  <p className="text-sm text-slate-600">
                    {o.rating} de 5 · {formatDateLong(o.date)}
                    {o.customerSince ? ` · cliente desde ${o.customerSince} (según su autor)` : ""}
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words text-slate-800">{o.text}</p>
                </article>
              </li>
            ))}
          </ol>
          {opinions.pages > 1 && (
            <nav aria-label="Páginas de opiniones" className="mt-6 flex flex-wrap gap-3">
              {opinions.page > 1 && (
                <Link to={pageHref(op.id, opinions.page - 1)} rel="prev" className="underline">
                  Más recientes
                </Link>
              )}
              <span>
                Página {opinions.page} de {opinions.pages}
              </span>
              {opinions.page < opinions.pages && (
                <Link to={pageHref(op.id, opinions.page + 1)} rel="next" className="underline">
                  Más antiguas
                </Link>
              )}
            </nav>
          )}
        </section>
      )}

      <section id="como-verificamos" aria-labelledby="como-verificamos-titulo" className="mt-10 rounded-xl bg-slate-50 p-6">
        <h2 id="como-verificamos-titulo" className="text-2xl font-bold text-ink">
          {data.verification.heading}
        </h2>
        {data.verification.paragraphs.map((p) => (
          <p key={p} className="mt-3 text-slate-800">
            {p}
          </p>
        ))}
        <p className="mt-3 text-slate-800">
          Si tienes un problema con {op.name}, una opinión no lo resuelve:{" "}
          <Link to={COMPLAINT_GUIDE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
            cómo reclamar a un operador
          </Link>
          .
        </p>
      </section>

      <OpinionsReviewSection operatorId={op.id} operatorName={op.name} texts={data.formTexts} onOpinionsPage />
    </article>
  );
}
