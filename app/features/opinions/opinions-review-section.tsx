import { Link } from "react-router";
import { Island } from "~/ui/island";
import OpinionForm from "./opinion-form";
import { COMPLAINT_GUIDE_PATH, opinionsPath } from "./opinions-links";

export const PRIVACY_PATH = "/politica-privacidad";

/**
 * The players' corner of a review (and of its opinions page): where their opinions are, the form to
 * add one, and where to complain. Opinions never change the review's score or the ranking.
 */
export function OpinionsReviewSection({ operatorId, operatorName, onOpinionsPage = false }: { operatorId: string; operatorName: string; onOpinionsPage?: boolean }) {
  return (
    <section id="opinar" aria-labelledby="opinar-titulo" data-interfaz="opiniones-jugadores" className="my-10 rounded-2xl border border-slate-300 bg-white p-6">
      <h2 id="opinar-titulo" className="text-2xl font-bold text-ink">
        Deja tu opinión sobre {operatorName}
      </h2>
      <p className="mt-2 text-slate-700">
        Las opiniones de jugadores se publican aparte de nuestro análisis y no cambian nuestra puntuación ni el ranking. Te pediremos confirmarla por
        email y la revisaremos antes de publicarla; nunca editamos lo que escribes.
        {!onOpinionsPage && (
          <>
            {" "}
            <Link to={opinionsPath(operatorId)} className="font-semibold text-brand-700 underline underline-offset-2">
              Leer las opiniones de jugadores sobre {operatorName}
            </Link>
            .
          </>
        )}
      </p>
      <p className="mt-2 text-slate-700">
        ¿Tienes un problema con el operador? Una opinión no es una reclamación: mira{" "}
        <Link to={COMPLAINT_GUIDE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          cómo reclamar a un operador
        </Link>
        .
      </p>
      <div className="mt-6">
        <Island name="opinion-form" component={OpinionForm} props={{ operatorId, operatorName, privacyPath: PRIVACY_PATH }} />
      </div>
    </section>
  );
}
