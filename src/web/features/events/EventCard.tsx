// One event as members see it in a list: a calendar tile, the title (which opens the event's page), the
// date and time in the reader's zone (the community's noted), the speakers, where it happens, how many are
// going, and the member's answer: three buttons while it is open, 'You went' once it is past.
import { ArrowUpRight, BadgeCheck, Clock, MapPin, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { EventItem } from '../../../common/contracts/events';
import { paths } from '../../../common/routes';
import { cn } from '../../components/ui/cn';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { CoverImage } from '../../components/ui/CoverImage';
import { descriptionExcerpt } from './EventDescription';
import { EventWhen, useDayParts } from './EventWhen';
import { isOpen, RsvpControl } from './RsvpControl';

/** '12 going · 3 places left', 'Full: waitlist open', 'Be the first to say you're going'. */
export function attendanceLine(event: EventItem): string {
  const going = event.goingCount === 0 ? null : `${event.goingCount} going`;
  if (event.spotsLeft === null) return going ?? 'Be the first to say you’re going';
  if (event.spotsLeft === 0) return [going, 'full: waitlist open'].filter(Boolean).join(' · ');
  return [going, `${event.spotsLeft} ${event.spotsLeft === 1 ? 'place' : 'places'} left`].filter(Boolean).join(' · ');
}

export function StatusPill({ event }: { event: EventItem }) {
  if (event.cancelled) {
    return <span className="rounded-full bg-danger-soft px-2.5 py-1 text-xs font-semibold text-danger">Cancelled</span>;
  }
  if (event.myRsvp?.attended) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        You went
      </span>
    );
  }
  if (event.myRsvp?.status === 'going') {
    return (
      <span className="rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-cream">
        {event.started ? 'You were going' : 'You’re going'}
      </span>
    );
  }
  if (event.myRsvp?.status === 'waitlist') {
    return (
      <span className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-deep ring-1 ring-brand/30">
        Waitlist{event.myRsvp.waitlistPosition ? ` #${event.myRsvp.waitlistPosition}` : ''}
      </span>
    );
  }
  return null;
}

export function EventCard({ event, past = false }: { event: EventItem; past?: boolean }) {
  const day = useDayParts(event.date);
  const open = !past && isOpen(event);
  const excerpt = descriptionExcerpt(event.description);
  return (
    // On phones the tile sits beside the title only, and the details take the card's full width.
    <article
      aria-labelledby={`event-${event.id}-title`}
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 overflow-hidden rounded-[var(--radius-card)] border border-line/80 bg-paper p-5 shadow-card transition-shadow hover:shadow-lift sm:gap-x-7 sm:p-7',
        event.cancelled && 'bg-cream/60',
      )}
    >
      <CoverImage
        src={event.coverImageUrl}
        className={cn(
          'col-span-2 -mx-5 -mt-5 mb-5 aspect-[40/21] w-[calc(100%+2.5rem)] max-w-none bg-ink sm:-mx-7 sm:-mt-7 sm:mb-6 sm:aspect-[3/1] sm:w-[calc(100%+3.5rem)] lg:aspect-[4/1]',
          (past || event.cancelled) && 'opacity-80 grayscale-[35%]',
        )}
      />
      <div
        aria-hidden="true"
        className={cn(
          'flex w-16 shrink-0 flex-col items-center self-start rounded-2xl px-2 pt-2.5 pb-3 text-center sm:row-span-2 sm:w-20',
          past || event.cancelled ? 'bg-cream-2 text-stone' : 'bg-ink text-cream',
        )}
      >
        <span
          className={cn(
            'text-[0.7rem] font-semibold tracking-[0.18em] uppercase',
            past || event.cancelled ? 'text-stone' : 'text-brand-bright',
          )}
        >
          {day.month}
        </span>
        <span className="font-display text-3xl leading-none sm:text-4xl">{day.day}</span>
        <span className={cn('mt-1 text-xs', past || event.cancelled ? 'text-stone' : 'text-mist')}>{day.weekday}</span>
      </div>

      <div className="min-w-0 self-center sm:self-start">
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill event={event} />
        </div>
        <h2 id={`event-${event.id}-title`} className="mt-1 font-display text-xl leading-snug break-words text-ink sm:text-2xl">
          <Link
            to={paths.eventDetail(event.id)}
            className={cn(
              'inline-block rounded-sm hover:text-brand-deep hover:underline hover:decoration-brand hover:underline-offset-4',
              event.cancelled && 'line-through decoration-1',
            )}
          >
            {event.title}
          </Link>
        </h2>
        <p className="mt-2 flex items-start gap-2 text-sm text-stone">
          <Clock className="mt-0.5 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
          <EventWhen iso={event.date} />
        </p>
      </div>

      <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
        {excerpt ? <p className="mt-4 line-clamp-3 text-[0.95rem] leading-6 text-stone sm:line-clamp-2">{excerpt}</p> : null}
        {event.speakers.length > 0 ? (
          <div className="mt-5 sm:mt-4">
            <p className="eyebrow text-stone">{event.speakers.length === 1 ? 'Speaker' : 'Speakers'}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {event.speakers.map((name, index) => (
                <li
                  key={`${index}-${name}`}
                  className="rounded-full border border-line bg-cream/70 px-3 py-1 text-sm font-medium text-ink"
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-line pt-4 text-sm">
          {event.location ? (
            <p className="flex min-w-0 items-start gap-2 text-ink">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              <span className="break-words">{event.location}</span>
            </p>
          ) : null}
          {event.online ? (
            <p className="flex items-center gap-2 text-ink">
              <Video className="size-4 shrink-0 text-brand-deep" aria-hidden="true" />
              Online
            </p>
          ) : null}
          {!past && !event.cancelled ? (
            <p className="flex items-center gap-2 text-stone">
              <Users className="size-4 shrink-0 text-brand-deep" aria-hidden="true" />
              {attendanceLine(event)}
            </p>
          ) : null}
          {event.link ? (
            <a
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 transition-colors hover:text-brand-deep"
            >
              Event details
              <span className="sr-only"> for {event.title} (opens in a new tab)</span>
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </a>
          ) : null}
        </div>

        {open ? (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <RsvpControl event={event} size="sm" />
            <ArrowLink to={paths.eventDetail(event.id)} className="self-start sm:self-auto">
              Who’s going
              <span className="sr-only"> to {event.title}</span>
            </ArrowLink>
          </div>
        ) : null}
      </div>
    </article>
  );
}
