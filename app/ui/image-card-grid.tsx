import { Link } from "react-router";

export interface ImageCard {
  src: string;
  alt: string;
  title: string;
  link: string;
}

/** Reusable grid of image cards linking to pages of the site. */
export function ImageCardGrid({
  cards,
  title = "Experiencia de Casino Auténtica",
  headingLevel = 2,
}: {
  cards: ImageCard[];
  title?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2";
  return (
    <section className="my-10">
      <Heading className="mb-6 text-2xl font-bold text-ink">{title}</Heading>
      <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.link + card.title} className="m-0">
            <Link
              to={card.link}
              className="group block overflow-hidden rounded-xl border border-slate-200 bg-white no-underline shadow-sm transition-shadow hover:shadow-md"
            >
              <img
                src={card.src}
                alt={card.alt}
                width={400}
                height={225}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full bg-slate-100 object-cover"
              />
              <span className="block px-4 py-3 font-semibold text-ink group-hover:text-brand-700">{card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
