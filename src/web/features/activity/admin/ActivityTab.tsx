// The dashboard's Activity tab (issue 20, decision 028): the audit log read back, newest first. Filters by
// administrator, action, on whom or what, and between two days, all kept in the address so a shared link
// opens the same view; paging; the CSV export of what the filters show; and 'What the actions mean', the
// catalogue in words, so nobody reads the log by guessing.
import { BookOpen, ChevronDown, Download, History, Search, SearchX, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_PAGE_SIZE,
  formatChangeValue,
  MAX_ACTIVITY_SEARCH_LENGTH,
  type ActivityEntry,
  type AuditChange,
} from '../../../../common/contracts/activity';
import { AdminTable, type AdminTableColumn } from '../../../components/ui/AdminTable';
import { Banner } from '../../../components/ui/Banner';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateField } from '../../../components/ui/DateField';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/Field';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { RangePager } from '../../../components/ui/RangePager';
import { SelectField } from '../../../components/ui/SelectField';
import { PanelHeading } from '../../../components/ui/PanelHeading';
import { LoadingState, Spinner } from '../../../components/ui/Spinner';
import { useLastPage } from '../../../components/ui/use-last-page';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-date';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { useViewport } from '../../../lib/viewport';
import { useCsvExport } from '../../../lib/use-csv-export';
import { downloadActivityCsv, useActivityActors, useActivityList, useRefreshActivity } from './api';
import {
  actionsByArea,
  activityFilterInput,
  hasActivityFilters,
  readActivityView,
  withActivityFilters,
  withActivityPage,
  withoutActivityFilters,
  type ActivityFilterValues,
  type FilterKey,
} from './filters';

const ACTION_GROUPS = actionsByArea();

const labelClass = 'mb-2 block text-[0.8rem] font-semibold tracking-wide text-ink';
/** Long emails, titles and values wrap anywhere rather than push the page sideways. */
const wrapAnywhere = 'break-words [overflow-wrap:anywhere]';

/** The address's filters as the browser has them now, not as a render read them: the router shows a new
 * address a moment after it is set (in a transition), and a second filter changed within that moment would
 * otherwise start from the old address and undo the first (seen in CI: two days set one after the other
 * kept the old start). Every change to the filters starts from here. */
const addressNow = () => new URLSearchParams(window.location.search);

