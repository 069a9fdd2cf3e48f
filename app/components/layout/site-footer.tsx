import { Link } from "react-router";
import { FOOTER_SECTIONS } from "~/content/navigation";
import { ExternalLink } from "~/components/ui/external-link";
import { AFFILIATE_DISCLOSURE } from "~/content/compliance";
import { PRIMARY_HELPLINE, PUBLISHER, REGULATOR, RESPONSIBLE_GAMBLING_PORTAL, SITE_NAME } from "~/lib/site";
import { Logo } from "./logo";
import { useSiteNav } from "./use-site-nav";

export function SiteFooter() {
  const nav = useSiteNav();
  const sections = [
    { title: "Casinos destacados", links: nav.footerCasinos },
    ...FOOTER_SECTIONS,
    { title: "Artículos destacados", links: nav.featuredArticles },
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
            <p className="mt-3 text-sm">
              Comparamos casinos online con licencia de la {REGULATOR.shortName}. Somos un medio independiente: no
              organizamos juegos ni aceptamos apuestas ni depósitos.
            </p>
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
              +18
            </span>
            Juego responsable · Prohibido a menores de 18 años
          </h2>
          <p className="mt-3">
            Jugar puede crear adicción. Si el juego deja de ser una diversión, pide ayuda: llama gratis y de forma
            confidencial al{" "}
            <a href={`tel:${PRIMARY_HELPLINE.tel}`} className="font-bold text-white underline">
              {PRIMARY_HELPLINE.display}
            </a>{" "}
            ({PRIMARY_HELPLINE.name.split(" – ")[0]}) o visita{" "}
            <ExternalLink href={RESPONSIBLE_GAMBLING_PORTAL.url} className="font-bold text-white underline">
              jugarbien.es
            </ExternalLink>
            , el portal de juego responsable del regulador. Solo recomendamos operadores con licencia de la{" "}
            <ExternalLink href={REGULATOR.url} className="font-bold text-white underline">
              {REGULATOR.name}
            </ExternalLink>
            .
          </p>
          <p className="mt-2">{AFFILIATE_DISCLOSURE}</p>
        </section>

        <p className="mt-8 text-xs text-brand-100">
          © {new Date().getFullYear()} {PUBLISHER.name} · NIF {PUBLISHER.nif} ·{" "}
          <Link to="/aviso-legal" className="underline">
            Aviso legal
          </Link>
        </p>
      </div>
    </footer>
  );
}
