// The home page's spotlight carousel (spec 2.4): a placeholder while loading, 'No items available' when
// empty, auto-advance every 8 seconds, dot buttons, and an image that opens its link in a new tab.
// Rotation pauses while the pointer or the keyboard focus is on it, and never starts for people who
// ask their system for reduced motion.
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useViewport } from '../../lib/viewport';
import { spotlightQueryOptions } from './spotlight-query';

export const CAROUSEL_INTERVAL_MS = 8000;

export function SpotlightCarousel() {
  const { data: items, isPending } = useQuery(spotlightQueryOptions());
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useViewport().prefersReducedMotion;
  const paused = hovered || focused;
  const count = items?.length ?? 0;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, reducedMotion, index]);

  const frame = 'relative aspect-[4/3] w-full overflow-hidden rounded-[var(--radius-card)] sm:aspect-[16/7]';

  if (isPending) {
    return (
      <div className={cn(frame, 'animate-pulse bg-ink/10')} role="status" aria-label="Loading spotlight">
        <span className="sr-only">Loading spotlight...</span>
      </div>
    );
  }

  if (!items || count === 0) {
    return (
      <div className={cn(frame, 'surface-dark grid place-items-center bg-ink text-center text-cream')}>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_70%_20%,color-mix(in_oklab,var(--brand)_22%,transparent),transparent)]"
        />
        <div className="relative px-6">
          <ImageOff className="mx-auto size-7 text-brand-bright" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl sm:text-3xl">No items available</p>
          <p className="mt-2 text-sm text-mist">Spotlight stories from the network will appear here.</p>
        </div>
      </div>
    );
  }

  const current = items[index % count];
  // The caption repeats the alt text for sighted people, so assistive technology hears it once.
  const image = (
    <>
      <img
        src={current.imageUrl}
        alt={current.title}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        className="size-full object-cover"
      />
      {current.title ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/80 via-ink/35 to-transparent px-5 pt-16 pb-10 font-display text-xl leading-snug text-cream sm:px-8 sm:pb-12 sm:text-3xl"
        >
          <span className="line-clamp-2 max-w-3xl">{current.title}</span>
        </span>
      ) : null}
    </>
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Spotlight"
      className={cn(frame, 'bg-ink')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // Moving between the carousel's own buttons keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={paused || reducedMotion ? 'polite' : 'off'} className="size-full">
        {current.linkUrl ? (
          <a href={current.linkUrl} target="_blank" rel="noopener noreferrer" className="block size-full">
            {image}
            <span className="sr-only"> (opens in a new tab)</span>
            <ArrowUpRight className="absolute top-4 right-4 size-9 rounded-full bg-ink/60 p-2 text-cream" aria-hidden="true" />
          </a>
        ) : (
          image
        )}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
            className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-ink/60 text-cream backdrop-blur transition hover:bg-ink/80"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => setIndex((i) => (i + 1) % count)}
            className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-ink/60 text-cream backdrop-blur transition hover:bg-ink/80"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Show slide ${i + 1} of ${count}`}
                aria-current={i === index % count ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'h-2 rounded-full transition-all',
                  i === index % count ? 'w-7 bg-brand-bright' : 'w-2 bg-cream/60 hover:bg-cream',
                  'shadow-[0_0_0_1px_rgb(13_12_11/0.35)]',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
