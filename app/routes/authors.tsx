import type { Route } from "./+types/authors";
import { AuthorsIndexPage } from "~/features/authors/authors-index-page";
import { AUTHORS_PATH, authorsWithWorks } from "~/features/authors/authors.server";
import { authorsIndexCopy } from "~/features/copy/copy.server";
import { buildPageMeta } from "~/platform/seo";

const CRUMBS = [
  { name: "Inicio", path: "/" },
  { name: "Autores", path: AUTHORS_PATH },
];

/** /autores: every author of content/authors/, with what they cover and sign (prerendered). */
export function loader() {
  return { authors: authorsWithWorks().map(({ author, reviews, posts }) => ({ author, reviews, posts })), copy: authorsIndexCopy() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy } = loaderData;
  return buildPageMeta({ title: copy.title, description: copy.description, path: AUTHORS_PATH, pageType: "CollectionPage", breadcrumb: CRUMBS });
}

export default function AuthorsRoute({ loaderData }: Route.ComponentProps) {
  return <AuthorsIndexPage authors={loaderData.authors} copy={loaderData.copy} crumbs={CRUMBS} />;
}
