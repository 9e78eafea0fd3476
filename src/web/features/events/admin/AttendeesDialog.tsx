// The organisers' view of one event's answers (issue 18): the counts by kind, everyone who answered
// (filtered by answer and searched on the server, paged), the CSV export of what is shown, and, once the
// event has begun, check-in: who attended. Before it begins, an organiser can take a member's answer off
// (a seat held by someone who will not come): the place goes to the first on the waitlist.
import { BadgeCheck, Download, UserMinus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { endpointUrl } from '../../../../common/contracts/endpoint';
import { EVENT_MESSAGES, RSVP_LABELS } from '../../../../common/contracts/events';
import type {
  AdminAttendeeFilter,
  AdminEventAttendee,
  AdminEventItem,
  RsvpCounts,
} from '../../../../common/contracts/events-admin';
import { ADMIN_EVENT_ROUTES } from '../../../../common/contracts/events-routes';
import { formatEventDate, formatEventTime } from '../../../../common/contracts/event-times';
import { ErrorBanner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { ConfirmRemove } from '../../../components/ui/ConfirmDialog';
import { FieldLabel, inputClasses } from '../../../components/ui/Field';
import { EmptyState } from '../../../components/ui/ListStates';
import { Modal } from '../../../components/ui/Modal';
import { PageControls } from '../../../components/ui/PageControls';
import { pageCount } from '../../../components/ui/Pager';
import { RowAction } from '../../../components/ui/RowAction';
import { SearchField } from '../../../components/ui/SearchField';
import { LoadingState } from '../../../components/ui/Spinner';
import { useListSearch } from '../../../components/ui/use-list-search';
import { errorMessage } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { ADMIN_ATTENDEES_PAGE_SIZE, useAdminAttendees, useMarkAttendance, useRemoveAnswer } from './api';
import { EmailAddress } from '../../../components/ui/EmailAddress';

const FILTERS: Array<{ value: AdminAttendeeFilter; label: string }> = [
  { value: 'all', label: 'Everyone' },
  { value: 'going', label: 'Going' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not_going', label: "Can't go" },
  { value: 'attended', label: 'Attended' },
];

/** '12 going · 3 maybe · 1 can't go · 2 waitlist', with 'of 40' and 'attended 9' where they apply. */
export function CountsLine({
  counts,
  capacity,
  past,
  className,
}: {
  counts: RsvpCounts;
  capacity: number | null;
  past: boolean;
  className?: string;
}) {
  const parts = [
    { label: `${counts.going}${capacity ? ` of ${capacity}` : ''} going`, strong: true },
    { label: `${counts.maybe} maybe` },
    { label: `${counts.notGoing} can’t go` },
    ...(counts.waitlist || capacity ? [{ label: `${counts.waitlist} waitlist` }] : []),
    ...(past ? [{ label: `${counts.attended} attended`, strong: true }] : []),
  ];
  return (
    <p className={cn('flex flex-wrap gap-x-3.5 gap-y-1 text-sm text-stone tabular-nums', className)}>
      {parts.map((part, i) => (
        <span key={part.label} className={part.strong ? 'font-semibold text-ink' : undefined}>
          {part.label}
          {i < parts.length - 1 ? <span className="sr-only">,</span> : null}
        </span>
      ))}
    </p>
  );
}

const statusTone: Record<AdminEventAttendee['status'], string> = {
  going: 'bg-ink text-cream',
  waitlist: 'bg-brand-soft text-brand-deep ring-1 ring-brand/30',
  maybe: 'bg-cream-2 text-ink',
  not_going: 'bg-ink/[0.06] text-stone',
};

/** 'Attended', as a switch named for its member ('Attended: Ana Ruiz'), so a list of them reads apart. */
function CheckInToggle({ checked, name, onChange }: { checked: boolean; name: string; onChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Attended: ${name}`}
      onClick={() => onChange(!checked)}
      className="group ml-1 inline-flex min-h-9 shrink-0 items-center gap-2.5 rounded-full py-1 text-sm font-semibold text-ink"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? 'bg-success' : 'bg-ink/20 group-hover:bg-ink/30',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-paper shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      Attended
    </button>
  );
}

type Props = { event: AdminEventItem | null; timeZone: string; onClose: () => void };

export function AttendeesDialog({ event, timeZone, onClose }: Props) {
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={event ? `Attendees: ${event.title}` : 'Attendees'}
      description={event ? `${formatEventDate(event.date, timeZone)} · ${formatEventTime(event.date, timeZone)}` : undefined}
      className="w-[min(60rem,calc(100vw-2rem))]"
    >
      {event ? <AttendeesPanel key={event.id} event={event} /> : null}
    </Modal>
  );
}

function AttendeesPanel({ event }: { event: AdminEventItem }) {
  const [filter, setFilter] = useState<AdminAttendeeFilter>('all');
  const listSearch = useListSearch(filter);
  const { search, page, setPage } = listSearch;
  const [exporting, setExporting] = useState(false);
  const list = useAdminAttendees(event.id, filter, search, page);
  const mark = useMarkAttendance(event.id);
  const remove = useRemoveAnswer(event.id);
  const [removing, setRemoving] = useState<AdminEventAttendee | null>(null);
  const filterId = useId();
  const canCheckIn = event.started && !event.cancelled;
  const canRemove = !event.started && !event.cancelled;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.attendeeId, {
      onSuccess: (removed) => notify.success(removed.message),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setRemoving(null),
    });
  };
  const counts = list.data?.counts ?? event.counts;
  const totalPages = pageCount(list.data?.total ?? 0, ADMIN_ATTENDEES_PAGE_SIZE);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const found = await downloadFile(
        endpointUrl(ADMIN_EVENT_ROUTES.exportAttendees, { id: event.id }, { status: filter, search: search || undefined }),
        'attendees.csv',
      );
      if (!found) notify.message(EVENT_MESSAGES.noAttendeesToExport);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mt-6 grid gap-5">
      <CountsLine counts={counts} capacity={event.capacity} past={event.started} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="md:w-48">
          <FieldLabel htmlFor={filterId}>Show</FieldLabel>
          <select
            id={filterId}
            value={filter}
            onChange={(e) => setFilter(e.target.value as AdminAttendeeFilter)}
            className={cn(inputClasses, 'pr-10')}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          label="Search attendees by name, email or company"
          placeholder="Name, email or company"
          search={listSearch}
          busy={list.isFetching}
        />
        <Button variant="dark" onClick={exportCsv} busy={exporting} busyLabel="Exporting..." className="shrink-0">
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {canCheckIn ? (
        <p className="flex items-center gap-2 text-sm text-stone">
          <BadgeCheck className="size-4 text-brand-deep" aria-hidden="true" />
          The event has begun: mark who attended. Members then see ‘You went’.
        </p>
      ) : null}

      {list.isPending ? (
        <LoadingState label="Loading attendees..." className="py-10" />
      ) : list.isError ? (
        <ErrorBanner error={list.error} fallback={EVENT_MESSAGES.loadFailed} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Users} title={search || filter !== 'all' ? 'Nobody matches' : 'No answers yet'} boxed>
          {search || filter !== 'all'
            ? 'Try another search or show everyone who answered.'
            : 'Members’ answers appear here as they reply.'}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Members who answered">
            {list.data.items.map((person) => (
              <li key={person.attendeeId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-5">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">{person.fullName}</p>
                  <p className="text-sm text-stone">
                    <EmailAddress address={person.email} />
                  </p>
                  {person.jobTitle || person.company ? (
                    <p className="text-sm break-words text-stone">
                      {[person.jobTitle, person.company].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', statusTone[person.status])}>
                    {RSVP_LABELS[person.status]}
                  </span>
                  {person.showOnList ? (
                    <span className="rounded-full border border-line px-2.5 py-1 text-xs font-semibold text-stone">
                      On the list
                    </span>
                  ) : null}
                  {canCheckIn ? (
                    <CheckInToggle
                      checked={person.attended}
                      name={person.fullName}
                      onChange={(attended) =>
                        mark.mutate(
                          { attendeeId: person.attendeeId, attended },
                          {
                            onSuccess: (saved) => notify.success(`${saved.message}: ${saved.attendee.fullName}`),
                            onError: (error) => notify.error(errorMessage(error)),
                          },
                        )
                      }
                    />
                  ) : person.attended ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                      <BadgeCheck className="size-3.5" aria-hidden="true" />
                      Attended
                    </span>
                  ) : null}
                  {canRemove ? (
                    <RowAction
                      icon={UserMinus}
                      label="Remove"
                      subject={person.fullName}
                      tone="danger"
                      onClick={() => setRemoving(person)}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone tabular-nums">
              {list.data.total} {list.data.total === 1 ? 'member' : 'members'}
            </p>
            {totalPages > 1 ? <PageControls page={page} totalPages={totalPages} busy={list.isFetching} onPage={setPage} /> : null}
          </div>
        </>
      )}
      <ConfirmRemove
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this answer?"
        description={
          removing ? (
            <p>
              <span className="font-semibold break-words text-ink">{removing.fullName}</span>’s answer, ‘
              {RSVP_LABELS[removing.status]}’, is taken off this event.
              {removing.status === 'going' ? ' Their place goes to the first member on the waitlist, who is emailed.' : ''} They
              can answer again while the event is open.
            </p>
          ) : null
        }
        busy={remove.isPending}
        icon={UserMinus}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
