import type { Route } from "./+types/authors";
import { AuthorsIndexPage } from "~/features/author-pages/authors-index-page";
import { AUTHORS_PATH, authorsWithWorks } from "~/features/author-pages/author-works.server";
import { authorsIndexCopy } from "~/features/author-pages/author-pages-copy.server";
import { buildPageMeta } from "~/platform/seo";

/** /autores: every author of content/authors/, with what they cover and sign (prerendered). */
export function loader() {
  const crumbs = [
    { name: "Inicio", path: "/" },
    { name: "Autores", path: AUTHORS_PATH },
  ];
  return { authors: authorsWithWorks().map(({ author, reviews, posts }) => ({ author, reviews, posts })), copy: authorsIndexCopy(), crumbs, path: AUTHORS_PATH };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, crumbs, path } = loaderData;
  return buildPageMeta({ title: copy.title, description: copy.description, path, pageType: "CollectionPage", breadcrumb: crumbs });
}

export default function AuthorsRoute({ loaderData }: Route.ComponentProps) {
  return <AuthorsIndexPage authors={loaderData.authors} copy={loaderData.copy} crumbs={loaderData.crumbs} />;
}
