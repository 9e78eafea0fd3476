// The dashboard's Events tab (NOTES: administrators add, edit and delete events; issue 18: capacity, the
// online link, each event's answers, the attendees and their CSV, check-in, cancelling): the form beside
// the two lists, split at today in the community's time zone as the server decides it.
import { Ban, CalendarDays, CalendarPlus, History, PenLine, Trash2, Users } from 'lucide-react';
import { AdminPanel, FormBesideList } from '../../../components/ui/AdminPanel';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import type { AdminEventItem } from '../../../../common/contracts/events-admin';
import { formatEventDate, formatEventTime } from '../../../../common/contracts/event-times';
import { EVENT_MESSAGES } from '../../../../common/contracts/events';
import { ErrorBanner } from '../../../components/ui/Banner';
import { cn } from '../../../components/ui/cn';
import { RowAction, RowActions } from '../../../components/ui/RowAction';
import { PageControls } from '../../../components/ui/PageControls';
import { pageCount } from '../../../components/ui/Pager';
import { LoadingState } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { ConfirmDelete, ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ADMIN_EVENTS_PAGE_SIZE, useAdminEvents, useCancelEvent, useDeleteEvent } from './api';
import { AttendeesDialog, CountsLine } from './AttendeesDialog';
import { EventForm } from './EventForm';

