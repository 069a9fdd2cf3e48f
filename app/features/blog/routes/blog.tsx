import type { Route } from "./+types/blog";
import { BlogList } from "~/features/blog/blog-list";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { getPosts, toSummary } from "~/features/blog/blog.server";
import { blogPageCopy } from "~/features/blog/blog-copy.server";
import { BLOG_PATH, blogJsonLd, feedLink } from "~/features/blog/blog-seo";
import { buildPageMeta } from "~/platform/seo";

export function loader() {
  const posts = getPosts().map(toSummary);
  return { posts, copy: blogPageCopy(posts.length) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const copy = loaderData?.copy.meta;
  return buildPageMeta({
    title: copy?.title ?? "",
    description: copy?.description ?? "",
    path: BLOG_PATH,
    pageType: "CollectionPage",
    keywords: copy?.keywords ?? [],
    breadcrumb: [
      { name: "Inicio", path: "/" },
      { name: "Blog", path: BLOG_PATH },
    ],
    extra: [feedLink()],
    structuredData: loaderData ? [blogJsonLd(loaderData.posts, loaderData.copy.meta)] : [],
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
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{loaderData.copy.h1}</h1>
        <p className="mt-4 text-lg text-slate-700">{loaderData.copy.intro}</p>
      </header>
      <BlogList posts={loaderData.posts} emptyText={loaderData.copy.empty ?? ""} />
      <ResponsibleGamblingBox />
    </div>
  );
}
