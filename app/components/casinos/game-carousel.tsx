import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { ImageLink } from "~/content/home";

/**
 * The home page's three-slide carousel (spec "Carousel"): loop off, so Previous is disabled on the
 * first slide and Next on the last; arrow keys and drag move it. The buttons' accessible names are
 * the spec's English strings 'Previous slide' / 'Next slide'.
 */
export function GameCarousel({ slides, caption, label }: { slides: ImageLink[]; caption: string; label: string }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: false, align: "start" });
  // Server HTML and the first client render agree: first slide selected, nothing before it.
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [selected, setSelected] = useState(0);

  const sync = useCallback((embla: NonNullable<typeof api>) => {
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setSelected(embla.selectedScrollSnap());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // Focusable so arrow keys work without first tabbing into a slide.
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      data-ready={api ? "true" : undefined}
      className="relative mx-auto max-w-4xl rounded-2xl"
    >
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.link}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${slides.length}: ${slide.title}`}
              aria-current={i === selected ? "true" : undefined}
              className="relative h-80 min-w-0 shrink-0 grow-0 basis-full"
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="h-full w-full object-cover"
              />
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent p-5 pt-12 text-white">
                <p className="text-2xl font-bold">
                  <Link to={slide.link} className="underline-offset-4 hover:underline focus-visible:underline">
                    {slide.title}
                  </Link>
                </p>
                <p className="mt-1 text-base">{caption}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={prev}
          disabled={!canPrev}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
          <span className="sr-only">Previous slide</span>
        </button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected + 1} / {slides.length}
        </p>
        <button
          type="button"
          onClick={next}
          disabled={!canNext}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </div>
  );
}
