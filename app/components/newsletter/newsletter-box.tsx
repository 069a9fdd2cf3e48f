import { Mail } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { NEWSLETTER_COPY } from "~/content/newsletter-copy";
import { NewsletterForm } from "./newsletter-form";

/** Newsletter call to action block with the consent note. */
export function NewsletterBox({
  title = NEWSLETTER_COPY.boxTitle,
  text = NEWSLETTER_COPY.boxText,
  headingLevel = 2,
}: {
  title?: string;
  text?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2";
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="my-10 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
      <div className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-7 text-gold-400" />
        <Heading id={headingId} className="text-2xl font-bold">
          {title}
        </Heading>
      </div>
      <p className="mt-2 text-brand-50">{text}</p>
      <div className="mt-4 [&_label]:text-white">
        <NewsletterForm />
      </div>
      <p className="mt-3 text-sm text-brand-100">
        Solo para mayores de 18 años. Consulta cómo tratamos tus datos en la{" "}
        <Link to="/politica-privacidad" className="underline">
          política de privacidad
        </Link>
        .
      </p>
    </section>
  );
}