/** Puts the cursor in the form's title, scrolled into view (the form is below the lists on phones). */
function focusEventForm() {
  const title = document.querySelector<HTMLInputElement>('form[aria-labelledby="event-form-title"] input[name="title"]');
  title?.focus({ preventScroll: true });
  title?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

const when = (event: AdminEventItem, timeZone: string) =>
  `${formatEventDate(event.date, timeZone)} · ${formatEventTime(event.date, timeZone)}`;

/** `settings`: what the app puts under the lists (the community's time zone card). */
export function EventsTab({ settings }: { settings?: ReactNode }) {
  // The zone the server wrote the list in (it may have changed since the page loaded), else the page's.
  const pageZone = useConfig().timeZone;
  const timeZone = useAdminEvents('upcoming', 1).data?.timeZone ?? pageZone;
  const [editing, setEditing] = useState<AdminEventItem | null>(null);
  // A new key gives a fresh, empty form after a save or a cancel.
  const [formRound, setFormRound] = useState(0);
  const [deleting, setDeleting] = useState<AdminEventItem | null>(null);
  const [cancelling, setCancelling] = useState<AdminEventItem | null>(null);
  const [viewing, setViewing] = useState<AdminEventItem | null>(null);
  const remove = useDeleteEvent();
  const cancel = useCancelEvent();

  const finishForm = () => {
    setEditing(null);
    setFormRound((n) => n + 1);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        if (editing?.id === deleting.id) finishForm();
        setDeleting(null);
      },
      onError: (error) => notify.error(errorMessage(error, EVENT_MESSAGES.deleteFailed)),
    });
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setCancelling(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  const rowActions = { onEdit: setEditing, onDelete: setDeleting, onCancel: setCancelling, onAttendees: setViewing };

  return (
    <AdminPanel icon={CalendarDays} title="Events" summary="The Cultural Salons members see under Upcoming and Past events.">
      <FormBesideList
        columns="lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
        listFirst
        form={
          <EventForm
            key={`${editing?.id ?? 'new'}-${formRound}`}
            editing={editing}
            timeZone={timeZone}
            onDone={finishForm}
            focusOnMount={editing !== null || formRound > 0}
          />
        }
      >
        <div className="grid content-start gap-10 px-2 py-5 sm:px-6 sm:py-9">
          {/* On phones the form follows the lists: this takes keyboard and eyes straight to it. */}
          <div className="px-3 lg:hidden">
            <Button variant="dark" size="sm" onClick={focusEventForm}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Add an event
            </Button>
          </div>
          <EventSection
            when="upcoming"
            title="Upcoming"
            icon={CalendarDays}
            empty={EVENT_MESSAGES.noUpcoming}
            timeZone={timeZone}
            editingId={editing?.id ?? null}
            {...rowActions}
          />
          <EventSection
            when="past"
            title="Past"
            icon={History}
            empty={EVENT_MESSAGES.noPast}
            timeZone={timeZone}
            editingId={editing?.id ?? null}
            {...rowActions}
          />
          {settings}
        </div>
      </FormBesideList>

      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this event?"
        description={
          deleting ? (
            <>
              <strong className="font-semibold text-ink">{deleting.title}</strong> ({formatEventDate(deleting.date, timeZone)})
              will be removed from the member area. This cannot be undone.
            </>
          ) : null
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />

      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Cancel this event?"
        description={
          cancelling ? (
            <>
              <strong className="font-semibold text-ink">{cancelling.title}</strong> ({formatEventDate(cancelling.date, timeZone)}
              ) stays listed as cancelled, answers close, and the {cancelling.counts.going}{' '}
              {cancelling.counts.going === 1 ? 'member' : 'members'} going {cancelling.counts.going === 1 ? 'is' : 'are'} emailed
              now.
            </>
          ) : null
        }
        confirmLabel="Cancel event"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        tone="danger"
        icon={Ban}
        onConfirm={confirmCancel}
      />

      <AttendeesDialog event={viewing} timeZone={timeZone} onClose={() => setViewing(null)} />
    </AdminPanel>
  );
}

type SectionProps = {
  when: 'upcoming' | 'past';
  title: string;
  icon: typeof CalendarDays;
  empty: string;
  timeZone: string;
  editingId: string | null;
  onEdit: (event: AdminEventItem) => void;
  onDelete: (event: AdminEventItem) => void;
  onCancel: (event: AdminEventItem) => void;
  onAttendees: (event: AdminEventItem) => void;
};

function EventSection({
  when: side,
  title,
  icon: Icon,
  empty,
  timeZone,
  editingId,
  onEdit,
  onDelete,
  onCancel,
  onAttendees,
}: SectionProps) {
  const [page, setPage] = useState(1);
  const list = useAdminEvents(side, page);
  const total = list.data?.total ?? 0;
  const totalPages = pageCount(total, ADMIN_EVENTS_PAGE_SIZE);
  // Deleting the last event of the last page leaves nothing to show: step back a page.
  if (list.data && list.data.items.length === 0 && page > 1) setPage(page - 1);
  const headingId = `events-${side}-heading`;

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-3 pb-3">
        <h3 id={headingId} className="flex items-center gap-2 font-display text-xl text-ink">
          <Icon className="size-4 text-brand-deep" aria-hidden="true" />
          {title}
        </h3>
        {list.data ? (
          <span className="text-sm text-stone tabular-nums">
            {total} {total === 1 ? 'event' : 'events'}
          </span>
        ) : null}
      </div>

      {list.isPending ? (
        <LoadingState label="Loading events..." className="py-10" />
      ) : list.isError ? (
        <ErrorBanner error={list.error} fallback={EVENT_MESSAGES.loadFailed} className="mt-4" />
      ) : list.data.items.length === 0 ? (
        <p className="px-3 py-6 text-stone">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {list.data.items.map((event) => (
              <li
                key={event.id}
                className={cn(
                  'flex flex-col gap-3 px-3 py-4 transition-colors sm:flex-row sm:items-center sm:gap-5',
                  editingId === event.id && 'bg-brand-soft/70',
                )}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">
                    {event.cancelled ? (
                      <span className="mr-2 rounded-full bg-danger-soft px-2 py-0.5 align-middle text-xs font-semibold text-danger">
                        Cancelled
                      </span>
                    ) : null}
                    {event.title}
                  </p>
                  <p className="mt-1 text-sm text-stone">
                    <time dateTime={event.date}>{when(event, timeZone)}</time>
                  </p>
                  {event.speakers.length > 0 || event.location || event.onlineLink ? (
                    <p className="mt-1 text-sm break-words text-stone">
                      {[event.speakers.join(', '), event.location, event.onlineLink ? 'Online' : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  ) : null}
                  <CountsLine counts={event.counts} capacity={event.capacity} past={event.started} className="mt-2" />
                </div>
                <RowActions className="sm:max-w-[17rem] sm:shrink-0 sm:justify-end">
                  <RowAction icon={Users} label="Attendees" subject={event.title} onClick={() => onAttendees(event)} />
                  <RowAction icon={PenLine} label="Edit" subject={event.title} onClick={() => onEdit(event)} />
                  {event.upcoming && !event.started && !event.cancelled ? (
                    <RowAction icon={Ban} label="Cancel" subject={event.title} tone="danger" onClick={() => onCancel(event)} />
                  ) : null}
                  <RowAction icon={Trash2} label="Delete" subject={event.title} tone="danger" onClick={() => onDelete(event)} />
                </RowActions>
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <div className="mt-4 flex justify-end">
              <PageControls page={page} totalPages={totalPages} busy={list.isFetching} onPage={setPage} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
