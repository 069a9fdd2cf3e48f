import { OPENS_COOKIE_NOTICE } from "./cookie-notice.island";
import { Link } from "react-router";
import { InlineText } from "~/ui/inline-text";
import { PUBLISHER, SITE_NAME } from "~/platform/site";
import { Logo } from "./logo";
import { useShellCopy, useSiteNav } from "./use-site-nav.ts";

/** The footer: texts and fixed links from content/copy/navigation.yaml, through the root loader. */
export function SiteFooter() {
  const nav = useSiteNav();
  const { navigation, compliance } = useShellCopy();
  const copy = navigation.footer;
  const sections = [
    { title: copy.casinosTitle, links: nav.footerCasinos },
    ...copy.sections,
    { title: copy.articlesTitle, links: nav.featuredArticles },
  ].filter((s) => s.links.length > 0);
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-1">
            <p className="m-0 flex items-center gap-2 text-lg font-bold text-white">
              <Logo className="size-8" />
              {SITE_NAME}
            </p>
            <p className="mt-3 text-sm">{copy.about}</p>
          </div>
          {sections.map((s) => (
            <nav key={s.title} aria-label={s.title}>
              <h2 className="text-sm font-bold tracking-wide text-gold-300 uppercase">{s.title}</h2>
              <ul className="mt-3 list-none space-y-2 p-0 text-sm">
                {s.links.map((l) => (
                  <li key={l.href + l.label}>
                    <Link to={l.href} className="text-brand-50 underline-offset-2 hover:text-white hover:underline">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <section aria-labelledby="footer-rg" className="mt-10 rounded-xl border border-brand-700 bg-brand-800 p-5 text-sm">
          <h2 id="footer-rg" className="flex items-center gap-3 text-base font-bold text-white">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full border-2 border-gold-400 font-extrabold text-gold-300">
              {compliance.ageLabel}
            </span>
            {copy.responsibleTitle}
          </h2>
          <p className="mt-3">
            <InlineText text={copy.responsibleText} linkClassName="font-bold text-white underline" />
          </p>
          {/* Self-exclusion from every operator (RGIAJ): on every page (issue 37). */}
          <p className="mt-2" data-testid="rgiaj">
            <InlineText text={compliance.selfExclusion} linkClassName="font-bold text-white underline" />
          </p>
          <p className="mt-2">{compliance.affiliateDisclosure}</p>
        </section>

        <p className="mt-8 text-xs text-brand-100">
          © {new Date().getFullYear()} {PUBLISHER.name} · NIF {PUBLISHER.nif} ·{" "}
          <Link to="/aviso-legal" className="underline">
            {copy.legalLink}
          </Link>{" "}
          ·{" "}
          <button type="button" {...OPENS_COOKIE_NOTICE} className="cursor-pointer underline">
            Configurar cookies
          </button>
        </p>
      </div>
    </footer>
  );
}
