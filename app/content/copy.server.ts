/**
 * The site's fixed copy as data: one YAML file per area in app/content/copy/ (compliance texts,
 * menus, newsletter, home, comparison…), each a collection of one file with its own zod schema,
 * checked by `npm run content:check` like every other collection (unknown or missing field, and
 * every `{{variable}}` must exist).
 *
 * Values that come from the site config or the ranking are written as `{{variables}}`
 * (app/content/page-variables.ts) and resolved here, on the server: loaders hand components plain
 * strings, and only the ones the page shows. A few fields also take a *local* variable that only
 * the component knows (the operator's name on a play button, `{{operador}}`); the server leaves
 * those in place and the component fills them (fillCopy in app/content/shell-copy.ts).
 *
 * Server and build only (zod, fs): components never import this (docs/decisions/0040 and 0105).
 */
import { z } from "zod";
import { type Collection, type Reference, defineCollection, loadOrThrow } from "./collection";
import { pageVariables } from "./page-variables";
import type { ComparisonCopy, ConfirmView, HomeCopy, LinkViewCopy, ShellCopy, UnsubscribeView } from "./shell-copy";

/* ---------- field types ---------- */

const text = (min = 1) => z.string().trim().min(min);
/** A path on this site (the content check also verifies that the page exists). */
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, "debe ser una dirección de esta web que empiece por «/», por ejemplo /comparacion");
const navLink = z.object({ label: text(2), href: sitePath }).strict();

/* ---------- variables ---------- */

const VARIABLE = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g;

/** Every string in a value, with its field path. */
function* strings(value: unknown, at: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, at];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...at, i]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, [...at, k]);
}

/**
 * A copy file: one YAML file in copy/, a schema, and the local variables a field may use besides
 * the site's ones (field path joined with "." → names).
 */
function copyCollection<S extends z.ZodType>(label: string, file: string, schema: S, local: Record<string, readonly string[]> = {}) {
  return defineCollection({
    label,
    dir: "copy",
    file,
    format: "yaml",
    schema,
    // Every link to a page of the site (a menu's href, or [texto](/ruta) inside a text) must exist.
    references(entry) {
      const refs: Reference[] = [];
      for (const [value, at] of strings(entry.data)) {
        const key = at.at(-1);
        if (key === "href" || key === "link") refs.push({ kind: "page", value, path: at });
        if (key === "src") refs.push({ kind: "image", value, path: at });
        for (const m of value.matchAll(/\]\((\/[^)\s]*)\)/g)) refs.push({ kind: "page", value: m[1]!, path: at });
      }
      return refs;
    },
    check(entries, report) {
      const known = pageVariables();
      for (const entry of entries) {
        for (const [value, at] of strings(entry.data)) {
          const allowed = local[at.filter((s) => typeof s === "string").join(".")] ?? [];
          for (const m of value.matchAll(VARIABLE)) {
            const name = m[1]!;
            if (known[name] !== undefined || allowed.includes(name)) continue;
            const hint = allowed.length ? `; aquí puedes usar ${allowed.map((a) => `{{${a}}}`).join(", ")}` : "";
            report(entry, at, `la variable {{${name}}} no existe (lista en docs/editing-content.md)${hint}`);
          }
        }
      }
    },
  });
}

/* ---------- the files ---------- */

export const complianceCopySchema = z
  .object({
    advertisingLabel: text(3),
    ageLabel: text(2),
    ageText: text(3),
    responsibleMessage: text(5),
    helpShort: text(5),
    playButton: text(3).refine((s) => s.includes("{{operador}}"), "debe incluir {{operador}}: las normas piden que el botón nombre al casino"),
    termsLink: text(3),
    affiliateDisclosure: text(30),
    responsibleBox: z.object({ title: text(5), text: text(30), help: text(10), guideLink: text(5) }).strict(),
  })
  .strict();

export const navigationCopySchema = z
  .object({
    mainLinks: z.array(navLink).min(1),
    casinosMenu: text(3),
    gamesMenu: z.object({ label: text(3), links: z.array(navLink).min(1) }).strict(),
    footer: z
      .object({
        about: text(20),
        casinosTitle: text(3),
        articlesTitle: text(3),
        sections: z.array(z.object({ title: text(3), links: z.array(navLink).min(1) }).strict()),
        responsibleTitle: text(5),
        responsibleText: text(30),
        legalLink: text(3),
      })
      .strict(),
  })
  .strict();

const linkView = z.object({ heading: text(3), text: text(10) }).strict();

export const newsletterCopySchema = z
  .object({
    box: z.object({ title: text(5), text: text(20), consent: text(20) }).strict(),
    dialog: z.object({ title: text(5), text: text(20) }).strict(),
    confirm: z
      .object({
        title: text(10),
        description: text(20),
        valid: linkView.extend({ button: text(3), note: text(10) }).strict(),
        confirmed: linkView,
        already: linkView,
        expired: linkView,
        unsubscribed: linkView,
        invalid: linkView,
      })
      .strict(),
    unsubscribe: z
      .object({
        title: text(10),
        description: text(20),
        valid: linkView.extend({ button: text(3) }).strict(),
        unsubscribed: linkView,
        already: linkView,
        expired: linkView,
        invalid: linkView,
        mailboxLabel: text(3),
      })
      .strict(),
    unavailable: linkView,
  })
  .strict();

/** A text the spec quotes: editable in the file, but the check holds it to the spec's words. */
const specText = <T extends string>(value: T) =>
  z.literal(value, { error: `debe decir exactamente «${value}» (lo fija la especificación de la web)` });

