import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { HomeCopy } from "./home-copy.server";

/** An image with its link (home.yaml `games.slides`). */
type ImageLink = HomeCopy["games"]["slides"][number];

/**
 * The home page's three-slide carousel (spec "Carousel"): loop off, so Previous is disabled on the
 * first slide and Next on the last; arrow keys and drag move it. The buttons' accessible names are
 * Spanish («Diapositiva anterior» / «Diapositiva siguiente»), not the spec's English 'Previous slide' /
 * 'Next slide': the page is es-ES and a screen reader reads them as such (issue 37).
 *
 * The slides are a native horizontal scroller with CSS scroll snapping: touch swiping, trackpads
 * and (before hydration) plain scrolling work without any script. The script adds the buttons,
 * the arrow keys, the position read from the scroll offset and mouse dragging — a few lines in
 * place of Embla Carousel, which cost ~7 KB of script on the home page.
 */
export default function GameCarousel({ slides, caption, label }: { slides: ImageLink[]; caption: string; label: string }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // Server HTML and the first client render agree: first slide selected, nothing before it.
  const [selected, setSelected] = useState(0);
  // Where a button, key or drag is taking the scroller (null once it has arrived or the visitor scrolls).
  const target = useRef<number | null>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const last = slides.length - 1;

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onScroll = () => {
      const i = Math.min(last, Math.max(0, Math.round(el.scrollLeft / Math.max(1, el.clientWidth))));
      setSelected(i);
      if (i === target.current) target.current = null;
    };
    const onScrollEnd = () => {
      target.current = null;
    };
    onScroll();
    el.addEventListener("scroll", onScroll, { passive: true });
    el.addEventListener("scrollend", onScrollEnd);
    setReady(true);
    return () => {
      el.removeEventListener("scroll", onScroll);
      el.removeEventListener("scrollend", onScrollEnd);
    };
  }, [last]);

  const goTo = useCallback(
    (i: number) => {
      const el = viewportRef.current;
      if (!el) return;
      const to = Math.min(last, Math.max(0, i));
      target.current = to;
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({ left: to * el.clientWidth, behavior: smooth ? "smooth" : "auto" });
    },
    [last],
  );
  const prev = () => goTo((target.current ?? selected) - 1);
  const next = () => goTo((target.current ?? selected) + 1);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    }
  };

  // Mouse dragging (touch and pens scroll natively). Snapping is off while the button is down.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== "mouse" || e.button !== 0) return;
    const el = e.currentTarget;
    drag.current = { x: e.clientX, left: el.scrollLeft, moved: false };
    target.current = null;
    el.style.scrollSnapType = "none";
    el.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    if (Math.abs(dx) > 4) d.moved = true;
    e.currentTarget.scrollLeft = d.left - dx;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    const el = e.currentTarget;
    el.style.scrollSnapType = "";
    const from = Math.round(d.left / Math.max(1, el.clientWidth));
    const dx = e.clientX - d.x;
    // A drag of a sixth of the width moves one slide; less snaps back.
    goTo(Math.abs(dx) > el.clientWidth / 6 ? from - Math.sign(dx) : from);
    if (d.moved) {
      // The click that ends a drag does not follow the link under the pointer.
      const stop = (c: MouseEvent) => c.preventDefault();
      el.addEventListener("click", stop, { capture: true, once: true });
      setTimeout(() => el.removeEventListener("click", stop, { capture: true }), 0);
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      // Focusable so arrow keys work without first tabbing into a slide.
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      data-ready={ready ? "true" : undefined}
      className="relative mx-auto max-w-4xl rounded-2xl"
    >
      <div
        ref={viewportRef}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="flex">
          {slides.map((slide, i) => (
            <div
              key={slide.link}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${slides.length}: ${slide.title}`}
              aria-current={i === selected ? "true" : undefined}
              className="relative h-80 min-w-0 shrink-0 grow-0 basis-full snap-start"
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
                  <a href={slide.link} className="underline-offset-4 hover:underline focus-visible:underline">
                    {slide.title}
                  </a>
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
          disabled={selected === 0}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
          <span className="sr-only">Diapositiva anterior</span>
        </button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected + 1} / {slides.length}
        </p>
        <button
          type="button"
          onClick={next}
          disabled={selected === last}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
          <span className="sr-only">Diapositiva siguiente</span>
        </button>
      </div>
    </div>
  );
}
