import { z } from "zod";

/**
 * Page copy is data, not JSX: a page is a list of blocks that one renderer
 * (app/components/content/blocks.tsx) turns into accessible markup.
 *
 * Inline text supports two marks only, both trusted (written by us, never by visitors):
 *   [label](/ruta-interna)  or  [label](https://externo.es)   → a link (external ones open in a new tab)
 *   **texto**                                                  → <strong>
 */
const inline = z.string().min(1);

export const faqItemSchema = z.object({ question: z.string().min(5), answer: inline });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: z.string().min(2), id: z.string().regex(/^[a-z0-9-]+$/).optional() }),
  z.object({ type: z.literal("paragraph"), text: inline }),
  z.object({ type: z.literal("list"), ordered: z.boolean().optional(), items: z.array(inline).min(1) }),
  z.object({
    type: z.literal("table"),
    caption: z.string().min(2),
    headers: z.array(z.string()).min(2),
    rows: z.array(z.array(z.string())).min(1),
    /** First cell of each row is a row header (<th scope="row">). */
    rowHeaders: z.boolean().optional(),
  }),
  z.object({ type: z.literal("callout"), tone: z.enum(["info", "warning", "help"]), title: z.string().optional(), body: z.array(inline).min(1) }),
  z.object({ type: z.literal("faq"), title: z.string().optional(), items: z.array(faqItemSchema).min(1) }),
  z.object({ type: z.literal("cards"), items: z.array(z.object({ title: z.string(), text: inline, href: z.string().optional(), linkLabel: z.string().optional() })).min(1) }),
  z.object({ type: z.literal("cta"), text: inline, href: z.string().startsWith("/"), label: z.string() }),
  z.object({ type: z.literal("definitions"), items: z.array(z.object({ term: z.string(), definition: inline })).min(1) }),
  z.object({ type: z.literal("steps"), items: z.array(z.object({ title: z.string(), text: inline })).min(1) }),
  z.object({ type: z.literal("stats"), items: z.array(z.object({ value: z.string(), label: z.string() })).min(1) }),
  /** The reusable image-card grid; the title defaults to 'Experiencia de Casino Auténtica'. */
  z.object({
    type: z.literal("imageCards"),
    title: z.string().optional(),
    items: z.array(z.object({ src: z.string().startsWith("/"), alt: z.string().min(3), title: z.string(), link: z.string().startsWith("/") })).min(1),
  }),
  /** Standard responsible-gambling box (help line, jugarbien.es, +18, link to /guia-juego-responsable). */
  z.object({ type: z.literal("responsibleGambling") }),
  /** A button that opens the newsletter signup form in a dialog (same form and rules as everywhere). */
  z.object({ type: z.literal("newsletterButton"), label: z.string(), text: inline.optional() }),
  /** The inline newsletter signup box. */
  z.object({ type: z.literal("newsletter"), title: z.string().optional(), text: inline.optional() }),
  /** Fixed, input-less bonus calculator display (spec: deposit 100 €, bonus 100 %, total 200 €, 30x → 3.000 €). */
  z.object({ type: z.literal("bonusCalculator"), deposit: z.number(), bonusPercent: z.number(), rollover: z.number() }),
  z.object({
    type: z.literal("barChart"),
    title: z.string(),
    /** Values are percentages; the chart prints them in text for screen readers too. */
    items: z.array(z.object({ label: z.string(), value: z.number().min(0).max(100) })).min(1),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const contentPageSchema = z.object({
  /** URL path, e.g. "/ruleta-online". */
  path: z.string().regex(/^\/[a-z0-9-/]*$/),
  /** Visible <h1>. */
  h1: z.string().min(3),
  /** <title> (the site name is appended by the meta builder). Unique across the site. */
  title: z.string().min(10).max(70),
  /** Meta description, unique across the site. */
  description: z.string().min(50).max(170),
  keywords: z.array(z.string()).default([]),
  /** Short name used in the breadcrumb. */
  breadcrumb: z.string().min(2),
  /** Lead paragraph under the h1. */
  intro: inline,
  /** ISO date of the last content review. */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  blocks: z.array(blockSchema).min(1),
  /** Other URLs that show this page and declare `path` as canonical (e.g. "/games/baccarat-online"). */
  aliases: z.array(z.string().regex(/^\/[a-z0-9-/]*$/)).default([]),
  /** Optional hero image drawn by the project (SVG under public/images). */
  hero: z.object({ src: z.string().startsWith("/"), alt: z.string().min(3), width: z.number(), height: z.number() }).optional(),
  /** Extra schema.org type for the page (e.g. "Article", "HowTo"). WebPage + BreadcrumbList are always added. */
  schemaType: z.enum(["WebPage", "Article", "HowTo", "AboutPage", "ContactPage"]).default("WebPage"),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export type ContentPageInput = z.input<typeof contentPageSchema>;
