// The dashboard's Magic Links tab (spec 2.5 tab 5, 4.3): 'Add User', Refresh, and the paged list of
// requests that are not signed up, newest first, each with the action its derived status allows. A table
// on wider screens, stacked cards on phones.
import { PageControls } from '../../../components/ui/PageControls';
import { CircleAlert, Inbox, KeyRound, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deriveDisplayStatus, MAGIC_LINK_TTL_HOURS, type AccessRequestRow } from '../../../../common/contracts/access-links';
import {
  ACCESS_REQUEST_EXTRA_MESSAGES as EXTRA,
  ADMIN_TOASTS,
  MAGIC_LINK_ADMIN_MESSAGES as ADMIN,
} from '../../../../common/messages';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { LoadingState, Spinner } from '../../../components/ui/Spinner';
import { notify } from '../../../lib/notify';
import { actionFailureMessage, useAccessRequests, useDeleteRequest, useRefreshAccessRequests, useRegenerateLink } from './api';
import { AddUserForm } from './AddUserForm';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDateTime, formatShortDate, fullName } from './format';
import { RequestActions, type FreshLink } from './RequestActions';
import { StatusPill } from './StatusPill';
import { useMediaQuery } from './use-media-query';

type Confirmation = { kind: 'regenerate' | 'delete'; row: AccessRequestRow } | null;

export function MagicLinksTab() {
  const [page, setPage] = useState(1);
  const query = useAccessRequests(page);
  const refresh = useRefreshAccessRequests();
  const [refreshing, setRefreshing] = useState(false);
  const [fresh, setFresh] = useState<Record<string, FreshLink>>({});
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusListOnClose = useRef(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const regenerate = useRegenerateLink();
  const remove = useDeleteRequest();

  const remember = useCallback((id: string, link: FreshLink) => setFresh((current) => ({ ...current, [id]: link })), []);

  // A failed load says so once per failure (spec 8), whether or not older rows are still shown.
  useEffect(() => {
    if (query.isError) notify.error(ADMIN_TOASTS.loadMagicLinksFailed);
  }, [query.isError, query.errorUpdatedAt]);

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Deleting the last row of the last page leaves an empty page: step back to the one that exists.
  useEffect(() => {
    if (data && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages]);

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
      console.warn(`[magic-links] ${kind} failed`, error);
      notify.error(
        actionFailureMessage(error, kind === 'regenerate' ? ADMIN_TOASTS.regenerateFailed : ADMIN_TOASTS.deleteRequestFailed),
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
    <section aria-labelledby="magic-links-heading" className="space-y-6">
      <div className="flex items-start gap-4">
        <div className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ink text-brand-bright sm:size-14">
          <KeyRound className="size-5 sm:size-6" aria-hidden="true" />
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="magic-links-heading" className="font-display text-2xl sm:text-3xl">
              Magic Links
            </h2>
            {data && data.pendingCount > 0 ? (
              <span className="inline-flex items-center rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white tabular-nums">
                {data.pendingCount} pending
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-stone">Access requests and the one-time sign-up links they become.</p>
        </div>
      </div>

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
          <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : rows.length === 0 ? (
          <EmptyState />
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
          <Pager
            page={page}
            totalPages={totalPages}
            total={data.total}
            pageSize={data.pageSize}
            onPage={setPage}
            busy={query.isFetching}
          />
        ) : null}
      </Card>

      <ConfirmDialog
        open={confirmation?.kind === 'regenerate'}
        onOpenChange={(open) => (open ? undefined : setConfirmation(null))}
        title="Regenerate this link?"
        description={
          confirmation ? (
            <>
              <p>
                The current link for <span className="font-semibold break-all text-ink">{confirmation.row.email}</span> will
                expire and stop working at once.
              </p>
              <p className="mt-2">A new link, valid for {MAGIC_LINK_TTL_HOURS / 24} days, will be emailed to them.</p>
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
      <ConfirmDialog
        open={confirmation?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : setConfirmation(null))}
        title="Delete this request?"
        description={
          confirmation ? (
            <p>
              The access request from <span className="font-semibold break-all text-ink">{confirmation.row.email}</span> and any
              link it has will be deleted. This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        tone="danger"
        icon={Trash2}
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

/** Name and email; `wrap` lets a long email break (cards) instead of being cut (table). */
function Person({ row, wrap = false }: { row: AccessRequestRow; wrap?: boolean }) {
  const name = fullName(row.firstName, row.lastName);
  return (
    <div className="min-w-0">
      <p className={cn('font-semibold', wrap ? 'break-words' : 'truncate', name ? 'text-ink' : 'text-stone italic')}>
        {name || 'No name given'}
      </p>
      <p className={cn('text-sm text-stone', wrap ? 'break-all' : 'truncate')} title={row.email}>
        {row.email}
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

function RequestTable({ rows, rowProps }: { rows: AccessRequestRow[]; rowProps: (row: AccessRequestRow) => RowProps }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">Access requests that have not signed up yet, newest first</caption>
        <colgroup>
          <col className="w-[23%]" />
          <col className="w-[9rem]" />
          <col className="w-[8.5rem]" />
          <col />
        </colgroup>
        <thead className="bg-cream/70">
          <tr className="border-b border-line">
            {['Person', 'Requested', 'Status', 'Link and actions'].map((label) => (
              <th key={label} scope="col" className="eyebrow px-5 py-3 font-semibold text-stone first:pl-7 last:pr-7">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
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
        </tbody>
      </table>
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

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <div className="grid size-14 place-items-center rounded-2xl bg-cream-2 text-stone">
        <Inbox className="size-6" aria-hidden="true" />
      </div>
      <p className="mt-5 font-display text-2xl text-ink">No access requests yet</p>
      <p className="mt-2 max-w-md leading-7 text-stone">
        Requests sent from the sign-in page appear here for approval. To invite someone directly, use Add User above.
      </p>
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-16 text-center">
      <div className="grid size-14 place-items-center rounded-2xl bg-danger-soft text-danger">
        <CircleAlert className="size-6" aria-hidden="true" />
      </div>
      <p className="mt-5 font-display text-2xl text-ink">{ADMIN_TOASTS.loadMagicLinksFailed}</p>
      <p className="mt-2 max-w-md leading-7 text-stone">Check your connection and try again.</p>
      <Button variant="outline" size="sm" className="mt-6 bg-paper" onClick={onRetry} busy={retrying} busyLabel="Trying again...">
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

type PagerProps = {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
};

function Pager({ page, totalPages, total, pageSize, busy, onPage }: PagerProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Request pages"
      className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-7"
    >
      <p className="text-sm text-stone" aria-live="polite">
        Showing <span className="font-semibold text-ink tabular-nums">{first}</span>–
        <span className="font-semibold text-ink tabular-nums">{last}</span> of{' '}
        <span className="font-semibold text-ink tabular-nums">{total}</span>
      </p>
      <PageControls page={page} totalPages={totalPages} busy={busy} onPage={onPage} />
    </nav>
  );
}
