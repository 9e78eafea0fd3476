// /salonss and /pastEventsPage (spec 2.4 'Events', 5 'Events split'): the Cultural Salons from today
// onwards, soonest first, each answered in place (issue 18), and the five most recent before today, with
// 'You went' on those the member attended. "Today" is decided by the server in the community's time zone
// (decision 012); times are shown in the reader's zone with the community's noted (decision 025).
import { CalendarDays, History, RotateCcw, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { EventItem } from '../../../common/contracts/events';
import { EVENT_MESSAGES } from '../../../common/contracts/events';
import { ROUTES } from '../../../common/routes';
import { ErrorBanner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconTile } from '../../components/ui/IconTile';
import { PageControls } from '../../components/ui/PageControls';
import { LoadingState } from '../../components/ui/Spinner';
import { ArrowLink } from '../../components/ui/ArrowLink';

import { usePageTitle } from '../../lib/use-page-title';
import { usePastEvents, useUpcomingEvents } from './api';
import { EventCard } from './EventCard';
import { useEventZones } from './EventWhen';

type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

function PageHeader({ title, lead, other }: { title: string; lead: string; other: { to: string; label: string } }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="eyebrow text-brand-deep">Cultural Salons</p>
        <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">{lead}</p>
      </div>
      <ArrowLink to={other.to} className="shrink-0 self-start sm:self-auto">
        {other.label}
      </ArrowLink>
    </header>
  );
}

function EmptyState({ icon, title, note }: { icon: LucideIcon; title: string; note: string }) {
  return (
    <Card className="mt-10 flex flex-col items-center gap-4 px-6 py-14 text-center">
      <IconTile icon={icon} className="size-14 rounded-2xl bg-cream-2 text-brand-deep" iconClassName="size-6" />
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      <p className="max-w-md leading-7 text-stone">{note}</p>
    </Card>
  );
}

/** Loading, failure (with a retry) or the list itself. */
function ListState({ query, children }: { query: ListQuery; children: ReactNode }) {
  if (query.isPending) return <LoadingState label="Loading events..." />;
  if (query.isError) {
    return (
      <div className="mt-10 grid gap-4 sm:justify-items-start">
        <ErrorBanner error={query.error} fallback={EVENT_MESSAGES.loadFailed} />
        <Button variant="outline" className="bg-paper" onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

function EventList({ items, past }: { items: EventItem[]; past?: boolean }) {
  return (
    <ol className="mt-10 grid gap-5" aria-label={past ? 'Past events' : 'Upcoming events'}>
      {items.map((event) => (
        <li key={event.id}>
          <EventCard event={event} past={past} />
        </li>
      ))}
    </ol>
  );
}

/** Under the lead: which clock the times are on, when the reader's differs from the community's. */
function ZoneNote() {
  const zones = useEventZones();
  if (zones.viewer === zones.community) return null;
  return (
    <p className="mt-2 text-sm text-stone">
      Times are in your time zone ({zones.viewer.replace(/_/g, ' ')}), with the community’s ({zones.community.replace(/_/g, ' ')})
      beside them.
    </p>
  );
}

export function UpcomingEventsPage() {
  usePageTitle('Upcoming events');
  const [page, setPage] = useState(1);
  const list = useUpcomingEvents(page);
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="animate-rise">
      <PageHeader
        title="Upcoming events"
        lead="The next Cultural Salons and member gatherings, soonest first. Say whether you’re going, and see who else is."
        other={{ to: ROUTES.pastEvents, label: 'Past events' }}
      />
      <ZoneNote />
      <ListState query={list}>
        {list.data && list.data.items.length > 0 ? (
          <>
            <EventList items={list.data.items} />
            {totalPages > 1 ? (
              <div className="mt-8 flex justify-center">
                <PageControls page={page} totalPages={totalPages} busy={list.isFetching} onPage={setPage} />
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState
            icon={CalendarDays}
            title={EVENT_MESSAGES.noUpcoming}
            note="New Salons appear here as soon as they are scheduled."
          />
        )}
      </ListState>
    </div>
  );
}

export function PastEventsPage() {
  usePageTitle('Past events');
  const list = usePastEvents();
  return (
    <div className="animate-rise">
      <PageHeader
        title="Past events"
        lead="The five most recent Salons and who spoke at them."
        other={{ to: ROUTES.upcomingEvents, label: 'Upcoming events' }}
      />
      <ZoneNote />
      <ListState query={list}>
        {list.data && list.data.items.length > 0 ? (
          <EventList items={list.data.items} past />
        ) : (
          <EmptyState icon={History} title={EVENT_MESSAGES.noPast} note="Salons move here the day after they take place." />
        )}
      </ListState>
    </div>
  );
}
