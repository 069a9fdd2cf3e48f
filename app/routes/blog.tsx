import type { Route } from "./+types/blog";
import { BlogList } from "~/components/blog/blog-list";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ResponsibleGamblingBox } from "~/components/responsible-gambling/responsible-gambling-box";
import { getPosts, toSummary } from "~/content/blog.server";
import { BLOG_DESCRIPTION, BLOG_PATH, BLOG_TITLE, blogJsonLd, feedLink } from "~/lib/blog-seo";
import { buildPageMeta } from "~/lib/seo";

export function loader() {
  return { posts: getPosts().map(toSummary) };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return buildPageMeta({
    title: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    path: BLOG_PATH,
    pageType: "CollectionPage",
    keywords: ["blog casinos online", "guías de casino", "bonos de casino", "apuestas deportivas", "juego responsable"],
    breadcrumb: [
      { name: "Inicio", path: "/" },
      { name: "Blog", path: BLOG_PATH },
    ],
    extra: [feedLink()],
    structuredData: loaderData ? [blogJsonLd(loaderData.posts)] : [],
  });
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { name: "Inicio", path: "/" },
          { name: "Blog", path: BLOG_PATH },
        ]}
      />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Blog de casinos online y apuestas</h1>
        <p className="mt-4 text-lg text-slate-700">
          Guías prácticas y análisis escritos por nuestro equipo: cómo funcionan los bonos y sus requisitos de apuesta,
          qué mirar en un juego nuevo, cómo se mueve el mercado español y qué herramientas tienes para jugar con
          control. Solo hablamos de operadores con licencia en España.
        </p>
      </header>
      <BlogList posts={loaderData.posts} />
      <ResponsibleGamblingBox />
    </div>
  );
}
