// The dashboard's Magic Links tab (spec 2.5 tab 5, 4.3): 'Add User', Refresh, and the paged list of
// requests that are not signed up, newest first, each with the action its derived status allows. A table
// on wider screens, stacked cards on phones.
import { Inbox, KeyRound, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ACCESS_LINK_TTL_HOURS,
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_REQUEST_EXTRA_MESSAGES as EXTRA,
  ACCESS_REQUEST_TOASTS,
  deriveDisplayStatus,
  type AccessRequestRow,
} from '../../../../common/contracts/access-requests';
import { EMAIL_DELIVERY_MESSAGES } from '../../../../common/messages';
import { AdminTable, type AdminTableColumn } from '../../../components/ui/AdminTable';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { ConfirmDelete, ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { RangePager } from '../../../components/ui/RangePager';
import { PanelHeading } from '../../../components/ui/PanelHeading';
import { LoadingState, Spinner } from '../../../components/ui/Spinner';
import { useLastPage } from '../../../components/ui/use-last-page';
import { useConfig } from '../../../lib/config';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { fullName } from '../../../lib/names';
import { notify } from '../../../lib/notify';
import { useViewport } from '../../../lib/viewport';
import {
  actionFailureMessage,
  useAccessRequests,
  useDeleteAccessRequest,
  useRefreshAccessRequests,
  useRegenerateAccessLink,
} from './api';
import { AddUserForm } from './AddUserForm';
import { RequestActions, type FreshLink } from './RequestActions';
import { StatusPill } from './StatusPill';
import { EmailAddress } from '../../../components/ui/EmailAddress';

type Confirmation = { kind: 'regenerate' | 'delete'; row: AccessRequestRow } | null;

export function AccessRequestsTab() {
  const [page, setPage] = useState(1);
  const query = useAccessRequests(page);
  const refresh = useRefreshAccessRequests();
  const [refreshing, setRefreshing] = useState(false);
  const [fresh, setFresh] = useState<Record<string, FreshLink>>({});
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusListOnClose = useRef(false);
  const wide = !useViewport().isMobile;
  const regenerate = useRegenerateAccessLink();
  const remove = useDeleteAccessRequest();
  const outbox = useConfig().mail.delivery === 'outbox';

  const remember = useCallback((id: string, link: FreshLink) => setFresh((current) => ({ ...current, [id]: link })), []);

  // A failed load says so once per failure (spec 8), whether or not older rows are still shown.
  useEffect(() => {
    if (query.isError) notify.error(ACCESS_REQUEST_TOASTS.loadAccessRequestsFailed);
  }, [query.isError, query.errorUpdatedAt]);

  const data = query.data;
  // Deleting the last row of the last page leaves an empty page: step back to the one that exists.
  useLastPage(query, page, setPage);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };

  const confirm = async () => {
    if (!confirmation) return;
    const { kind, row } = confirmation;
    try {
      if (kind === 'regenerate') {
        const answer = await regenerate.mutateAsync(row.id);
        remember(row.id, { link: answer.link, emailed: answer.emailed });
        notify.success(ADMIN.regenerated);
      } else {
        await remove.mutateAsync(row.id);
        setFresh(({ [row.id]: _gone, ...rest }) => rest);
        notify.success(EXTRA.deleted);
        // The row and its Delete button are gone: focus moves to the list's heading when the dialog closes.
        focusListOnClose.current = true;
      }
      setConfirmation(null);
    } catch (error) {
      console.warn(`[access-requests] ${kind} failed`, error);
      notify.error(
        actionFailureMessage(
          error,
          kind === 'regenerate' ? ACCESS_REQUEST_TOASTS.regenerateFailed : ACCESS_REQUEST_TOASTS.deleteRequestFailed,
        ),
      );
      setConfirmation(null);
    }
  };

  const now = new Date();
  const rows = data?.items ?? [];
  const rowProps = (row: AccessRequestRow) => ({
    row,
    status: deriveDisplayStatus(row, now),
    fresh: fresh[row.id],
    onIssued: remember,
    onRegenerate: (r: AccessRequestRow) => setConfirmation({ kind: 'regenerate', row: r }),
    onDelete: (r: AccessRequestRow) => setConfirmation({ kind: 'delete', row: r }),
  });

  return (
    <section aria-labelledby="access-requests-heading" className="space-y-6">
      <PanelHeading
        id="access-requests-heading"
        icon={KeyRound}
        title="Magic Links"
        summary="Access requests and the one-time sign-up links they become."
        badge={
          data && data.pendingCount > 0 ? (
            <span className="inline-flex items-center rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white tabular-nums">
              {data.pendingCount} pending
            </span>
          ) : null
        }
      />

      <AddUserForm onCreated={remember} />

      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-7">
          <h3 ref={listHeading} tabIndex={-1} className="font-display text-xl text-ink outline-none">
            Requests
          </h3>
          <div className="flex items-center gap-4 text-sm text-stone">
            {query.isFetching && data && !refreshing ? <Spinner className="size-4 text-brand-deep" /> : null}
            {data ? (
              <span className="hidden sm:inline">
                {data.total} open {data.total === 1 ? 'request' : 'requests'}
              </span>
            ) : null}
            <Button variant="outline" size="sm" className="bg-paper" onClick={onRefresh} disabled={refreshing}>
              <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
              {refreshing ? 'Refreshing...' : 'Refresh'}
            </Button>
          </div>
        </div>

        {query.isPending ? (
          <LoadingState label="Loading requests..." />
        ) : !data ? (
          <div className="p-5 sm:p-7">
            <LoadFailed message={ACCESS_REQUEST_TOASTS.loadAccessRequestsFailed} read={query} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState icon={Inbox} title="No access requests yet">
            Requests sent from the sign-in page appear here for approval. To invite someone directly, use Add User above.
          </EmptyState>
        ) : wide ? (
          <RequestTable rows={rows} rowProps={rowProps} />
        ) : (
          <ul className="divide-y divide-line">
            {rows.map((row) => (
              <RequestCard key={row.id} {...rowProps(row)} />
            ))}
          </ul>
        )}

        {data && data.total > data.pageSize ? (
          <RangePager
            label="Request pages"
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
            busy={query.isFetching}
          />
        ) : null}
      </Card>

      <ConfirmDialog
        open={confirmation?.kind === 'regenerate'}
        onClose={() => setConfirmation(null)}
        title="Regenerate this link?"
        description={
          confirmation ? (
            <>
              <p>
                The current link for <EmailAddress className="font-semibold text-ink" address={confirmation.row.email} /> will
                expire and stop working at once.
              </p>
              <p className="mt-2">
                A new link, valid for {ACCESS_LINK_TTL_HOURS / 24} days,{' '}
                {outbox ? `is made. ${EMAIL_DELIVERY_MESSAGES.newLinkNotEmailed}` : 'will be emailed to them.'}
              </p>
            </>
          ) : null
        }
        confirmLabel="Regenerate Link"
        busyLabel="Regenerating..."
        busy={regenerate.isPending}
        tone="dark"
        icon={RefreshCw}
        onConfirm={confirm}
      />
      <ConfirmDelete
        open={confirmation?.kind === 'delete'}
        onClose={() => setConfirmation(null)}
        title="Delete this request?"
        description={
          confirmation ? (
            <p>
              The access request from <EmailAddress className="font-semibold text-ink" address={confirmation.row.email} /> and any
              link it has will be deleted. This cannot be undone.
            </p>
          ) : null
        }
        busy={remove.isPending}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          if (!focusListOnClose.current) return;
          focusListOnClose.current = false;
          event.preventDefault();
          listHeading.current?.focus();
        }}
      />
    </section>
  );
}

