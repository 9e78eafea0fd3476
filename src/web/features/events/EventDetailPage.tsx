// /salonss/:id (issue 18): one event as a member acts on it. Their answer (Going, Maybe, Can't go; the
// waitlist when full), whether they appear on the attendee list, 'Add to calendar', the online link once
// they are going, who chose to appear on the list, and, for a member going, 'People to meet here': three
// attendees the recommendation engine ranks for them, each with 'Why Connect?' and the Connect action the
// app gives (connectAction), so the events feature needs no other feature's code.
import { CalendarPlus, CalendarX2, Clock, Lock, MapPin, RotateCcw, Sparkles, Ticket, Undo2, Users, Video } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { EVENT_MESSAGES, type EventDetail } from '../../../common/contracts/events';
import { EVENT_ROUTES } from '../../../common/contracts/events-routes';
import type { Recommendation } from '../../../common/contracts/recommendations';
import { ROUTES } from '../../../common/routes';
import { Banner, ErrorBanner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CoverImage } from '../../components/ui/CoverImage';
import { cn } from '../../components/ui/cn';
import { PageControls } from '../../components/ui/PageControls';
import { PersonAvatar, photoUrlOf } from '../../components/ui/PersonAvatar';
import { LoadingState, Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { isNotFound, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useAnswerEvent, useEventAttendees, useEventDetail, usePeopleToMeet } from './api';
import { attendanceLine, StatusPill } from './EventCard';
import { EventDescription } from './EventDescription';
import { EventWhen, useDayParts } from './EventWhen';
import { isOpen, RsvpControl } from './RsvpControl';

export type ConnectAction = (person: Recommendation) => ReactNode;

export function EventDetailPage({ connectAction }: { connectAction?: ConnectAction }) {
  const { id = '' } = useParams();
  const detail = useEventDetail(id);
  usePageTitle(detail.data?.title ?? 'Event');

  return (
    <div className="animate-rise">
      <ArrowLink to={ROUTES.upcomingEvents} direction="back">
        Upcoming events
      </ArrowLink>
      {detail.isPending ? (
        <LoadingState label="Loading the event..." />
      ) : detail.isError ? (
        <div className="mt-10 grid gap-4 sm:justify-items-start">
          <Banner tone="error">
            {isNotFound(detail.error)
              ? 'This event could not be found. It may have been removed.'
              : errorMessage(detail.error, EVENT_MESSAGES.loadFailed)}
          </Banner>
          <Button variant="outline" className="bg-paper" onClick={() => void detail.refetch()}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <EventView event={detail.data} connectAction={connectAction} />
      )}
    </div>
  );
}

function EventView({ event, connectAction }: { event: EventDetail; connectAction?: ConnectAction }) {
  const going = event.myRsvp?.status === 'going';
  // One column on phones (the answer right after the header); on wide screens the answer and the online
  // link stay beside the page as it scrolls.
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-6 lg:col-start-1">
        <CoverImage
          src={event.coverImageUrl}
          className="aspect-[40/21] w-full rounded-[var(--radius-card)] border border-line/80 bg-ink shadow-card"
        />
        <EventHeader event={event} />
        {event.cancelled ? <Banner tone="error">This event was cancelled by the organisers. Answers are closed.</Banner> : null}
        {event.description ? (
          <section aria-labelledby="event-about" className="border-t border-line pt-6">
            <h2 id="event-about" className="eyebrow text-brand-deep">
              About this event
            </h2>
            <EventDescription text={event.description} className="mt-3" />
          </section>
        ) : null}
      </div>
      <aside
        aria-label="Your answer and how to join"
        className="grid gap-6 self-start lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
      >
        <AnswerCard event={event} />
        <OnlineCard event={event} />
      </aside>
      {going && !event.cancelled ? (
        <div className="min-w-0 lg:col-start-1">
          <PeopleToMeetSection event={event} connectAction={connectAction} />
        </div>
      ) : null}
      <div className="min-w-0 lg:col-start-1">
        <AttendeesSection event={event} />
      </div>
    </div>
  );
}