const imageLink = z
  .object({
    src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpe?g|webp|avif)$/, "debe ser la ruta de una imagen en public/, por ejemplo /images/home/mi-imagen.svg"),
    alt: text(10),
    title: text(3),
    link: sitePath,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();
const faqItem = z.object({ question: text(5), answer: text(20) }).strict();
const meta = z.object({ title: text(10), description: text(50), keywords: z.array(text(2)).min(1) }).strict();

export const homeCopySchema = z
  .object({
    meta,
    hero: z
      .object({
        eyebrow: text(3),
        h1: text(10),
        intro: text(20),
        highlights: z.array(z.object({ value: text(1), label: text(3) }).strict()).min(1).max(4),
        primaryCta: navLink,
        podiumLabel: text(3),
      })
      .strict(),
    newsletter: z.array(z.object({ title: text(5), text: text(20) }).strict()).length(2, "la portada tiene exactamente 2 recuadros del boletín"),
    topCasinos: z.object({ title: text(5), intro: text(20), allLink: navLink }).strict(),
    games: z
      .object({
        title: specText("Miles de Juegos Te Esperan"),
        subtitle: specText("Descubre la mejor selección de slots, ruleta, blackjack y más"),
        slideCaption: specText("Juega ahora en los mejores casinos"),
        carouselLabel: text(3),
        slides: z.array(imageLink).length(3, "el carrusel tiene exactamente 3 diapositivas (lo fija la especificación)"),
      })
      .strict(),
    gameLinks: z.object({ title: specText("Experiencia de Casino Auténtica"), intro: text(10), items: z.array(imageLink).min(1) }).strict(),
    faq: z.object({ title: text(5), items: z.array(faqItem).min(1) }).strict(),
    tips: z.object({ title: text(5), intro: text(10), items: z.array(z.object({ title: text(3), text: text(20) }).strict()).min(1) }).strict(),
  })
  .strict();

export const comparisonCopySchema = z
  .object({
    meta,
    h1: text(10),
    intro: text(20),
    notes: z.object({ title: text(5), items: z.array(text(20)).min(1) }).strict(),
  })
  .strict();

export const complianceCopy = copyCollection("textos de cumplimiento", "compliance.yaml", complianceCopySchema, { playButton: ["operador"] });
export const navigationCopy = copyCollection("menús y pie", "navigation.yaml", navigationCopySchema);
export const newsletterCopy = copyCollection("textos del boletín", "newsletter.yaml", newsletterCopySchema);
export const homeCopy = copyCollection("textos de la portada", "home.yaml", homeCopySchema);
export const comparisonCopy = copyCollection("textos de la comparativa", "comparison.yaml", comparisonCopySchema);

/** Every copy file, for the content check (app/content/check.ts) and the tests. */
export const COPY_COLLECTIONS: Collection[] = [complianceCopy, navigationCopy, newsletterCopy, homeCopy, comparisonCopy] as unknown as Collection[];

/* ---------- reading, with the variables resolved ---------- */

/** Replaces the site's `{{variables}}` in every string; local ones (`{{operador}}`) stay for the component. */
function resolve<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === "string") return value.replace(VARIABLE, (whole, name: string) => vars[name] ?? whole) as T;
  if (Array.isArray(value)) return value.map((v) => resolve(v, vars)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, vars)])) as T;
  return value;
}

const cache = new Map<Collection, unknown>();

/** A copy file's data with the site's variables resolved (read and validated once per process). */
export function readCopy<S extends z.ZodType>(col: Collection<S>): z.output<S> {
  if (!cache.has(col as unknown as Collection)) {
    const [entry] = loadOrThrow(col);
    cache.set(col as unknown as Collection, resolve(entry!.data, pageVariables()));
  }
  return cache.get(col as unknown as Collection) as z.output<S>;
}

/** What the header, the footer and the blocks on every page show (the root loader's `copy`). */
export function shellCopy(): ShellCopy {
  const c = readCopy(complianceCopy);
  const n = readCopy(navigationCopy);
  const nl = readCopy(newsletterCopy);
  return { compliance: c, navigation: n, newsletter: { box: nl.box, dialog: nl.dialog } };
}

/** The home page's copy (its route loader; the page shows all of it). */
export function homePageCopy(): HomeCopy {
  return readCopy(homeCopy);
}

/** The comparison page's copy (its route loader). */
export function comparisonPageCopy(): ComparisonCopy {
  return readCopy(comparisonCopy);
}

/** Title and description of a newsletter link page (its `meta`). */
export function newsletterLinkMeta(page: "confirm" | "unsubscribe"): { title: string; description: string } {
  const { title, description } = readCopy(newsletterCopy)[page];
  return { title, description };
}

/** The text of one outcome of a newsletter link page: only that one goes to the browser. */
export function newsletterLinkView(page: "confirm", view: ConfirmView): LinkViewCopy;
export function newsletterLinkView(page: "unsubscribe", view: UnsubscribeView): LinkViewCopy;
export function newsletterLinkView(page: "confirm" | "unsubscribe", view: ConfirmView | UnsubscribeView): LinkViewCopy {
  const nl = readCopy(newsletterCopy);
  if (view === "unavailable") return nl.unavailable;
  return (nl[page] as unknown as Record<string, LinkViewCopy>)[view]!;
}

/** The unsubscribe page's label before the mailbox address. */
export function unsubscribeMailboxLabel(): string {
  return readCopy(newsletterCopy).unsubscribe.mailboxLabel;
}
