// The icon's own module, not the package index: this box is in the chunk every page loads
// (vite.config.ts), and a manual chunk takes in its modules' imports — through the index, every
// icon any page uses.
import LifeBuoy from "lucide-react/icons/life-buoy";
import { Link } from "react-router";
import { InlineText } from "~/ui/inline-text";
import { useShellCopy } from "~/features/layout";

/** The responsible-gambling box shown on the home page, guides and articles. */
export function ResponsibleGamblingBox({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2";
  const copy = useShellCopy().compliance.responsibleBox;
  return (
    <section aria-labelledby="rg-box-title" data-aviso-legal="" className="my-10 rounded-2xl border-2 border-brand-600 bg-brand-50 p-6">
      <div className="flex items-start gap-4">
        <LifeBuoy aria-hidden="true" className="mt-1 size-8 shrink-0 text-brand-700" />
        <div>
          <Heading id="rg-box-title" className="text-xl font-bold text-ink">
            {copy.title}
          </Heading>
          <p className="mt-2 text-slate-800">{copy.text}</p>
          <p className="mt-2 text-slate-800">
            <InlineText text={copy.help} linkClassName="font-semibold text-brand-700 underline" />
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
