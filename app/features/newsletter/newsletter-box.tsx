import { Mail } from "lucide-react";
import { useId } from "react";
import { InlineText } from "~/ui/inline-text";
import { useNewsletterShellCopy } from "./newsletter-copy";
import { Island } from "~/ui/island";
import NewsletterForm from "./newsletter-form.island";
import DialogButton from "./newsletter-dialog-button.island";

/**
 * Newsletter call to action block with the consent note. Title and text default to the box of
 * content/copy/newsletter.yaml (root loader); a page may pass its own.
 */
export function NewsletterBox({
  title,
  text,
  headingLevel = 2,
}: {
  title?: string;
  text?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2";
  const headingId = useId();
  const copy = useNewsletterShellCopy().box;
  return (
    <section aria-labelledby={headingId} className="my-10 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
      <div className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-7 text-gold-400" />
        <Heading id={headingId} className="text-2xl font-bold">
          {title ?? copy.title}
        </Heading>
      </div>
      <p className="mt-2 text-brand-50">{text ?? copy.text}</p>
      <div className="mt-4 [&_label]:text-white">
        <Island name="newsletter-form" component={NewsletterForm} props={{}} />
      </div>
      <p className="mt-3 text-sm text-brand-100">
        <InlineText text={copy.consent} linkClassName="underline" />
      </p>
    </section>
  );
}

/** The newsletter signup behind a button that opens it in a dialog (Markdown `::newsletter-button`); an island. */
export function NewsletterDialogButton({ label }: { label: string }) {
  const copy = useNewsletterShellCopy().dialog;
  return <Island name="newsletter-dialog-button" component={DialogButton} props={{ label, copy }} />;
}
