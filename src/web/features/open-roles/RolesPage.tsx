// /openRoles (issue 39, decision 069): the open roles members are hiring for, pinned first then newest, a
// page at a time, searched and filtered in the database by kind, place (or remote) and topic, all in the
// address so a link or Back keeps them; 'Your roles' lists the member's own in any state, to renew or close.
// 'Post a role' opens the form in a dialog. Every state says what to do: loading, failed (try again), empty
// (post the first role), no match (clear the filters).
import { Briefcase, Plus, SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ROLE_KIND_LABELS, ROLE_KINDS, type OpenRole, type RoleKind } from '../../../common/contracts/open-roles';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { inputClasses } from '../../components/ui/Field';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { LoadMore } from '../../components/ui/LoadMore';
import { Modal } from '../../components/ui/Modal';
import { SearchField } from '../../components/ui/SearchField';
import { SelectField } from '../../components/ui/SelectField';
import { LoadingState } from '../../components/ui/Spinner';
import { notify } from '../../lib/notify';
import { useDebounced, SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced';
import { useTopicNames } from '../../lib/topic-names';
import { useAddressFilters } from '../../lib/use-address-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { usePostRole, useRoleList, type RoleFilters } from './api';
import { RoleCard } from './RoleCard';
import { RoleForm } from './RoleForm';

export const ROLES_TEXTS = {
  loading: 'Loading the roles...',
  loadFailed: 'The roles could not be loaded.',
  moreFailed: 'More roles could not be loaded.',
};

const TABS = [
  { value: 'open', label: 'Open roles' },
  { value: 'mine', label: 'Your roles' },
] as const;

type RolesPageProps = {
  /** A report action for another member's role (the message-reports feature), composed in app/. */
  renderReport?: (role: OpenRole) => ReactNode;
};

export function RolesPage({ renderReport }: RolesPageProps) {
  usePageTitle('Open Roles');
  const { params, setFilter, setFilters, clearFilters: clearAddress } = useAddressFilters();
  const mine = params.get('show') === 'mine';
  const kind = ROLE_KINDS.find((k) => k === params.get('kind'));
  const topic = params.get('topic') || undefined;
  // The search and the place are typed: each settles in the address once typing pauses.
  const [text, setText] = useState(params.get('q') ?? '');
  const [placeText, setPlaceText] = useState(params.get('place') ?? '');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const place = useDebounced(placeText.trim(), SEARCH_DEBOUNCE_MS);
  const [posting, setPosting] = useState(false);
  const post = usePostRole();

  // The settled search and place go into the address, so a link or Back keeps them.
  useEffect(() => {
    if ((params.get('q') ?? '') === q && (params.get('place') ?? '') === place) return;
    setFilters({ q, place });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, place]);
  const filters: RoleFilters = mine
    ? { show: 'mine' }
    : { q: q || undefined, kind, place: place || undefined, topic: topic || undefined };
  const filtered = !mine && !!(q || kind || place || topic);
  const list = useRoleList(filters);
  const topics = useTopicNames();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const clearFilters = () => {
    setText('');
    setPlaceText('');
    clearAddress();
  };

  return (
    <div className="animate-rise">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow text-brand-deep">Open Roles</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Roles members are hiring for</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
            Full-time, contract, advisory and board roles posted by members. Say you are interested and the poster is asked for an
            introduction: addresses are shared only when they accept.
          </p>
        </div>
        <Button variant="dark" className="shrink-0 self-start sm:self-auto" onClick={() => setPosting(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Post a role
        </Button>
      </header>

      <div role="group" aria-label="Which roles" className="mt-8 inline-flex rounded-xl bg-cream-2 p-1">
        {TABS.map((tab) => {
          const pressed = (tab.value === 'mine') === mine;
          return (
            <button
              key={tab.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter('show', tab.value === 'mine' ? 'mine' : '')}
              className={cn(
                'h-10 rounded-lg px-4 text-sm font-semibold transition-colors',
                pressed ? 'bg-paper text-ink shadow-sm' : 'text-stone hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      {mine ? null : (
        <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] xl:items-end">
          <div className="md:col-span-2 xl:col-span-1">
            <p className="mb-1.5 block text-[0.8rem] font-semibold tracking-wide text-ink" aria-hidden="true">
              Search
            </p>
            <SearchField
              label="Search roles"
              placeholder="Title, company, words"
              search={{ text, setText, search: q }}
              busy={list.isFetching}
            />
          </div>
          <SelectField
            label="Kind"
            labelClassName="mb-1.5 block text-[0.8rem] font-semibold tracking-wide text-ink"
            value={kind ?? ''}
            onChange={(value) => setFilter('kind', value)}
            anyLabel="Any kind"
            options={ROLE_KINDS.map((k: RoleKind) => ({ value: k, label: ROLE_KIND_LABELS[k] }))}
          />
          <PlaceFilter value={placeText} onChange={setPlaceText} />
          {topics.names.length ? (
            <SelectField
              label="Topic"
              labelClassName="mb-1.5 block text-[0.8rem] font-semibold tracking-wide text-ink"
              value={topic ?? ''}
              onChange={(value) => setFilter('topic', value)}
              anyLabel="All topics"
              options={topics.names.map((name) => ({ value: name, label: name }))}
            />
          ) : null}
        </div>
      )}

      <section aria-labelledby="roles-heading" aria-busy={list.isFetching || undefined} className="mt-6">
        <h2 id="roles-heading" className="sr-only">
          {mine ? 'Your roles' : 'Open roles'}
        </h2>
        {list.isPending ? (
          <LoadingState label={ROLES_TEXTS.loading} />
        ) : list.isError && !list.data ? (
          <LoadFailed message={ROLES_TEXTS.loadFailed} read={list} />
        ) : items.length === 0 ? (
          <Empty mine={mine} filtered={filtered} onPost={() => setPosting(true)} onClear={clearFilters} />
        ) : (
          <div className="space-y-4">
            <ul className="space-y-4">
              {items.map((role) => (
                <li key={role.id}>
                  <RoleCard role={role} report={!role.mine && renderReport ? renderReport(role) : null} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} label="Load more roles" failedMessage={ROLES_TEXTS.moreFailed} className="pt-2" />
          </div>
        )}
      </section>

      <Modal
        open={posting}
        onClose={() => setPosting(false)}
        title="Post a role"
        description="It stays open for 30 days; you can renew or close it under Your roles. Members whose Looking for matches it are told."
        className="w-[min(40rem,calc(100vw-2rem))]"
      >
        <RoleForm
          submitLabel="Post the role"
          busyLabel="Posting..."
          onCancel={() => setPosting(false)}
          onSubmit={async (body) => {
            const result = await post.mutateAsync(body);
            notify.success(result.message);
            setPosting(false);
            setFilter('show', 'mine');
          }}
        />
      </Modal>
    </div>
  );
}

/** A place's beginning ('lis' finds Lisbon), or 'remote' for the roles that are. */
function PlaceFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor="roles-place" className="mb-1.5 block text-[0.8rem] font-semibold tracking-wide text-ink">
        Place
      </label>
      <input
        id="roles-place"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="City or remote"
        maxLength={120}
        className={inputClasses}
        list="roles-place-hints"
      />
      <datalist id="roles-place-hints">
        <option value="remote" />
      </datalist>
    </div>
  );
}

function Empty({
  mine,
  filtered,
  onPost,
  onClear,
}: {
  mine: boolean;
  filtered: boolean;
  onPost: () => void;
  onClear: () => void;
}) {
  if (filtered)
    return (
      <div className="grid place-items-center gap-4">
        <EmptyState icon={SearchX} title="No roles match" boxed>
          No open role matches these filters. Try fewer words, another kind or place, or clear the filters.
        </EmptyState>
        <Button variant="outline" onClick={onClear}>
          Clear the filters
        </Button>
      </div>
    );
  return (
    <div className="grid place-items-center gap-4">
      <EmptyState icon={Briefcase} title={mine ? 'You have posted no roles' : 'No open roles yet'} boxed>
        {mine
          ? 'Hiring, or looking for an advisor or a board member? Post a role: it stays open for 30 days.'
          : 'Hiring? Post the first role: members whose Looking for matches it are told, and the interested ones ask you for an introduction.'}
      </EmptyState>
      <Button variant="dark" onClick={onPost}>
        <Plus className="size-4" aria-hidden="true" />
        Post a role
      </Button>
    </div>
  );
}