export function ActivityTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readActivityView(searchParams);
  const filtered = hasActivityFilters(filters);
  const input = activityFilterInput(filters);
  const list = useActivityList(input, page);
  const refresh = useRefreshActivity();
  const resultsHeading = useId();

  const show = (change: (address: URLSearchParams) => URLSearchParams) =>
    setSearchParams(change(addressNow()), { replace: true });
  // The search box's text, sent to the address once typing pauses, with the other filters as they are then.
  const [subjectText, setSubjectText] = useState(filters.subject);
  const [addressSubject, setAddressSubject] = useState(filters.subject);
  if (addressSubject !== filters.subject) {
    // The address changed on its own (Back, a shared link, Clear filters): the box follows it.
    setAddressSubject(filters.subject);
    if (subjectText.trim() !== filters.subject) setSubjectText(filters.subject);
  }
  const subjectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(subjectTimer.current), []);
  const typeSubject = (value: string) => {
    setSubjectText(value);
    window.clearTimeout(subjectTimer.current);
    subjectTimer.current = window.setTimeout(
      () => show((address) => withActivityFilters(address, { subject: value })),
      SEARCH_DEBOUNCE_MS,
    );
  };
  const setFilter = (key: FilterKey, value: string) => show((address) => withActivityFilters(address, { [key]: value }));
  const clearFilters = () => {
    window.clearTimeout(subjectTimer.current);
    setSubjectText('');
    show(withoutActivityFilters);
  };

  // A 400 is the server saying what is wrong with the filters (a start after the end): it is shown beside
  // them. Anything else is a failed load, with a way to try again.
  const refusal = list.error instanceof ApiError && list.error.status === 400 ? list.error : null;

  // A page past the end (a shared link to a page the log no longer has) steps back to the last page.
  const replacePage = useCallback(
    (last: number) => setSearchParams(withActivityPage(addressNow(), last), { replace: true }),
    [setSearchParams],
  );
  useLastPage(list, page, replacePage);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-6 border-b border-line p-5 sm:p-7">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
          <PanelHeading icon={History} title="Activity" summary="Who did what, and when." />
          <ExportButton filters={filters} onExported={() => void refresh()} />
        </div>
        <Filters
          filters={filters}
          subjectText={subjectText}
          onSubject={typeSubject}
          onFilter={setFilter}
          invalid={refusal?.fields ?? {}}
          searching={list.isFetching && filters.subject !== ''}
          onClear={filtered ? clearFilters : undefined}
        />
        {refusal ? <Banner tone="error">{refusal.message}</Banner> : null}
      </div>

      <Glossary />

      <section aria-labelledby={resultsHeading}>
        <h3 id={resultsHeading} className="sr-only">
          Entries
        </h3>
        <p className="sr-only" aria-live="polite">
          {list.data && !list.isPlaceholderData ? resultsSentence(list.data.total, filtered) : ''}
        </p>
        {list.isPending ? (
          <LoadingState label="Loading activity..." />
        ) : refusal ? (
          <EmptyState icon={SearchX} title="These filters cannot be used">
            Correct the filters above, or clear them to see every entry.
          </EmptyState>
        ) : list.isError ? (
          <div className="p-5 sm:p-7">
            <LoadFailed message={ACTIVITY_MESSAGES.loadFailed} read={list} />
          </div>
        ) : list.data.items.length === 0 ? (
          filtered ? (
            <div className="flex flex-col items-center pb-12">
              <EmptyState icon={SearchX} title="Nothing matches these filters">
                Try another administrator, action or day, or clear the filters to see every entry.
              </EmptyState>
              <Button variant="dark" className="-mt-6" onClick={clearFilters}>
                <X className="size-4" aria-hidden="true" />
                Clear filters
              </Button>
            </div>
          ) : (
            <EmptyState icon={History} title="No activity yet">
              What administrators do (approving requests, editing events, deactivating members…) appears here, newest first.
            </EmptyState>
          )
        ) : (
          <div
            className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
            aria-busy={list.isFetching || undefined}
          >
            <EntryList items={list.data.items} />
            <RangePager
              label="Activity pages"
              page={page}
              pageSize={ACTIVITY_PAGE_SIZE}
              total={list.data.total}
              busy={list.isPlaceholderData}
              onPage={(next) => show((address) => withActivityPage(address, next))}
            />
          </div>
        )}
      </section>
    </Card>
  );
}

function resultsSentence(total: number, filtered: boolean): string {
  const entries = `${total} ${total === 1 ? 'entry' : 'entries'}`;
  return filtered ? `${entries} ${total === 1 ? 'matches' : 'match'} these filters.` : `${entries} in the log.`;
}

// ---------------------------------------------------------------------------------------------------
// Filters and export

type FiltersProps = {
  filters: ActivityFilterValues;
  subjectText: string;
  onSubject: (value: string) => void;
  onFilter: (key: FilterKey, value: string) => void;
  /** The fields the server refused, by filter name, with its message. */
  invalid: Record<string, string>;
  searching: boolean;
  /** Offered while any filter is set. */
  onClear?: () => void;
};

