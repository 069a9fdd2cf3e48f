import type { MetaDescriptor } from "react-router";
import { DEFAULT_OG_IMAGE, PUBLISHER, SITE_NAME, SITE_URL, absoluteUrl } from "./site";

export type JsonLd = Record<string, unknown>;

export interface SeoInput {
  title: string;
  description: string;
  /** Path of this page, e.g. "/comparacion". */
  path: string;
  /** Path of the canonical page when this URL is an alias (defaults to `path`). */
  canonicalPath?: string;
  ogType?: "website" | "article";
  image?: { path: string; width: number; height: number; alt: string };
  keywords?: string[];
  /** Page-specific JSON-LD blocks; WebSite and Organization are always added. */
  structuredData?: JsonLd[];
  /** Extra tags (article:published_time, alternate feeds …). */
  extra?: MetaDescriptor[];
  robots?: string;
  /** When set, the site name is added to the title only if the whole stays within this many characters. */
  titleMax?: number;
}

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

export function pageTitle(title: string, max?: number): string {
  if (title.includes(SITE_NAME)) return title;
  return max !== undefined && title.length + TITLE_SUFFIX.length > max ? title : `${title}${TITLE_SUFFIX}`;
}

export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${SITE_URL}/#organization`,
    name: SITE_NAME,
    url: `${SITE_URL}/`,
    logo: absoluteUrl("/logo.png"),
    email: PUBLISHER.email,
    legalName: PUBLISHER.name,
  };
}

export function websiteJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${SITE_URL}/#website`,
    name: SITE_NAME,
    url: `${SITE_URL}/`,
    inLanguage: "es-ES",
    publisher: { "@id": `${SITE_URL}/#organization` },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

/** Who wrote a page, as schema.org Person pointing at the author page. */
export interface JsonLdAuthor {
  name: string;
  /** /autores/<slug> */
  url: string;
  /** A persona of the example data (`example: true`): no real person to name (decision 0237). */
  example?: boolean;
}

export function personRef(a: JsonLdAuthor): JsonLd {
  return { "@type": "Person", "@id": `${absoluteUrl(a.url)}#persona`, name: a.name, url: absoluteUrl(a.url) };
}

/** The site itself as the author of what an example persona signs. */
export function siteOrganizationRef(): JsonLd {
  return { "@type": "Organization", "@id": `${SITE_URL}/#organization`, name: SITE_NAME, url: `${SITE_URL}/` };
}

/**
 * The `author` of a page's structured data: the person, or, while the byline is an example persona, the
 * site's Organization: search engines are never told an invented person wrote it (issue 49).
 */
export function authorRef(a: JsonLdAuthor): JsonLd {
  return a.example ? siteOrganizationRef() : personRef(a);
}

/** The author page's Person: name, role, bio, topics and photo. */
export function personJsonLd(a: JsonLdAuthor & { role: string; bio: string; areas: string[]; photo?: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    ...personRef(a),
    jobTitle: a.role,
    description: a.bio,
    knowsAbout: a.areas,
    ...(a.photo ? { image: absoluteUrl(a.photo) } : {}),
    worksFor: { "@id": `${SITE_URL}/#organization` },
  };
}

export function webPageJsonLd(opts: {
  title: string;
  description: string;
  path: string;
  type?: string;
  dateModified?: string;
  author?: JsonLdAuthor;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": opts.type ?? "WebPage",
    "@id": `${absoluteUrl(opts.path)}#webpage`,
    url: absoluteUrl(opts.path),
    name: opts.title,
    description: opts.description,
    inLanguage: "es-ES",
    isPartOf: { "@id": `${SITE_URL}/#website` },
    publisher: { "@id": `${SITE_URL}/#organization` },
    ...(opts.dateModified ? { dateModified: opts.dateModified } : {}),
    ...(opts.author ? { author: authorRef(opts.author) } : {}),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: stripInlineMarkup(i.answer) },
    })),
  };
}

/** Turns the content's inline markup ([label](href), **bold**) into plain text. */
export function stripInlineMarkup(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*([^*]+)\*\*/g, "$1");
}

const MAX_DESCRIPTION = 160;

/** Search engines cut descriptions at ~160 characters: cut at a word boundary ourselves. */
export function clampDescription(text: string, max = MAX_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : cut.length).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The one meta builder: every route's `meta` export returns `buildMeta(...)`. */
export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const canonical = absoluteUrl(input.canonicalPath ?? input.path);
  const image = input.image ?? DEFAULT_OG_IMAGE;
  const imageUrl = absoluteUrl(image.path);
  const title = pageTitle(input.title, input.titleMax);
  const description = clampDescription(input.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "robots", content: input.robots ?? "index,follow,max-image-preview:large" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: "es_ES" },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.extra) tags.push(...input.extra);
  for (const block of [websiteJsonLd(), organizationJsonLd(), ...(input.structuredData ?? [])]) {
    tags.push({ "script:ld+json": block });
  }
  return tags;
}

/** Meta for a page kept out of the index (not found, the picker's answer): its copy's title and description, links still followed. */
export function noindexMeta(copy: { title: string; description: string } | undefined, path: string): MetaDescriptor[] {
  return buildMeta({ title: copy?.title ?? "", description: copy?.description ?? "", path, robots: "noindex,follow" });
}

/** Meta for a plain content page: WebPage + BreadcrumbList (Inicio › page) added for you. */
export function buildPageMeta(
  input: SeoInput & { breadcrumb?: Crumb[]; pageType?: string },
): MetaDescriptor[] {
  const crumbs = input.breadcrumb ?? [
    { name: "Inicio", path: "/" },
    { name: input.title, path: input.canonicalPath ?? input.path },
  ];
  return buildMeta({
    ...input,
    structuredData: [
      webPageJsonLd({
        title: input.title,
        description: input.description,
        path: input.canonicalPath ?? input.path,
        type: input.pageType,
      }),
      breadcrumbJsonLd(crumbs),
      ...(input.structuredData ?? []),
    ],
  });
}

/**
 * Review of an operator (schema.org Review of an Organization). Google accepts review markup about
 * organisations only on sites that review other organisations, with the rating scale stated.
 */
/** A ranked list of pages (home's top casinos, the comparison), as schema.org ItemList. */
export function rankedListJsonLd(name: string, items: { position: number; name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: items.length,
    itemListElement: items.map((i) => ({ "@type": "ListItem", position: i.position, name: i.name, url: absoluteUrl(i.path) })),
  };
}

export function reviewJsonLd(opts: {
  path: string;
  name: string;
  body: string;
  rating: number;
  organization: { name: string; url: string; foundingDate?: string };
  author?: JsonLdAuthor;
  dateModified?: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Review",
    "@id": `${absoluteUrl(opts.path)}#review`,
    url: absoluteUrl(opts.path),
    name: opts.name,
    reviewBody: opts.body,
    inLanguage: "es-ES",
    itemReviewed: {
      "@type": "Organization",
      name: opts.organization.name,
      url: opts.organization.url,
      ...(opts.organization.foundingDate ? { foundingDate: opts.organization.foundingDate } : {}),
    },
    reviewRating: { "@type": "Rating", ratingValue: opts.rating, bestRating: 10, worstRating: 0 },
    author: opts.author ? authorRef(opts.author) : siteOrganizationRef(),
    ...(opts.dateModified ? { dateModified: opts.dateModified } : {}),
    publisher: { "@id": `${SITE_URL}/#organization` },
  };
}
