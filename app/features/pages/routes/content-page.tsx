import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { faqPlainText, findContentPage } from "~/features/pages/pages.server";
import { withCalculatorCopy } from "~/features/bonus-calculator/index.server";
import { ContentPageView } from "~/features/pages/content-page-view";
import { authorRef, buildPageMeta, faqJsonLd } from "~/platform/seo";
import { absoluteUrl } from "~/platform/site";

export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's URL even for a client-navigation data request (`request` is the raw one).
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const found = findContentPage(path);
  if (!found) throw data(null, { status: 404 });
  const { file: _file, ...page } = found;
  return { page: { ...page, body: withCalculatorCopy(page.body) }, path, faq: faqPlainText(found) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path, faq } = loaderData;
  return buildPageMeta({
    title: page.title,
    description: page.description,
    path,
    canonicalPath: page.path,
    keywords: page.keywords,
    pageType: page.schemaType === "Article" || page.schemaType === "HowTo" ? "WebPage" : page.schemaType,
    // SVG heroes are not accepted by share scrapers: those pages use the default raster image.
    image: page.hero && !page.hero.src.endsWith(".svg") ? { ...page.hero, path: page.hero.src } : undefined,
    breadcrumb: [
      { name: "Inicio", path: "/" },
      { name: page.breadcrumb, path: page.path },
    ],
    structuredData: [
      ...(faq.length ? [faqJsonLd(faq)] : []),
      page.schemaType === "Article" || page.schemaType === "HowTo"
        ? {
            "@context": "https://schema.org",
            "@type": page.schemaType,
            headline: page.h1,
            name: page.h1,
            description: page.description,
            inLanguage: "es-ES",
            dateModified: page.updated,
            author: authorRef({ name: page.authorName, url: page.authorUrl, example: page.authorExample }),
          }
        : {
            // Same @id as the WebPage node of buildPageMeta: adds its revision date and author.
            "@context": "https://schema.org",
            "@type": page.schemaType,
            "@id": `${absoluteUrl(page.path)}#webpage`,
            dateModified: page.updated,
            author: authorRef({ name: page.authorName, url: page.authorUrl, example: page.authorExample }),
          },
    ],
  });
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
