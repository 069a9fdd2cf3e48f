/**
 * The payment-method pages' content and loaders (issue 38; docs/decisions/0275): the guides
 * (content/payment-methods/guides/<slug>.md), the pages' texts (content/payment-methods/texts.yaml), and
 * the plain functions the site's wiring takes — paths for the prerender, sitemap entries, the links the
 * templates make, the collections for the content check. Server and build only (fs, zod); relative
 * imports only (react-router.config.ts reaches it through the site's page list in plain Node).
 */
import path from "node:path";
import { z } from "zod";
import { defineCollection, loadCollection, loadOrThrow, type Collection, type Entry, type Reference } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { fillTemplate } from "../../platform/text.ts";
import { getAuthor } from "../authors/index.server.ts";
import { getOperators, operatorsCollection, type Operator } from "../operators/index.server.ts";
import { PAYMENT_METHODS, methodInSentence, spanishList, type PaymentMethod } from "../operators/index.ts";
import { nodesToHtml, parseMarkdown } from "../pages/index.server.ts";
import { guideDefinition, textsDefinition } from "./definition.ts";
import {
  PAYMENT_METHODS_PATH,
  methodCounts,
  methodPagePath,
  methodRows,
  methodsWithoutGuide,
  pageOfMethod,
  publishedPages,
  type MethodCounts,
  type MethodRow,
} from "./payment-methods.ts";

export const guideSchema = toZod(guideDefinition);
export type GuideFile = z.output<typeof guideSchema>;
export const textsSchema = toZod(textsDefinition);
export type PaymentMethodsTexts = z.output<typeof textsSchema>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Internal links of a guide's Markdown, with their lines, for the content check and the link map. */
function bodyLinks(entry: Entry<GuideFile>): Reference[] {
  return parseMarkdown(entry.body, { directives: false, field: "guía" }).references.map((r) => ({
    kind: r.kind,
    value: r.value.split("#")[0] || "/",
    line: entry.bodyLine + r.line - 1,
    field: "guía",
  }));
}

export const guidesCollection = defineCollection({
  label: "guías de métodos de pago",
  dir: "payment-methods/guides",
  format: "markdown",
  schema: guideSchema,
  check(entries, report, complete) {
    const owner = new Map<string, Entry<GuideFile>>();
    for (const e of entries) {
      if (!SLUG.test(e.id)) report(e, ["title"], `el nombre del archivo («${e.id}») es el final de la dirección: solo minúsculas sin acentos, números y guiones`);
      for (const { line, message } of parseMarkdown(e.body, { directives: false, field: "guía" }).problems) {
        report(e, ["body"], message, { line: e.bodyLine + line - 1, field: "guía" });
      }
      e.data.methods.forEach((m, i) => {
        const prev = owner.get(m);
        if (prev) report(e, ["methods", i], `«${m}» ya lo explica ${prev.file.split("/").pop()}; cada método va en una sola guía`);
        else owner.set(m, e);
      });
    }
    // Every method an operator takes needs its guide, or it would have no page (content/operators is read here).
    if (!complete || !entries.length) return;
    const root = path.dirname(path.dirname(path.dirname(path.resolve(entries[0]!.file))));
    const ops = loadCollection(operatorsCollection, root);
    if (ops.problems.length) return;
    const data = ops.entries.map((o) => ({ id: o.id, ...o.data }));
    for (const { method, operators } of methodsWithoutGuide(
      entries.map((e) => ({ slug: e.id, name: e.data.name, methods: e.data.methods })),
      data,
    )) {
      report(
        entries[0]!,
        ["methods"],
        `${operators.join(", ")} ${operators.length > 1 ? "aceptan" : "acepta"} ${method}, pero ninguna guía lo cubre: añádelo a «Métodos que cubre» de una guía o crea content/payment-methods/guides/<identificador>.md (sin guía, ${method} no tiene página)`,
      );
    }
  },
  references: (e) => [{ kind: "author", value: e.data.author, path: ["author"] }, ...bodyLinks(e)],
});

/** The site paths a text of texts.yaml links to ([texto](/ruta)). */
const textLinks = (text: string): string[] => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!.split("#")[0]!);

