// /members (issue 33): the members' directory. A search over what each member shows this viewer, facets
// with their counts (each the number that choosing it would list), sort, pages; cards on a phone, a grid on
// a wide screen. /memberLocation opens the same directory grouped by place. The search and the choices
// live in the address, so Back and a shared link keep them.
import { MapPin, SearchX, SlidersHorizontal, Users, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DIRECTORY_PAGE_SIZE } from '../../../common/contracts/directory-routes';
import { DIRECTORY_MESSAGES as M, type DirectoryFacets, type DirectoryPage as Page } from '../../../common/contracts/directory';
import type { MemberView } from '../../../common/contracts/member-view';
import { paths } from '../../../common/routes';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CardLink } from '../../components/ui/CardLink';
import { cn } from '../../components/ui/cn';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { Count, pageCount, Pager, pageRange } from '../../components/ui/Pager';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { SearchField } from '../../components/ui/SearchField';
import { SelectField } from '../../components/ui/SelectField';
import { LoadingState } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatShortDate } from '../../lib/format-date';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/use-debounced';
import { usePageTitle } from '../../lib/use-page-title';
import { useDirectory, type DirectoryFilters } from './api';

type FacetKey = 'industry' | 'topic' | 'place' | 'eventId';

/** The filters as the address holds them. */
function readFilters(params: URLSearchParams, grouped: boolean): DirectoryFilters {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: text('q'),
    industry: text('industry'),
    topic: text('topic'),
    place: text('place'),
    eventId: text('eventId'),
    newThisMonth: params.get('new') === '1' ? true : undefined,
    sort: grouped ? 'place' : sort === 'newest' ? 'newest' : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const membersCount = (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-GB')} members`);

export function DirectoryPage({ grouped = false }: { grouped?: boolean }) {
  usePageTitle(grouped ? 'Members by place' : 'Members');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, grouped);
  const [search, setSearch] = useState(filters.q ?? '');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const update = (changes: Record<string, string | undefined>, { keepPage = false } = {}) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!keepPage) next.delete('page');
    setParams(next, { replace: true });
  };

  // The typed search reaches the address (and the server) once the member pauses.
  useEffect(() => {
    if ((debounced.trim() || undefined) !== filters.q) update({ q: debounced.trim() || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing searches
  }, [debounced]);

  const query = useDirectory(filters);
  const data = query.data;
  const chosen = [filters.industry, filters.topic, filters.place, filters.eventId, filters.newThisMonth].filter(Boolean).length;
  const anyFilter = Boolean(filters.q) || chosen > 0;
  // On a phone the facets (up to a dozen values in each group) would push the results below the fold: they
  // open from a Filters button there, and are always shown beside the results on a wide screen.
  const [facetsOpen, setFacetsOpen] = useState(false);

  const choose = (key: FacetKey, value: string) =>
    update({ [key]: (filters as Record<string, unknown>)[key] === value ? undefined : value });
  const clearAll = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const goToPage = (page: number) => {
    update({ page: page > 1 ? String(page) : undefined }, { keepPage: true });
    resultsHeading.current?.focus();
  };

  return (
    <div className="animate-rise">
      <header>
        <p className="eyebrow text-brand-deep">Members</p>
        <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">
          {grouped ? 'Members by place' : 'Find each other'}
        </h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
          Search by what people do, offer and look for. You see what each member chose to show you.
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search members by name, headline, offering, looking for, company, skills or bio"
          placeholder="Search members"
          search={{ text: search, setText: setSearch, search: search.trim() }}
          busy={query.isFetching && search !== (filters.q ?? '')}
        />
        {grouped ? null : (
          <SelectField
            label="Sort by"
            labelClassName="sr-only"
            className="sm:w-48"
            value={filters.sort === 'newest' ? 'newest' : ''}
            anyLabel="Best match"
            options={[{ value: 'newest', label: 'Newest members' }]}
            onChange={(value) => update({ sort: value || undefined })}
          />
        )}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filters">
          {data ? (
            <>
              <Button
                variant="outline"
                size="sm"
                className="lg:hidden"
                aria-expanded={facetsOpen}
                aria-controls="directory-facets"
                onClick={() => setFacetsOpen((open) => !open)}
              >
                <SlidersHorizontal className="size-4" aria-hidden="true" />
                {chosen ? `Filters (${chosen} chosen)` : 'Filters'}
              </Button>
              <div id="directory-facets" className={cn(facetsOpen ? 'mt-5' : 'hidden', 'lg:mt-0 lg:block')}>
                <Facets
                  facets={data.facets}
                  filters={filters}
                  onChoose={choose}
                  onNew={() => update({ new: filters.newThisMonth ? undefined : '1' })}
                />
              </div>
            </>
          ) : null}
          {anyFilter ? (
            <Button variant="ghost" size="sm" className="mt-4" onClick={clearAll}>
              <X className="size-4" aria-hidden="true" />
              Clear search and filters
            </Button>
          ) : null}
        </aside>

        <section aria-labelledby="directory-results">
          <h2 id="directory-results" ref={resultsHeading} tabIndex={-1} className="sr-only">
            Members found
          </h2>
          <p className="mb-4 text-sm text-stone" aria-live="polite" aria-atomic="true">
            {data ? `${membersCount(data.total)} ${anyFilter ? 'found' : 'in the directory'}` : ''}
          </p>
          {query.isPending ? (
            <LoadingState label={M.loading} />
          ) : query.isError && !data ? (
            <LoadFailed message={`${M.loadFailed}: ${errorMessage(query.error)}`} read={query} />
          ) : data && data.total === 0 ? (
            anyFilter ? (
              <EmptyState icon={SearchX} title="No member matches" boxed>
                Try fewer words or another filter. A search only finds what members show you.
              </EmptyState>
            ) : (
              <EmptyState icon={Users} title="No members in the directory yet" boxed>
                Members appear here once they have joined and chosen to be listed.
              </EmptyState>
            )
          ) : data ? (
            <Results page={data} grouped={grouped} onPage={goToPage} busy={query.isFetching} />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function FacetGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="mb-6 min-w-0">
      <legend className="eyebrow mb-2 text-stone">{legend}</legend>
      <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">{children}</div>
    </fieldset>
  );
}

function FacetChip({ label, count, pressed, onClick }: { label: string; count: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-10 items-center justify-between gap-3 rounded-full border px-3.5 py-1.5 text-left text-sm transition-colors lg:rounded-xl',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-deep',
        pressed ? 'border-ink bg-ink text-cream' : 'border-line bg-paper text-ink hover:border-ink/40',
      )}
    >
      <span className="[overflow-wrap:anywhere]">{label}</span>
      <span className={cn('tabular-nums', pressed ? 'text-cream/80' : 'text-stone')}>
        {count}
        <span className="sr-only"> members</span>
      </span>
    </button>
  );
}

function Facets({
  facets,
  filters,
  onChoose,
  onNew,
}: {
  facets: DirectoryFacets;
  filters: DirectoryFilters;
  onChoose: (key: FacetKey, value: string) => void;
  onNew: () => void;
}) {
  const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
  return (
    <div>
      <FacetGroup legend="Joined">
        <FacetChip label="New this month" count={facets.newThisMonth} pressed={Boolean(filters.newThisMonth)} onClick={onNew} />
      </FacetGroup>
      {facets.events.length ? (
        <FacetGroup legend="Going to the same event">
          {facets.events.map((event) => (
            <FacetChip
              key={event.eventId}
              label={`${event.title}, ${formatShortDate(event.date)}`}
              count={event.count}
              pressed={filters.eventId === event.eventId}
              onClick={() => onChoose('eventId', event.eventId)}
            />
          ))}
        </FacetGroup>
      ) : null}
      {[
        { key: 'industry' as const, legend: 'Industry', values: facets.industries },
        { key: 'topic' as const, legend: 'Skills and topics', values: facets.topics },
        { key: 'place' as const, legend: 'City or country', values: facets.places },
      ].map(({ key, legend, values }) =>
        values.length ? (
          <FacetGroup key={key} legend={legend}>
            {values.map((facet) => (
              <FacetChip
                key={facet.value}
                label={facet.value}
                count={facet.count}
                pressed={same(filters[key], facet.value)}
                onClick={() => onChoose(key, facet.value)}
              />
            ))}
          </FacetGroup>
        ) : null,
      )}
    </div>
  );
}

function Results({
  page,
  grouped,
  onPage,
  busy,
}: {
  page: Page;
  grouped: boolean;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const { first, last } = pageRange(page.page, DIRECTORY_PAGE_SIZE, page.total);
  const placeOf = (member: MemberView) => [member.city, member.country].filter(Boolean).join(', ') || 'Place not shown';
  const groups: Array<{ place: string; members: MemberView[] }> = [];
  for (const member of page.items) {
    const place = grouped ? placeOf(member) : '';
    const last = groups.at(-1);
    if (last && last.place === place) last.members.push(member);
    else groups.push({ place, members: [member] });
  }
  return (
    <div className={cn('transition-opacity', busy && 'opacity-60')}>
      {groups.map(({ place, members }, i) => (
        <div key={`${place}-${i}`} className={cn(grouped && 'mb-8')}>
          {grouped ? (
            <h3 className="mb-3 flex items-center gap-2 font-display text-2xl text-ink">
              <MapPin className="size-5 text-brand-deep" aria-hidden="true" />
              {place}
            </h3>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {members.map((member) => (
              <li key={member.attendeeId}>
                <MemberCard member={member} headingLevel={grouped ? 4 : 3} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Pager
        label="Directory pages"
        placement="plain"
        summary={
          <>
            Showing <Count>{first}</Count>–<Count>{last}</Count> of <Count>{page.total.toLocaleString('en-GB')}</Count>
          </>
        }
        page={page.page}
        totalPages={pageCount(page.total, DIRECTORY_PAGE_SIZE)}
        busy={busy}
        onPage={onPage}
      />
    </div>
  );
}

function MemberCard({ member, headingLevel }: { member: MemberView; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const role = member.jobTitle && member.company ? `${member.jobTitle} at ${member.company}` : member.jobTitle || member.company;
  const place = [member.city, member.country].filter(Boolean).join(', ');
  return (
    <Card className="relative flex h-full flex-col p-5 focus-within:ring-2 focus-within:ring-brand-deep">
      <div className="flex items-start gap-4">
        <PersonAvatar name={member.firstName || member.fullName} photoUrl={member.photoUrl} />
        <div className="min-w-0">
          <Heading className="font-display text-xl leading-tight text-ink [overflow-wrap:anywhere]">
            <CardLink to={paths.memberProfile(member.attendeeId)} focus="card" className="inline-flex min-h-6 items-center">
              {member.fullName}
            </CardLink>
          </Heading>
          {member.headline ? <p className="mt-1 text-sm text-ink [overflow-wrap:anywhere]">{member.headline}</p> : null}
          {role ? <p className="mt-1 text-sm text-stone [overflow-wrap:anywhere]">{role}</p> : null}
        </div>
      </div>
      {member.offering ? (
        <p className="mt-4 text-sm [overflow-wrap:anywhere]">
          <span className="font-semibold text-ink">Offering: </span>
          <span className="text-stone">{member.offering}</span>
        </p>
      ) : null}
      {member.lookingFor ? (
        <p className="mt-2 text-sm [overflow-wrap:anywhere]">
          <span className="font-semibold text-ink">Looking for: </span>
          <span className="text-stone">{member.lookingFor}</span>
        </p>
      ) : null}
      {place ? (
        <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm text-stone">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">{place}</span>
        </p>
      ) : null}
    </Card>
  );
}
