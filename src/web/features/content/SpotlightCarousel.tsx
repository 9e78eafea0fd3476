// The home page's spotlight carousel (spec 2.4): a placeholder while loading, 'No items available' when
// empty, auto-advance every 8 seconds, dot buttons, and an image that opens its link in a new tab.
// Rotation pauses while the pointer or the keyboard focus is on it, and never starts for people who
// ask their system for reduced motion. The title and the controls live in a caption bar under the
// picture: pictures may carry text of their own, and nothing is drawn over them.
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useViewport } from '../../lib/viewport';
import { spotlightQueryOptions } from './spotlight-query';

export const CAROUSEL_INTERVAL_MS = 8000;

// The picture keeps the demo art's 16:9 on phones (nothing cropped), a wider band from `sm`; the
// caption and the controls sit in a bar below it, never on the picture.
const shell = 'surface-dark overflow-hidden rounded-[var(--radius-card)] bg-ink text-cream shadow-card';
const picture = 'relative aspect-video w-full overflow-hidden bg-ink-3 sm:aspect-[16/7]';
const captionBar = 'border-t border-ink-line px-5 py-4 sm:px-7';
const arrow =
  'grid size-10 shrink-0 place-items-center rounded-full border border-cream/25 text-cream transition hover:border-brand-bright hover:text-brand-bright';

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

  if (isPending) {
    return (
      <div className={shell} role="status" aria-label="Loading spotlight">
        <div className={cn(picture, 'animate-pulse bg-ink-3')} />
        <div className={cn(captionBar, 'animate-pulse')}>
          <span className="block h-5 w-2/3 max-w-md rounded-full bg-cream/10" />
        </div>
        <span className="sr-only">Loading spotlight...</span>
      </div>
    );
  }

  if (!items || count === 0) {
    return (
      <div className={cn(shell, 'relative grid place-items-center text-center')}>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_70%_20%,color-mix(in_oklab,var(--brand)_22%,transparent),transparent)]"
        />
        <div className={cn(picture, 'relative grid place-items-center px-6')}>
          <div>
            <ImageOff className="mx-auto size-7 text-brand-bright" aria-hidden="true" />
            <p className="mt-4 font-display text-2xl sm:text-3xl">No items available</p>
            <p className="mt-2 text-sm text-mist">Spotlight stories from the network will appear here.</p>
          </div>
        </div>
      </div>
    );
  }

  const shown = index % count;
  const current = items[shown];
  const image = (
    <img
      key={current.id}
      src={current.imageUrl}
      alt={current.title}
      fetchPriority={shown === 0 ? 'high' : 'auto'}
      className={cn('size-full object-cover', !reducedMotion && 'animate-fade-in')}
    />
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Spotlight"
      className={shell}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // Moving between the carousel's own buttons keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={picture}>
        {current.linkUrl ? (
          <a href={current.linkUrl} target="_blank" rel="noopener noreferrer" className="group block size-full">
            {image}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          image
        )}
      </div>
      {/* The caption has a bar of its own below the picture, so it never covers what the picture shows. */}
      <div className={cn(captionBar, 'flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6')}>
        {/* The picture's alt text already says the title: the caption is for the eyes only. Two lines are
            kept for it, so the carousel keeps its height from one slide to the next. */}
        <p
          aria-hidden="true"
          className="flex min-h-[2lh] min-w-0 flex-1 items-center gap-2 font-display text-lg leading-snug sm:text-2xl"
        >
          <span className="line-clamp-2">{current.title}</span>
          {current.linkUrl ? <ArrowUpRight className="size-5 shrink-0 text-brand-bright" /> : null}
        </p>
        {count > 1 ? (
          <div className="flex shrink-0 items-center justify-between gap-2 sm:justify-end">
            <button
              type="button"
              aria-label="Previous slide"
              onClick={() => setIndex((i) => (i - 1 + count) % count)}
              className={arrow}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <div className="flex items-center">
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  aria-label={`Show slide ${i + 1} of ${count}`}
                  aria-current={i === shown ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  className="group grid h-6 min-w-6 place-items-center rounded-full px-1"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      i === shown ? 'w-6 bg-brand-bright' : 'w-2 bg-cream/45 group-hover:bg-cream',
                    )}
                  />
                </button>
              ))}
            </div>
            <button type="button" aria-label="Next slide" onClick={() => setIndex((i) => (i + 1) % count)} className={arrow}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      {/* Said when the member moves the carousel (or it stands still), not at every automatic turn. */}
      <p aria-live={paused || reducedMotion ? 'polite' : 'off'} className="sr-only">
        {`Slide ${shown + 1} of ${count}: ${current.title}`}
      </p>
    </section>
  );
}