function Filters({ filters, subjectText, onSubject, onFilter, invalid, searching, onClear }: FiltersProps) {
  const id = useId();
  const actors = useActivityActors();
  const actorEmails = actors.data?.actors ?? [];
  // An address naming someone no longer in the list (or before the list has loaded) still shows them.
  const actorMissing = filters.actor !== '' && !actorEmails.some((actor) => actor.email === filters.actor.toLowerCase());
  const actorOptions = [
    ...(actorMissing ? [{ value: filters.actor.toLowerCase(), label: filters.actor }] : []),
    ...actorEmails.map((actor) => ({
      value: actor.email,
      label: `${actor.email} (${actor.actions} ${actor.actions === 1 ? 'action' : 'actions'})`,
    })),
  ];
  const actionKnown = ACTION_GROUPS.some((group) => group.actions.some((action) => action.name === filters.action));
  const dateField = (key: 'from' | 'to', label: string) => (
    <DateField
      label={label}
      value={filters[key]}
      onChange={(value) => onFilter(key, value)}
      invalid={Boolean(invalid[key])}
      describedBy={`${id}-days`}
      labelClassName={labelClass}
      className="sm:w-52"
    />
  );
  return (
    <div role="search" aria-label="Filter activity" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.25fr)]">
        <SelectField
          label="Administrator"
          value={filters.actor.toLowerCase()}
          onChange={(value) => onFilter('actor', value)}
          anyLabel="All administrators"
          options={actorOptions}
          invalid={Boolean(invalid.actor)}
          labelClassName={labelClass}
        />
        <SelectField
          label="Action"
          value={filters.action}
          onChange={(value) => onFilter('action', value)}
          anyLabel="All actions"
          groups={ACTION_GROUPS.map((group) => ({
            label: group.area,
            options: group.actions.map((action) => ({ value: action.name, label: action.label })),
          }))}
          options={filters.action && !actionKnown ? [{ value: filters.action, label: filters.action }] : []}
          invalid={Boolean(invalid.action)}
          labelClassName={labelClass}
        />
        <div className="min-w-0 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-subject`} className={labelClass}>
            On whom or what
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone"
              aria-hidden="true"
            />
            <input
              id={`${id}-subject`}
              type="search"
              value={subjectText}
              onChange={(event) => onSubject(event.target.value)}
              placeholder="Email or title"
              maxLength={MAX_ACTIVITY_SEARCH_LENGTH}
              aria-invalid={invalid.subject ? true : undefined}
              className={cn(inputClasses, 'pr-10 pl-11 [&::-webkit-search-cancel-button]:hidden')}
            />
            {searching ? <Spinner className="absolute top-1/2 right-4 size-4 -translate-y-1/2 text-brand-deep" /> : null}
          </div>
        </div>
      </div>
      <div className="grid gap-4 sm:flex sm:flex-wrap sm:items-end">
        {dateField('from', 'From')}
        {dateField('to', 'To')}
        <p id={`${id}-days`} className="text-sm text-stone sm:mb-3.5 sm:ml-1">
          Both days included.
        </p>
        {onClear ? (
          <Button variant="outline" className="justify-self-start bg-paper sm:ml-auto" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function ExportButton({ filters, onExported }: { filters: ActivityFilterValues; onExported: () => void }) {
  const { exporting, exportCsv } = useCsvExport({
    download: () => downloadActivityCsv(activityFilterInput(filters)),
    nothingMessage: ACTIVITY_MESSAGES.nothingToExport,
    feature: 'activity',
    onDownloaded: onExported,
  });
  return (
    <Button
      variant="dark"
      className="self-start lg:self-auto"
      busy={exporting !== null}
      busyLabel="Exporting..."
      onClick={() => void exportCsv(undefined)}
    >
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}

// ---------------------------------------------------------------------------------------------------
// What the actions mean

function Glossary() {
  return (
    <details className="group border-b border-line bg-cream/40">
      <summary
        className={cn(
          'flex min-h-12 cursor-pointer list-none items-center gap-3 px-5 py-3 text-sm font-semibold text-ink select-none sm:px-7',
          'transition-colors hover:bg-cream-2/60 focus-visible:outline-2 focus-visible:outline-offset-[-4px] [&::-webkit-details-marker]:hidden',
        )}
      >
        <BookOpen className="size-4 shrink-0 text-brand-deep" aria-hidden="true" />
        What the actions mean
        <ChevronDown
          className="ml-auto size-4 shrink-0 text-stone transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-x-10 gap-y-8 px-5 pt-2 pb-7 sm:px-7 md:grid-cols-2 xl:grid-cols-3">
        {ACTION_GROUPS.map((group) => (
          <div key={group.area} className="min-w-0">
            <h3 className="eyebrow border-b border-line pb-2 text-stone">{group.area}</h3>
            <dl className="mt-3 space-y-3.5">
              {group.actions.map((action) => (
                <div key={action.name}>
                  <dt className="font-semibold text-ink">{action.label}</dt>
                  <dd className="mt-1 text-sm leading-6 text-stone">{action.meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </details>
  );
}

// ---------------------------------------------------------------------------------------------------
// The entries

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function Changes({ changes }: { changes: AuditChange[] }) {
  return (
    <ul className="space-y-1">
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`} className={cn('leading-6 text-ink', wrapAnywhere)}>
          <span className="font-semibold">{change.field}:</span>{' '}
          <span className="text-stone">{formatChangeValue(change.from)}</span> <span className="text-brand-deep">→</span>{' '}
          {formatChangeValue(change.to)}
        </li>
      ))}
    </ul>
  );
}

function Reason({ reason }: { reason: string }) {
  return (
    <p className={cn('leading-6 text-ink', wrapAnywhere)}>
      <span className="font-semibold">Reason:</span> {reason}
    </p>
  );
}

/** The reason and the changes; a dash when the action had neither. */
function Outcome({ entry }: { entry: ActivityEntry }) {
  if (!entry.reason && entry.changes.length === 0) return <span className="text-stone">—</span>;
  return (
    <div className="space-y-1.5">
      {entry.reason ? <Reason reason={entry.reason} /> : null}
      {entry.changes.length > 0 ? <Changes changes={entry.changes} /> : null}
    </div>
  );
}

const orDash = (value: string | null) => value || '—';

const ENTRY_COLUMNS: AdminTableColumn[] = [
  { label: 'When', width: 'w-[10.5rem]' },
  { label: 'Administrator', width: 'w-[19%]' },
  { label: 'Action', width: 'w-[19%]' },
  { label: 'On whom or what', width: 'w-[21%]' },
  { label: 'Changes' },
];

function EntryList({ items }: { items: ActivityEntry[] }) {
  const wide = !useViewport().isMobile;
  if (!wide) {
    return (
      <ul className="divide-y divide-line" aria-label="Activity entries">
        {items.map((entry) => (
          <li key={entry.id} className="px-5 py-4">
            <p className="text-xs font-medium text-stone">
              <When iso={entry.createdAt} />
            </p>
            <p className={cn('mt-1 font-semibold text-ink', wrapAnywhere)}>{entry.label}</p>
            <dl className="mt-3 grid gap-y-2.5 text-sm">
              <CardRow term="Administrator">{orDash(entry.actorEmail)}</CardRow>
              <CardRow term="On whom or what">{orDash(entry.subject)}</CardRow>
              {entry.reason || entry.changes.length > 0 ? (
                <CardRow term="Changes">
                  <Outcome entry={entry} />
                </CardRow>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <AdminTable caption="Administrators’ actions, newest first" columns={ENTRY_COLUMNS} className="text-sm">
      {items.map((entry) => (
        <tr key={entry.id} className="align-top transition-colors hover:bg-cream/50">
          <td className="py-4 pr-4 pl-7 text-stone">
            <When iso={entry.createdAt} />
          </td>
          <td className={cn('px-4 py-4 text-ink', wrapAnywhere)}>{orDash(entry.actorEmail)}</td>
          <td className="px-4 py-4">
            <p className={cn('font-semibold text-ink', wrapAnywhere)}>{entry.label}</p>
          </td>
          <td className={cn('px-4 py-4 text-ink', wrapAnywhere)}>{orDash(entry.subject)}</td>
          <td className="py-4 pr-7 pl-4">
            <Outcome entry={entry} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function CardRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="eyebrow text-stone">{term}</dt>
      <dd className={cn('mt-0.5 text-ink', wrapAnywhere)}>{children}</dd>
    </div>
  );
}
