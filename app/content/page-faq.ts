import type { ContentPage, FaqItem } from "./blocks";

/** Every FAQ item of a page, for FAQPage JSON-LD. Kept apart from the zod schema so pages' client code stays small. */
export function pageFaqItems(page: ContentPage): FaqItem[] {
  return page.blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
}
