import { data } from "react-router";
import type { Route } from "./+types/author";
import { AuthorPage } from "~/features/author-pages/author-page";
import { AUTHORS_PATH, getAuthorByPath, worksOf } from "~/features/author-pages/author-works.server";
import { authorPageCopy } from "~/features/author-pages/author-pages-copy.server";
import { buildPageMeta, personJsonLd } from "~/platform/seo";

/** One template for every /autores/<slug>: the routes come from content/authors/*.yaml. */
export function loader({ url }: Route.LoaderArgs) {
  const author = getAuthorByPath(url.pathname.replace(/\/+$/, ""));
  if (!author) throw data(null, { status: 404 });
  return { author, ...worksOf(author.slug), copy: authorPageCopy(author), crumbs: authorCrumbs(author) };
}

/** Home › the list of authors › this one: the visible trail and the BreadcrumbList. */
function authorCrumbs(author: { name: string; url: string }) {
  return [
    { name: "Inicio", path: "/" },
    { name: "Autores", path: AUTHORS_PATH },
    { name: author.name, path: author.url },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { author, copy } = loaderData;
  return buildPageMeta({
    title: copy.meta.title,
    description: copy.meta.description,
    path: author.url,
    pageType: "ProfilePage",
    breadcrumb: loaderData.crumbs,
    // An example persona is no person: no Person node for it (its page says «autor de ejemplo»).
    structuredData: author.example ? [] : [personJsonLd(author)],
  });
}

export default function AuthorRoute({ loaderData }: Route.ComponentProps) {
  return <AuthorPage author={loaderData.author} reviews={loaderData.reviews} posts={loaderData.posts} copy={loaderData.copy} crumbs={loaderData.crumbs} />;
}
