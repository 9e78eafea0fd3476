// The Members Log tab (spec 2.5 tab 4): a server-side search, 'Show Archived', Refresh, the export menu,
// the member table (stacked cards on phones), paging with 'Showing X of Y people', and the member count, and the detail view.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Download, RefreshCw, Search, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MemberListItem } from '../../../../common/contracts/members';
import { MEMBER_TOASTS } from '../../../../common/contracts/members';
import { AdminTable, type AdminTableColumn } from '../../../components/ui/AdminTable';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { ListPanel } from '../../../components/ui/ListPanel';
import { EmptyState } from '../../../components/ui/ListStates';
import { Count } from '../../../components/ui/Pager';
import { Switch } from '../../../components/ui/Switch';
import { useListSearch } from '../../../components/ui/use-list-search';
import { useViewport } from '../../../lib/viewport';
import { useCsvExport } from '../../../lib/use-csv-export';
import { downloadMembersCsv, MEMBERS_PAGE_SIZE, MEMBERS_QUERY_KEY, useMemberList } from './api';
import { MemberDetailView } from './MemberDetailView';
import { memberName } from './member-name';
import { MemberStatus } from './MemberStatus';
import { EmailAddress } from '../../../components/ui/EmailAddress';

/** `detailRows`: more rows for a member's detail view, from other features (composed by app/admin). */
export function MembersLogTab({ detailRows }: { detailRows?: (attendeeId: string) => ReactNode } = {}) {
  const [archived, setArchived] = useState(false);
  const listSearch = useListSearch(archived);
  const { search, page } = listSearch;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useMemberList({ search, archived, page });

  if (selectedId)
    return <MemberDetailView attendeeId={selectedId} onBack={() => setSelectedId(null)} extraRows={detailRows?.(selectedId)} />;

  const total = list.data?.total ?? 0;
  return (
    <ListPanel
      title="Members"
      summary={
        list.data ? (
          <>
            <Count>{list.data.members}</Count> {list.data.members === 1 ? 'member' : 'members'}. The log also lists people not
            onboarded yet and deactivated members, to act on them.
          </>
        ) : (
          'Search, review and manage every member.'
        )
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <RefreshButton />
          <ExportMenu search={search} archived={archived} />
        </div>
      }
      search={{
        state: listSearch,
        label: 'Search members by name, email, company, job title, industry or last login',
        placeholder: 'Name, email, company…',
      }}
      filters={<Switch checked={archived} onChange={setArchived} label="Show Archived" className="h-12 px-2" />}
      list={list}
      loadingLabel="Loading members..."
      failedMessage={MEMBER_TOASTS.loadUsersFailed}
      empty={<EmptyState icon={Users} title={search ? 'No members match your search.' : 'No members yet.'} />}
      pager={{ label: 'Member pages', noun: total === 1 ? 'person' : 'people', pageSize: MEMBERS_PAGE_SIZE }}
    >
      {(members) => <MemberList items={members.items} onOpen={setSelectedId} />}
    </ListPanel>
  );
}

function RefreshButton() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: MEMBERS_QUERY_KEY }) > 0;
  return (
    <Button
      variant="outline"
      size="sm"
      className="bg-paper"
      disabled={fetching}
      onClick={() => void queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY })}
    >
      <RefreshCw className={cn('size-4', fetching && 'animate-spin')} aria-hidden="true" />
      Refresh
    </Button>
  );
}

function ExportMenu({ search, archived }: { search: string; archived: boolean }) {
  const { exporting, exportCsv } = useCsvExport({
    download: (filtered: boolean) => downloadMembersCsv({ search: filtered ? search : undefined, archived }),
    nothingMessage: MEMBER_TOASTS.noMembersToExport,
    failedMessage: MEMBER_TOASTS.exportMembersFailed,
    feature: 'members',
  });
  const itemClass =
    'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink outline-none select-none data-[highlighted]:bg-cream-2';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="dark" size="sm" busy={exporting !== null} busyLabel="Exporting...">
          <Download className="size-4" aria-hidden="true" />
          Export
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 animate-rise rounded-2xl border border-line bg-paper p-2 shadow-lift"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void exportCsv(false)}>
            <Download className="size-4 text-brand-deep" aria-hidden="true" />
            Export All Members
          </DropdownMenu.Item>
          {search ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void exportCsv(true)}>
              <Search className="size-4 text-brand-deep" aria-hidden="true" />
              Export Filtered Members
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const MEMBER_COLUMNS: AdminTableColumn[] = ['Name', 'Email', 'Company', 'Job Title', 'Industry', 'Last Login', 'Status'].map(
  (label) => ({ label }),
);

function MemberList({ items, onOpen }: { items: MemberListItem[]; onOpen: (attendeeId: string) => void }) {
  const wide = !useViewport().isMobile;
  if (!wide) {
    return (
      <ul className="divide-y divide-line">
        {items.map((m) => (
          <li key={m.attendeeId} className="px-5 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => onOpen(m.attendeeId)}
                  className="text-left font-semibold text-ink underline-offset-4 hover:underline"
                  aria-label={`View ${memberName(m)}`}
                >
                  {memberName(m)}
                </button>
                <p className="text-sm text-stone">
                  <EmailAddress address={m.email} />
                </p>
              </div>
              <MemberStatus member={m} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="eyebrow text-stone">Company</dt>
                <dd className="break-words text-ink">{m.company || '—'}</dd>
              </div>
              <div>
                <dt className="eyebrow text-stone">Job Title</dt>
                <dd className="break-words text-ink">{m.jobTitle || '—'}</dd>
              </div>
              <div>
                <dt className="eyebrow text-stone">Industry</dt>
                <dd className="break-words text-ink">{m.industry || '—'}</dd>
              </div>
              <div>
                <dt className="eyebrow text-stone">Last Login</dt>
                <dd className="text-ink">{m.lastLoginFormatted}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto">
      <AdminTable columns={MEMBER_COLUMNS} nowrap className="text-sm">
        {items.map((m) => (
          <tr
            key={m.attendeeId}
            className="cursor-pointer transition-colors hover:bg-cream/60"
            onClick={() => onOpen(m.attendeeId)}
          >
            <td className="py-3.5 pr-4 pl-7">
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(m.attendeeId);
                }}
                className="min-h-6 text-left font-semibold text-ink underline-offset-4 hover:underline"
                aria-label={`View ${memberName(m)}`}
              >
                {memberName(m)}
              </button>
            </td>
            <td className="min-w-48 px-4 py-3.5 text-stone">
              <EmailAddress address={m.email} />
            </td>
            <td className="px-4 py-3.5 text-ink">{m.company || '—'}</td>
            <td className="px-4 py-3.5 text-ink">{m.jobTitle || '—'}</td>
            <td className="px-4 py-3.5 text-ink">{m.industry || '—'}</td>
            <td className="px-4 py-3.5 whitespace-nowrap text-stone">{m.lastLoginFormatted}</td>
            <td className="py-3.5 pr-7 pl-4">
              <MemberStatus member={m} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
