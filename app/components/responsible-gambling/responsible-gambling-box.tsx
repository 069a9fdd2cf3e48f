import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { RESPONSIBLE_GAMBLING_BOX as copy } from "~/content/compliance";
import { PRIMARY_HELPLINE, RESPONSIBLE_GAMBLING_PORTAL } from "~/lib/site";

/** The responsible-gambling box shown on the home page, guides and articles. */
export function ResponsibleGamblingBox({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2";
  return (
    <section aria-labelledby="rg-box-title" className="my-10 rounded-2xl border-2 border-brand-600 bg-brand-50 p-6">
      <div className="flex items-start gap-4">
        <LifeBuoy aria-hidden="true" className="mt-1 size-8 shrink-0 text-brand-700" />
        <div>
          <Heading id="rg-box-title" className="text-xl font-bold text-ink">
            {copy.title}
          </Heading>
          <p className="mt-2 text-slate-800">{copy.text}</p>
          <p className="mt-2 text-slate-800">
            ¿Necesitas hablar con alguien? Llama gratis al{" "}
            <a className="font-semibold text-brand-700 underline" href={`tel:${PRIMARY_HELPLINE.tel}`}>
              {PRIMARY_HELPLINE.display}
            </a>{" "}
            ({PRIMARY_HELPLINE.name.split(" – ")[0]}) o visita{" "}
            <ExternalLink className="font-semibold text-brand-700 underline" href={RESPONSIBLE_GAMBLING_PORTAL.url}>
              jugarbien.es
            </ExternalLink>
            .
          </p>
          <p className="mt-3">
            <Link className="font-semibold text-brand-700 underline" to="/guia-juego-responsable">
              {copy.guideLink}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
