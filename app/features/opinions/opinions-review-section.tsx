import { Link } from "react-router";
import type { Output } from "~/platform/content/fields";
import { fillTemplate } from "~/platform/text";
import { Island } from "~/ui/island";
import type { opinionTextsDefinition } from "./definition";
import OpinionForm from "./opinion-form.island";
import { COMPLAINT_GUIDE_PATH, opinionsPath } from "./opinions-links";

export const PRIVACY_PATH = "/politica-privacidad";

/** The section's and the form's texts, the owner's (content/site/opiniones.yaml, `form`), from the route's loader. */
export type OpinionFormTexts = Output<typeof opinionTextsDefinition>["form"];

/**
 * The players' corner of a review (and of its opinions page): where their opinions are, the form to
 * add one, and where to complain. Opinions never change the review's score or the ranking.
 */
export function OpinionsReviewSection({
  operatorId,
  operatorName,
  texts: t,
  onOpinionsPage = false,
}: {
  operatorId: string;
  operatorName: string;
  texts: OpinionFormTexts;
  onOpinionsPage?: boolean;
}) {
  return (
    <section id="opinar" aria-labelledby="opinar-titulo" data-interfaz="opiniones-jugadores" className="my-10 rounded-2xl border border-slate-300 bg-white p-6">
      <h2 id="opinar-titulo" className="text-2xl font-bold text-ink">
        {fillTemplate(t.heading, { operador: operatorName })}
      </h2>
      <p className="mt-2 text-slate-700">
        {t.intro}
        {!onOpinionsPage && (
          <>
            {" "}
            <Link to={opinionsPath(operatorId)} className="font-semibold text-brand-700 underline underline-offset-2">
              {fillTemplate(t.readLink, { operador: operatorName })}
            </Link>
            .
          </>
        )}
      </p>
      <p className="mt-2 text-slate-700">
        {t.complaint}{" "}
        <Link to={COMPLAINT_GUIDE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          {t.complaintLink}
        </Link>
        .
      </p>
      <div className="mt-6">
        <Island name="opinion-form" component={OpinionForm} props={{ operatorId, operatorName, privacyPath: PRIVACY_PATH, texts: t }} />
      </div>
    </section>
  );
}
