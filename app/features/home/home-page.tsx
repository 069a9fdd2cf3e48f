import { Link } from "react-router";
import { MethodologyLink } from "~/features/methodology/components";
import { CasinoCard, PromoNotice, ProvisionalRatingsNote } from "~/features/operators/components";
import { FaqSection } from "~/ui/faq-section";
import GameCarousel from "./game-carousel.island";
import { Island } from "~/ui/island";
import { NewsletterBox } from "~/features/newsletter/components";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { ImageCardGrid } from "~/ui/image-card-grid";
import { useShellCopy } from "~/features/layout";
import type { CardOperator } from "~/features/operators";
import type { HomeCopy } from "./home-copy.server";

/**
 * The home page: every block of the spec's route table, in its order. Its texts come from the
 * route loader (content/copy/home.yaml, variables already resolved).
 */
export function HomePage({ top, copy: h }: { top: readonly CardOperator[]; copy: HomeCopy }) {
  const AFFILIATE_DISCLOSURE = useShellCopy().compliance.affiliateDisclosure;
  return (
    <>
      {/* The hero is its title only: on a phone the first of the ranking, with its bonus and call to action, is on the first screen. */}
      <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-6xl gap-x-8 px-4 pt-4 pb-5 sm:pt-6 sm:pb-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-end">
          <div>
            <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase sm:text-sm">{h.hero.eyebrow}</p>
            <h1 id="hero-title" className="mt-1 max-w-4xl text-2xl font-extrabold sm:text-4xl">
              {h.hero.h1}
            </h1>
            <p className="mt-2 max-w-3xl text-sm text-brand-50 sm:text-lg">{h.hero.intro}</p>
          </div>
          {/* From a tablet up, beside the title; a phone has their figures in the title, the cards and the +18 lines,
              and the link to the comparison under the ranking. */}
          <div className="mt-5 hidden flex-wrap items-center gap-x-8 gap-y-4 sm:flex lg:mt-0">
            <dl className="grid grow grid-cols-3 gap-3">
              {h.hero.highlights.map((x) => (
                <div key={x.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-2 sm:p-3">
                  <dt className="mt-1 text-xs text-brand-50 sm:text-sm">{x.label}</dt>
                  <dd className="m-0 text-xl font-extrabold text-gold-300 sm:text-2xl">{x.value}</dd>
                </div>
              ))}
            </dl>
            <Link to={h.hero.primaryCta.href} className="btn-gold">
              {h.hero.primaryCta.label}
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        {/* The ranking right under the hero, each operator once: the first screen shows its first entries. */}
        <section aria-labelledby="top-title" className="mt-4 mb-12 sm:mt-5">
          <h2 id="top-title" className="text-xl font-bold text-ink sm:text-3xl">
            {h.topCasinos.title}
          </h2>
          <p className="mt-1 text-xs text-slate-600 sm:text-sm">
            {AFFILIATE_DISCLOSURE} <MethodologyLink />
          </p>
          <ol className="mt-3 grid list-none gap-4 p-0 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {top.map((op) => (
              <li key={op.id}>
                <CasinoCard operator={op} />
              </li>
            ))}
          </ol>
          <p className="mt-6 max-w-3xl text-slate-700">{h.topCasinos.intro}</p>
          <ProvisionalRatingsNote operators={top} />
          <p className="mt-4">
            <Link to={h.topCasinos.allLink.href} className="btn-secondary">
              {h.topCasinos.allLink.label}
            </Link>
          </p>
        </section>

        <NewsletterBox title={h.newsletter[0]!.title} text={h.newsletter[0]!.text} />

        <section aria-labelledby="games-title" className="my-12">
          <h2 id="games-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
            {h.games.title}
          </h2>
          <p className="mt-2 mb-6 text-center text-slate-700">{h.games.subtitle}</p>
          {/* The slides say «Juega ahora en los mejores casinos»: advertising, so labelled as such, with +18 and a risk message. */}
          <PromoNotice className="mx-auto mb-3 max-w-4xl" />
          <Island name="game-carousel" component={GameCarousel} props={{ slides: h.games.slides, caption: h.games.slideCaption, label: h.games.carouselLabel }} />
        </section>

        <ImageCardGrid title={h.gameLinks.title} cards={h.gameLinks.items} />

        <FaqSection id="faq" title={h.faq.title} items={h.faq.items} />

        <section aria-labelledby="tips-title" className="my-12">
          <h2 id="tips-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {h.tips.title}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">{h.tips.intro}</p>
          <ol className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {h.tips.items.map((tip, i) => (
              <li key={tip.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <h3 className="flex items-center gap-3 text-lg font-semibold text-ink">
                  <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  {tip.title}
                </h3>
                <p className="mt-2 text-slate-700">{tip.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <NewsletterBox title={h.newsletter[1]!.title} text={h.newsletter[1]!.text} />

        <ResponsibleGamblingBox />
      </div>
    </>
  );
}