type RowProps = Parameters<typeof RequestActions>[0];

/** Name and email; `wrap` lets a long name break (cards) instead of being cut (table). The email always wraps
 * at its '@' and dots, never mid-word. */
function Person({ row, wrap = false }: { row: AccessRequestRow; wrap?: boolean }) {
  const name = fullName(row.firstName, row.lastName);
  return (
    <div className="min-w-0">
      <p className={cn('font-semibold', wrap ? 'break-words' : 'truncate', name ? 'text-ink' : 'text-stone italic')}>
        {name || 'No name given'}
      </p>
      <p className="text-sm text-stone">
        <EmailAddress address={row.email} />
      </p>
    </div>
  );
}

function Requested({ row }: { row: AccessRequestRow }) {
  return (
    <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)} className="whitespace-nowrap">
      {formatShortDate(row.createdAt)}
    </time>
  );
}

const REQUEST_COLUMNS: AdminTableColumn[] = [
  { label: 'Person', width: 'w-[23%]' },
  { label: 'Requested', width: 'w-[9rem]' },
  { label: 'Status', width: 'w-[8.5rem]' },
  { label: 'Link and actions' },
];

function RequestTable({ rows, rowProps }: { rows: AccessRequestRow[]; rowProps: (row: AccessRequestRow) => RowProps }) {
  return (
    <div className="overflow-x-auto">
      <AdminTable
        caption="Access requests that have not signed up yet, newest first"
        columns={REQUEST_COLUMNS}
        cellPadding="px-5"
      >
        {rows.map((row) => {
          const props = rowProps(row);
          return (
            <tr
              key={row.id}
              className={cn('align-top transition-colors', props.fresh ? 'bg-success-soft/35' : 'hover:bg-cream/40')}
            >
              <td className="py-4 pr-5 pl-7">
                <Person row={row} />
              </td>
              <td className="px-5 py-4 pt-[1.35rem] text-sm text-stone">
                <Requested row={row} />
              </td>
              <td className="px-5 py-4 pt-[1.2rem]">
                <StatusPill status={props.status} />
              </td>
              <td className="py-4 pr-7 pl-5">
                <RequestActions {...props} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}

function RequestCard(props: RowProps) {
  const { row, status } = props;
  return (
    <li className="px-5 py-5" aria-label={`Request from ${row.email}`}>
      <Person row={row} wrap />
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="text-xs text-stone">
          Requested <Requested row={row} />
        </p>
        <StatusPill status={status} className="shrink-0" />
      </div>
      <div className="mt-4">
        <RequestActions {...props} stacked />
      </div>
    </li>
  );
}
