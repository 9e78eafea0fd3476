// One event as members see it: a calendar tile, the title, the date and time in the community's time
// zone, the speakers, and where it happens.
import { ArrowUpRight, Clock, MapPin } from 'lucide-react';
import { eventDayParts, formatEventDate, formatEventTime, type EventItem } from '../../../common/contracts/events';
import { cn } from '../../components/ui/cn';

export function EventCard({ event, timeZone, past = false }: { event: EventItem; timeZone: string; past?: boolean }) {
  const day = eventDayParts(event.date, timeZone);
  const hasDetails = event.speakers.length > 0 || Boolean(event.location) || Boolean(event.link);
  return (
    // On phones the tile sits beside the title only, and the details take the card's full width.
    <article className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-[var(--radius-card)] border border-line/80 bg-paper p-5 shadow-card transition-shadow hover:shadow-lift sm:gap-x-7 sm:p-7">
      <div
        aria-hidden="true"
        className={cn(
          'flex w-16 shrink-0 flex-col items-center self-start rounded-2xl px-2 pt-2.5 pb-3 text-center sm:row-span-2 sm:w-20',
          past ? 'bg-cream-2 text-stone' : 'bg-ink text-cream',
        )}
      >
        <span
          className={cn('text-[0.7rem] font-semibold tracking-[0.18em] uppercase', past ? 'text-stone' : 'text-brand-bright')}
        >
          {day.month}
        </span>
        <span className="font-display text-3xl leading-none sm:text-4xl">{day.day}</span>
        <span className={cn('mt-1 text-xs', past ? 'text-stone' : 'text-mist')}>{day.weekday}</span>
      </div>

      <div className="min-w-0 self-center sm:self-start">
        <h2 className="font-display text-xl leading-snug break-words text-ink sm:text-2xl">{event.title}</h2>
        <p className="mt-2 flex items-start gap-2 text-sm text-stone">
          <Clock className="mt-0.5 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
          <time dateTime={event.date}>
            {formatEventDate(event.date, timeZone)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {formatEventTime(event.date, timeZone)}
          </time>
        </p>
      </div>

      {hasDetails ? (
        <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
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

          {event.location || event.link ? (
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-line pt-4 text-sm">
              {event.location ? (
                <p className="flex min-w-0 items-start gap-2 text-ink">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
                  <span className="sr-only">Location: </span>
                  <span className="break-words">{event.location}</span>
                </p>
              ) : null}
              {event.link ? (
                <a
                  href={event.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 transition-colors hover:text-brand-deep"
                >
                  Event details
                  <span className="sr-only"> for {event.title} (opens in a new tab)</span>
                  <ArrowUpRight className="size-4" aria-hidden="true" />
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