export const textsCollection = defineCollection({
  label: "textos de las páginas de métodos de pago",
  dir: "payment-methods",
  file: "texts.yaml",
  format: "yaml",
  schema: textsSchema,
  // The complaint note's link must reach a page of the site (the content check).
  references: (e) => textLinks(e.data.complaintNote).map((value) => ({ kind: "page" as const, value, path: ["complaintNote"] })),
});

/** The feature's content collections: its PageFeature's `collections()` (the content check reads them from the registry). */
export const PAYMENT_METHODS_COLLECTIONS: Collection[] = [guidesCollection as unknown as Collection, textsCollection as unknown as Collection];

export interface Guide {
  slug: string;
  name: string;
  methods: PaymentMethod[];
  title: string;
  description: string;
  summary: string;
  updated: string;
  /** «Por …» with the author's page; an example persona is marked as such (decision 0237). */
  byline: { name: string; url: string; example?: boolean };
  /** The guide as HTML, converted at build time from the trusted Markdown (every text escaped). */
  html: string;
}

function bylineOf(slug: string): Guide["byline"] {
  const a = getAuthor(slug);
  return a ? { name: a.name, url: a.url, ...(a.example ? { example: true } : {}) } : { name: slug, url: "/autores" };
}

let guidesCache: Guide[] | undefined;
let textsCache: PaymentMethodsTexts | undefined;

/** Every guide, in the order of the methods' list (most common first). Throws on any problem. */
export function getGuides(): Guide[] {
  guidesCache ??= loadOrThrow(guidesCollection).map((e) => ({
    slug: e.id,
    name: e.data.name,
    methods: [...e.data.methods],
    title: e.data.title,
    description: e.data.description,
    summary: e.data.summary,
    updated: e.data.updated,
    byline: bylineOf(e.data.author),
    html: nodesToHtml(parseMarkdown(e.body, { directives: false, field: "guía" }).nodes),
  }));
  const order = (g: Guide) => Math.min(...g.methods.map((m) => PAYMENT_METHODS.findIndex((p) => p.name === m)));
  guidesCache.sort((a, b) => order(a) - order(b));
  return guidesCache;
}

export function getPaymentMethodsTexts(): PaymentMethodsTexts {
  textsCache ??= loadOrThrow(textsCollection)[0]!.data;
  return textsCache;
}

/** The published pages (a guide some operator's method backs), in the guides' order. */
export function paymentMethodPages(ops: readonly Operator[] = getOperators()): Guide[] {
  return publishedPages(getGuides(), ops);
}

/** Every path of the feature: the index and each published method page. */
export function paymentMethodPaths(): string[] {
  return [PAYMENT_METHODS_PATH, ...paymentMethodPages().map((g) => methodPagePath(g.slug))];
}

/** The sitemap's entries: the index dated by its texts or the newest review, each page by its guide or its operators' newest update. */
export function paymentMethodSitemapEntries(): { path: string; lastmod: string; changefreq: "monthly"; priority: number }[] {
  const ops = getOperators();
  const newest = (dates: string[]) => dates.reduce((max, d) => (d > max ? d : max), "");
  const pages = paymentMethodPages(ops).map((g) => {
    const ids = new Set(methodRows(ops, g.methods).map((r) => r.operatorId));
    return { path: methodPagePath(g.slug), lastmod: newest([g.updated, ...ops.filter((o) => ids.has(o.id)).map((o) => o.updated)]), changefreq: "monthly" as const, priority: 0.6 };
  });
  const index = { path: PAYMENT_METHODS_PATH, lastmod: newest([getPaymentMethodsTexts().indexUpdated, ...pages.map((p) => p.lastmod)]), changefreq: "monthly" as const, priority: 0.6 };
  return [index, ...pages];
}

