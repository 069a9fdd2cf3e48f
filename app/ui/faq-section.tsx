import { InlineText } from "~/ui/inline-text";
import { Accordion } from "~/ui/accordion";
import type { FaqItem } from "~/ui/blocks";

/** A titled FAQ: single-open, collapsible accordion (the shared primitive), answers with inline links. */
export function FaqSection({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="my-12">
      <h2 id={`${id}-title`} className="mb-5 text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      <Accordion
        headingLevel={3}
        items={items.map((item, i) => ({
          id: `${id}-${i + 1}`,
          question: item.question,
          answer: (
            <p className="[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
              <InlineText text={item.answer} />
            </p>
          ),
        }))}
      />
    </section>
  );
}