function EventHeader({ event }: { event: EventDetail }) {
  const day = useDayParts(event.date);
  const muted = event.started || event.cancelled;
  return (
    <header className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 gap-y-4 sm:gap-x-7">
      <div
        aria-hidden="true"
        className={cn(
          'flex w-18 shrink-0 flex-col items-center self-start rounded-2xl px-2 pt-3 pb-3.5 text-center sm:w-24',
          muted ? 'bg-cream-2 text-stone' : 'bg-ink text-cream',
        )}
      >
        <span
          className={cn('text-[0.72rem] font-semibold tracking-[0.18em] uppercase', muted ? 'text-stone' : 'text-brand-bright')}
        >
          {day.month}
        </span>
        <span className="font-display text-4xl leading-none sm:text-5xl">{day.day}</span>
        <span className={cn('mt-1 text-xs', muted ? 'text-stone' : 'text-mist')}>{day.weekday}</span>
      </div>
      <div className="min-w-0 self-center">
        <p className="eyebrow text-brand-deep">Cultural Salon</p>
        <h1
          className={cn(
            'mt-2 font-display text-3xl leading-tight break-words sm:text-4xl xl:text-5xl',
            event.cancelled && 'line-through decoration-2',
          )}
        >
          {event.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <StatusPill event={event} />
        </div>
      </div>
      <dl className="col-span-2 grid gap-3 border-t border-line pt-5 text-[0.95rem] sm:grid-cols-2">
        <div className="flex items-start gap-2.5">
          <dt className="mt-1 shrink-0">
            <Clock className="size-4 text-brand-deep" aria-hidden="true" />
            <span className="sr-only">When</span>
          </dt>
          <dd className="min-w-0">
            <EventWhen iso={event.date} stacked />
          </dd>
        </div>
        {event.location ? (
          <div className="flex items-start gap-2.5">
            <dt className="mt-1 shrink-0">
              <MapPin className="size-4 text-brand-deep" aria-hidden="true" />
              <span className="sr-only">Where</span>
            </dt>
            <dd className="min-w-0 break-words text-ink">{event.location}</dd>
          </div>
        ) : null}
        {event.online ? (
          <div className="flex items-start gap-2.5">
            <dt className="mt-1 shrink-0">
              <Video className="size-4 text-brand-deep" aria-hidden="true" />
              <span className="sr-only">Online</span>
            </dt>
            <dd className="text-ink">Online too</dd>
          </div>
        ) : null}
        {event.speakers.length > 0 ? (
          <div className="flex items-start gap-2.5 sm:col-span-2">
            <dt className="mt-1 shrink-0">
              <Sparkles className="size-4 text-brand-deep" aria-hidden="true" />
              <span className="sr-only">{event.speakers.length === 1 ? 'Speaker' : 'Speakers'}</span>
            </dt>
            <dd className="min-w-0 text-ink">
              <ul className="flex flex-wrap gap-2">
                {event.speakers.map((name, index) => (
                  <li
                    key={`${index}-${name}`}
                    className="rounded-full border border-line bg-cream/70 px-3 py-0.5 text-sm font-medium"
                  >
                    {name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {event.link ? (
        <a
          href={event.link}
          target="_blank"
          rel="noopener noreferrer"
          className="col-span-2 inline-flex min-h-6 w-fit items-center gap-1.5 text-sm font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-deep"
        >
          Event details
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </header>
  );
}

/** The member's answer: the three buttons, where they stand, the list opt-in, the calendar and withdrawing. */
function AnswerCard({ event }: { event: EventDetail }) {
  const answer = useAnswerEvent(event.id);
  const mine = event.myRsvp;
  const open = isOpen(event);
  const listed = mine?.showOnList ?? false;
  const mayList = mine?.status === 'going' || mine?.status === 'waitlist';

  const save = (body: Parameters<typeof answer.mutate>[0]) =>
    answer.mutate(body, {
      onSuccess: (saved) => notify.success(saved.message),
      onError: (error) => notify.error(errorMessage(error, EVENT_MESSAGES.rsvpFailed)),
    });

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-2xl text-ink">
        <Ticket className="size-5 text-brand-deep" aria-hidden="true" />
        {open ? 'Are you going?' : 'Your answer'}
      </h2>
      {event.cancelled ? null : (
        <p className="mt-2 flex items-center gap-2 text-sm text-stone">
          <Users className="size-4 shrink-0 text-brand-deep" aria-hidden="true" />
          {attendanceLine(event)}
          {event.capacity ? <span>(capacity {event.capacity})</span> : null}
        </p>
      )}

      {open ? (
        <RsvpControl event={event} layout="fill" className="mt-5" />
      ) : (
        <p className="mt-4 flex items-center gap-2 text-sm text-stone">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {event.cancelled ? 'This event was cancelled.' : 'Answers closed when the event began.'}
        </p>
      )}

      <p role="status" className="mt-4 text-sm leading-6 text-ink empty:hidden">
        {mine?.status === 'waitlist'
          ? `You’re number ${mine.waitlistPosition ?? '?'} on the waitlist. If a place opens up, it’s yours and we’ll email you.`
          : mine?.status === 'going' && open
            ? event.online
              ? 'You’re going. The link to join online is on this page.'
              : 'You’re going. See you there.'
            : ''}
      </p>

      {mayList && open ? (
        <div className="mt-5 border-t border-line pt-5">
          <Switch
            checked={listed}
            label="Show me on the attendee list"
            className="text-left"
            onChange={(checked) => save({ rsvp: 'going', showOnList: checked })}
          />
          <p className="mt-2 text-xs leading-5 text-stone">
            Members see your name among those going, with your role and company if your profile shows them. Off unless you turn it
            on.
          </p>
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line pt-5">
        {event.cancelled ? null : (
          <a
            href={endpointUrl(EVENT_ROUTES.calendarFile, { id: event.id })}
            download
            className={buttonClasses('outline', 'sm', 'bg-paper')}
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add to calendar
          </a>
        )}
        {mine && open ? (
          <button
            type="button"
            onClick={() => save(null)}
            disabled={answer.isPending}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-stone underline decoration-ink/20 underline-offset-4 hover:text-ink disabled:opacity-60"
          >
            {answer.isPending && answer.variables === null ? (
              <Spinner className="size-4" />
            ) : (
              <Undo2 className="size-4" aria-hidden="true" />
            )}
            Withdraw my answer
          </button>
        ) : null}
      </div>
    </Card>
  );
}

/** The online link: only in the answer of a member going (or an administrator); a note for anyone else. */
function OnlineCard({ event }: { event: EventDetail }) {
  if (!event.online || event.cancelled) return null;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-xl text-ink">
        <Video className="size-5 text-brand-deep" aria-hidden="true" />
        Join online
      </h2>
      {event.onlineLink ? (
        <>
          <p className="mt-2 text-sm leading-6 text-stone">For members who are going. Please don’t share it.</p>
          <a
            href={event.onlineLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('dark', 'md', 'mt-4 w-full')}
          >
            <Video className="size-4" aria-hidden="true" />
            Open the online link
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <p className="mt-3 truncate font-mono text-xs text-stone" title={event.onlineLink}>
            {event.onlineLink}
          </p>
        </>
      ) : (
        <p className="mt-2 flex items-start gap-2 text-sm leading-6 text-stone">
          <Lock className="mt-1 size-4 shrink-0" aria-hidden="true" />
          The link to join appears here once you’re going.
        </p>
      )}
    </Card>
  );
}

function PeopleToMeetSection({ event, connectAction }: { event: EventDetail; connectAction?: ConnectAction }) {
  const people = usePeopleToMeet(event.id, true);
  return (
    <section
      aria-labelledby="people-to-meet-heading"
      className="rounded-[var(--radius-card)] border border-brand/30 bg-brand-soft/40 p-5 sm:p-7"
    >
      <p className="eyebrow text-brand-deep">Just for you</p>
      <h2 id="people-to-meet-heading" className="mt-2 flex items-center gap-2 font-display text-2xl text-ink sm:text-3xl">
        <Sparkles className="size-5 text-brand-deep" aria-hidden="true" />
        People to meet here
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-6 text-stone">
        Chosen for you among the members going who appear on the attendee list.
      </p>
      {people.isPending ? (
        <LoadingState label="Finding people to meet..." className="py-10" />
      ) : people.isError ? (
        <ErrorBanner error={people.error} className="mt-5" />
      ) : people.data.items.length === 0 ? (
        <p className="mt-5 rounded-xl border border-dashed border-brand/40 bg-paper/70 p-5 text-sm leading-6 text-stone">
          No suggestions yet. As more members going choose to appear on the list, the people worth meeting show up here.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {people.data.items.map((person) => (
            <li
              key={person.attendeeId}
              className="grid min-w-0 gap-4 rounded-2xl border border-line bg-paper p-5 shadow-card sm:grid-cols-[auto_minmax(0,1fr)]"
            >
              <PersonAvatar name={person.firstName || person.fullName} photoUrl={photoUrlOf(person)} size="md" />
              <div className="min-w-0">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
                  <div className="min-w-0">
                    <h3 className="font-display text-xl leading-tight break-words text-ink">{person.fullName}</h3>
                    <p className="mt-1 text-sm break-words text-stone">{roleLine(person) || 'Member'}</p>
                  </div>
                  {connectAction ? <div className="shrink-0">{connectAction(person)}</div> : null}
                </div>
                <p className="mt-4 eyebrow text-brand-deep">Why connect?</p>
                <p className="mt-1 text-sm leading-6 text-ink">{person.whyConnect}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Role and company, or the member's headline; only what they let the viewer see reaches the page (decision 043). */
const roleLine = (p: { jobTitle?: string; company?: string; headline?: string }) =>
  [p.jobTitle, p.company].filter(Boolean).join(' · ') || p.headline || '';

function AttendeesSection({ event }: { event: EventDetail }) {
  const [page, setPage] = useState(1);
  const list = useEventAttendees(event.id, page);
  const listed = list.data?.total ?? 0;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby="attendees-heading">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-3">
        <h2 id="attendees-heading" className="flex items-center gap-2 font-display text-2xl text-ink sm:text-3xl">
          <Users className="size-5 text-brand-deep" aria-hidden="true" />
          Who’s going
        </h2>
        <p className="text-sm text-stone tabular-nums">
          {event.goingCount} going{listed ? ` · ${listed} on the list` : ''}
        </p>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading who’s going..." className="py-10" />
      ) : list.isError ? (
        <ErrorBanner error={list.error} fallback={EVENT_MESSAGES.loadFailed} className="mt-5" />
      ) : list.data.total === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-ink/20 bg-cream-2/40 px-6 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-deep">
            <CalendarX2 className="size-5" aria-hidden="true" />
          </span>
          <p className="mt-4 font-display text-xl text-ink">Nobody on the list yet</p>
          <p className="mt-1 max-w-sm text-sm text-stone">
            Members going can choose to show their name here. It’s off unless they turn it on.
          </p>
        </div>
      ) : (
        <>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2" aria-label="Members on the attendee list">
            {list.data.items.map((person) => (
              <li
                key={person.attendeeId}
                className="flex min-w-0 items-center gap-3 rounded-xl border border-line bg-paper px-4 py-3"
              >
                <PersonAvatar name={person.fullName} photoUrl={photoUrlOf(person)} size="sm" tone="soft" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink" title={person.fullName}>
                    {person.fullName}
                  </span>
                  <span className="block truncate text-sm text-stone" title={roleLine(person) || undefined}>
                    {roleLine(person) || 'Member'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <div className="mt-5 flex justify-center">
              <PageControls page={page} totalPages={totalPages} busy={list.isFetching} onPage={setPage} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