/** The links the templates make, as [from, to]: the index to every page, each page to the index, its operators' reviews and the other pages; each review and /comparacion to the pages. */
export function paymentMethodLinks(): [string, string][] {
  const ops = getOperators();
  const pages = paymentMethodPages(ops);
  const links: [string, string][] = [];
  for (const g of pages) {
    const from = methodPagePath(g.slug);
    links.push([PAYMENT_METHODS_PATH, from], [from, PAYMENT_METHODS_PATH]);
    for (const r of methodRows(ops, g.methods)) links.push([from, r.reviewPath]);
    for (const other of pages) if (other !== g) links.push([from, methodPagePath(other.slug)]);
    for (const to of textLinks(getPaymentMethodsTexts().complaintNote)) links.push([from, to]);
  }
  for (const op of ops) {
    for (const l of reviewPaymentLinks(op.paymentMethods.map((m) => m.method), pages)) links.push([op.detailUrl, l.href]);
    // The review's payments box carries the same note to «Cómo reclamar».
    for (const to of textLinks(getPaymentMethodsTexts().complaintNote)) links.push([op.detailUrl, to]);
  }
  links.push(["/comparacion", PAYMENT_METHODS_PATH]);
  return links;
}

export interface MethodLink {
  method: PaymentMethod;
  href: string;
}

/** A review's links: each of its methods with a published page (Visa and Mastercard share tarjeta's). */
export function reviewPaymentLinks(methods: readonly PaymentMethod[], pages: readonly Guide[] = paymentMethodPages()): MethodLink[] {
  return methods.flatMap((method) => {
    const page = pageOfMethod(pages, method);
    return page ? [{ method, href: methodPagePath(page.slug) }] : [];
  });
}

/** For the comparison's payment filter: each method's page (by the filter's method name). */
export function comparisonMethodLinks(): { byMethod: Partial<Record<PaymentMethod, string>>; index: string; texts: { filter: string; index: string } } {
  const pages = paymentMethodPages();
  const byMethod: Partial<Record<PaymentMethod, string>> = {};
  for (const g of pages) for (const m of g.methods) byMethod[m] = methodPagePath(g.slug);
  const t = getPaymentMethodsTexts();
  return { byMethod, index: PAYMENT_METHODS_PATH, texts: { filter: t.comparisonFilterLink, index: t.comparisonIndexLink } };
}

export interface IndexItem {
  slug: string;
  name: string;
  summary: string;
  href: string;
  counts: MethodCounts;
}

/** /metodos-de-pago: every published page (`ops`: the operators, the site's by default; tests pass their own) with how many operators take its methods, to deposit and to withdraw. */
export function paymentMethodsIndexData(ops: readonly Operator[] = getOperators()) {
  const items: IndexItem[] = paymentMethodPages(ops).map((g) => ({
    slug: g.slug,
    name: g.name,
    summary: g.summary,
    href: methodPagePath(g.slug),
    counts: methodCounts(methodRows(ops, g.methods)),
  }));
  return { items, texts: getPaymentMethodsTexts(), total: ops.length, path: PAYMENT_METHODS_PATH };
}

/** /metodos-de-pago/<slug>: its guide, the operators taking it (ranked), the other pages. Undefined for an unknown or unpublished slug. */
export function paymentMethodPageData(slug: string, ops: readonly Operator[] = getOperators()) {
  const pages = paymentMethodPages(ops);
  const guide = pages.find((g) => g.slug === slug);
  if (!guide) return undefined;
  const rows: MethodRow[] = methodRows(ops, guide.methods);
  const t = getPaymentMethodsTexts();
  const name = guide.name;
  // Inside a sentence: «aceptan transferencia bancaria», «aceptan Visa y Mastercard».
  const vars = { metodo: name, "metodo.frase": spanishList(guide.methods.map(methodInSentence)) };
  return {
    guide,
    rows,
    counts: methodCounts(rows),
    several: guide.methods.length > 1,
    others: pages.filter((g) => g !== guide).map((g) => ({ name: g.name, href: methodPagePath(g.slug) })),
    texts: t,
    headings: {
      h1: fillTemplate(t.methodH1, vars),
      operators: fillTemplate(t.operatorsHeading, vars),
      operatorsIntro: fillTemplate(t.operatorsIntro, vars),
      guide: fillTemplate(t.guideHeading, vars),
    },
    path: methodPagePath(guide.slug),
  };
}

export type PaymentMethodPageData = NonNullable<ReturnType<typeof paymentMethodPageData>>;
export type PaymentMethodsIndexData = ReturnType<typeof paymentMethodsIndexData>;
