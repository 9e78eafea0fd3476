// The members' directory (issue 33, decisions 047 and 049). Every search, filter and facet reads only what the
// member shows the viewer: the words per audience for the search, and `audienceAllows` on each field's
// `…_visible_to` column for the filters and the facets, so neither a result nor a count can reveal a hidden
// value. Each facet's count is the total the list would have with that value chosen, the other filters kept,
// so both are computed from one set of matched rows. All of it reads directory_entries (migration 0024), the
// narrow copy of each member PostgreSQL keeps, not the wide attendees rows.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SignedInCaller } from '../../auth/caller';
import {
  DIRECTORY_MESSAGES as M,
  MAX_FACET_VALUES,
  MAX_SHARED_NAMES,
  type DirectoryFacets,
  type DirectoryMember,
  type DirectoryPage,
  type DirectoryQuery,
} from '../../../common/contracts/directory';
import type { Database } from '../../db/client';
import { countMembersHelped } from '../open-questions/public';
import { rowsOf } from '../../db/rows';
import { attendees, directoryEntries as entries, directoryFilters } from '../../db/schema';
import { notFound } from '../../http/errors';
import { connectedMemberIds, connectionStatesWith } from '../connections/public';
import { audienceAllows, loadViewer, memberViewColumns, relationOf, viewMemberAs, type Viewer } from '../profile/public';

export type DirectoryDeps = { db: Database; now: () => Date; timeZone: () => string };

/** The most words of a search that are matched (each must appear); the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** Who is looking, with the ids of their connections (whose connections-only fields they read) and of the
 * members who blocked them (left out of every list, their page shows their name alone: decision 055). */
type DirectoryViewer = Viewer & { connections: string[]; blockers: string[] };

async function loadDirectoryViewer(db: Database, caller: SignedInCaller): Promise<DirectoryViewer> {
  const viewer = await loadViewer(db, caller);
  return {
    ...viewer,
    connections: viewer.attendeeId ? await connectedMemberIds(db, viewer.attendeeId) : [],
    blockers: [...(viewer.blockedBy ?? [])],
  };
}

/** SQL true when the member `id` is one of the viewer's connections. The ids are ours (uuids from the
 * database), passed as one array parameter. */
const connectedSql = (viewer: DirectoryViewer, id: AnyPgColumn): SQL =>
  viewer.connections.length === 0 ? sql`false` : sql`${id} = any(${`{${viewer.connections.join(',')}}`}::uuid[])`;

/** Shown to other members at all: onboarded, not archived, not deactivated, not one of the organisers
 * (who are never recommended or asked to connect either). */
const shownSql = sql`(${attendees.onboardingCompleted} and not ${attendees.archived}
  and not exists (select 1 from banned_users banned where lower(banned.email) = lower(${attendees.email}))
  and not exists (select 1 from users account where account.id = ${attendees.userId} and account.banned = true)
  and not exists (select 1 from admin_users organiser where organiser.user_id = ${attendees.userId}))`;

/** Listed in the directory for this viewer: `listed` (in it, onboarded, not archived, not deactivated, not an
 * organiser: migration 0024 keeps it) and not the viewer themself. */
function listedSql(viewer: DirectoryViewer): SQL {
  if (!viewer.attendeeId) return sql`${entries.listed}`;
  // The ids are ours (uuids from the database), passed as one array parameter, as connectedSql's.
  const blockers =
    viewer.blockers.length === 0
      ? sql``
      : sql` and not (${entries.attendeeId} = any(${`{${viewer.blockers.join(',')}}`}::uuid[]))`;
  return sql`(${entries.listed} and ${entries.attendeeId} <> ${viewer.attendeeId}${blockers})`;
}

/**
 * The search's words as the texts' index splits them (letters and digits; anything else separates),
 * lower-cased: 'co-founder' is 'co' and 'founder'. Null when nothing was searched; an empty list when the
 * search has no word at all ('%'), which matches nobody.
 */
function searchWords(q: string | undefined): string[] | null {
  if (!q || !q.trim()) return null;
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
}

/** The words of the member this viewer may search: what every member sees, a connection's connections-only
 * fields too, and everything for an organiser (the expression migration 0024's second index holds). */
function visibleWordsSql(viewer: DirectoryViewer): SQL {
  if (viewer.isOrganiser) return sql`(${entries.wordsMembers} || ${entries.wordsConnections} || ${entries.wordsOrganisers})`;
  return sql`(case when ${connectedSql(viewer, entries.attendeeId)} then ${entries.wordsMembers} || ${entries.wordsConnections} else ${entries.wordsMembers} end)`;
}

/** A prefix query of `words` (`word:* & word:*`, letters and digits only, so nothing typed is an operator),
 * each restricted to the `weights` given ('AB': the name, headline or offering). */
const prefixQuery = (words: string[], weights = '') =>
  sql`to_tsquery('simple'::regconfig, ${words.map((word) => `${word}:*${weights}`).join(' & ')})`;

/**
 * SQL true when every word begins a word of what the viewer may search of the member ('bro' finds Brown). A
 * member's search is the stored members' words (one GIN index) or, for the viewer's few connections found by
 * their ids, those words with the connections-only ones; an organiser's is the index of all three.
 */
function searchSql(viewer: DirectoryViewer, words: string[] | null): SQL {
  if (words === null) return sql`true`;
  if (words.length === 0) return sql`false`;
  const query = prefixQuery(words);
  if (viewer.isOrganiser) return sql`${visibleWordsSql(viewer)} @@ ${query}`;
  if (viewer.connections.length === 0) return sql`${entries.wordsMembers} @@ ${query}`;
  return sql`(${entries.wordsMembers} @@ ${query} or (${connectedSql(viewer, entries.attendeeId)}
    and (${entries.wordsMembers} || ${entries.wordsConnections}) @@ ${query}))`;
}

/** Relevance: 1 when the first word begins a word of the name, 2 of the headline or offering, 3 of the
 * looking-for, company, job title or skills, 4 of the bio (the words' weights, migration 0024). */
function rankSql(viewer: DirectoryViewer, words: string[] | null): SQL {
  if (!words?.length) return sql`0`;
  const visible = visibleWordsSql(viewer);
  const first = [words[0]];
  return sql`(case when ${visible} @@ ${prefixQuery(first, 'A')} then 1 when ${visible} @@ ${prefixQuery(first, 'AB')} then 2
    when ${visible} @@ ${prefixQuery(first, 'ABC')} then 3 else 4 end)`;
}

/** Without a search, the entries' copy without their words (decision 077), under the entries' name so every
 * column here reads the same: its rows are a third as long, and the facet counts of a list without a search
 * read every member of the chosen values. A search reads directory_entries, where its words and the filters
 * combine in one bitmap of their indexes. */
const withoutWords = sql`${directoryFilters} as ${entries}`;

/** The events the viewer is going to that have not passed: the 'going to the same event' facet. */
function viewerEventsSql(viewer: DirectoryViewer, now: Date): SQL {
  if (!viewer.attendeeId) return sql`select null::uuid as id, null::text as title, null::timestamptz as date where false`;
  return sql`select e.id, e.title, e.date from events e join event_rsvps mine on mine.event_id = e.id
    where mine.attendee_id = ${viewer.attendeeId} and mine.status = 'going' and e.cancelled_at is null
      and e.date > ${new Date(now.getTime() - 12 * 3_600_000)}`;
}

type Filters = { industry: SQL; topic: SQL; place: SQL; newThisMonth: SQL; event: SQL };

/**
 * The rows any count needs when two or more filters are chosen: each facet's count keeps every filter but its
 * own, so a row failing two filters is in no count. Written as 'all the chosen filters but one', for each
 * one, so PostgreSQL reads the members each filter names through its index (industry, place, new this
 * month and skills on directory_entries) instead of every member the search matched. The event's RSVP is
 * joined to each row by (event, member): hashing an event everyone goes to cost 30 to 40 ms a statement.
 */
function neededRowsSql(query: DirectoryQuery, f: Filters): SQL {
  const indexed: Partial<Record<keyof Filters, SQL>> = {};
  if (query.industry) indexed.industry = f.industry;
  if (query.place) indexed.place = f.place;
  if (query.newThisMonth) indexed.newThisMonth = f.newThisMonth;
  if (query.topic) indexed.topic = f.topic;
  if (query.eventId) indexed.event = f.event;
  const chosen = Object.values(indexed);
  if (chosen.length < 2) return sql`true`;
  const allBut = (left: SQL) =>
    sql`(${sql.join(
      chosen.filter((other) => other !== left),
      sql` and `,
    )})`;
  return sql`(${sql.join(chosen.map(allBut), sql` or `)})`;
}

/** The start of this month in the community's time zone. */
const monthStartSql = (deps: DirectoryDeps) =>
  sql`(date_trunc('month', ${deps.now()}::timestamptz at time zone ${deps.timeZone()}) at time zone ${deps.timeZone()})`;

/** Each filter as SQL over the row, true when the filter is not set (the event's: over the RSVP joined to it). */
function filterSql(deps: DirectoryDeps, viewer: DirectoryViewer, query: DirectoryQuery): Filters {
  const sees = seesSql(viewer);
  return {
    industry: query.industry
      ? sql`(${sees(entries.industryVisibleTo)} and lower(${entries.industry}) = lower(${query.industry}))`
      : sql`true`,
    topic: query.topic
      ? sql`(${sees(entries.interestsVisibleTo)} and ${entries.topicKeys} @> array[lower(btrim(${query.topic}))]::text[])`
      : sql`true`,
    place: query.place
      ? sql`(${sees(entries.locationVisibleTo)} and lower(${entries.place}) = lower(${query.place}))`
      : sql`true`,
    newThisMonth: query.newThisMonth ? sql`(${entries.createdAt} >= ${monthStartSql(deps)})` : sql`true`,
    event: query.eventId ? sql`(going.attendee_id is not null)` : sql`true`,
  };
}

/** SQL true when the viewer may read the field whose audience is `column` of the entry (decision 043). */
const seesSql = (viewer: DirectoryViewer) => (column: AnyPgColumn) =>
  audienceAllows(column, viewer, connectedSql(viewer, entries.attendeeId), entries.attendeeId);

/**
 * SQL true when the member `member` is going to the event `event` and this viewer may know it (an organiser
 * always; a member where they chose to be on the list). A scalar subquery, one lookup of the RSVP's primary
 * key (event, member) per row: written as `exists`, PostgreSQL hashed every RSVP of the event instead (in
 * the bench, 100,000 for the first event: 30 to 75 ms a statement, decision 049).
 */
const goingSql = (viewer: DirectoryViewer, event: SQL, member: SQL): SQL =>
  sql`coalesce((select true from event_rsvps going where going.event_id = ${event} and going.attendee_id = ${member}
    and going.status = 'going' ${viewer.isOrganiser ? sql`` : sql`and going.show_on_list`}), false)`;

/**
 * The viewer-visible RSVP of each entry to the event `eventId`, as `going` (its `attendee_id` null when there
 * is none). With a search, the few thousand members it names are each looked up by the RSVP's primary key (a
 * lateral subquery PostgreSQL may not flatten: joined plainly, it hashed all of the event's RSVPs, 100,000
 * in the bench, 48 ms); without one, every listed member is a candidate and that hash is the cheaper plan.
 */
function goingJoinSql(viewer: DirectoryViewer, eventId: string, searched: boolean): SQL {
  const shown = viewer.isOrganiser ? sql`` : sql`and going.show_on_list`;
  if (!searched)
    return sql` left join event_rsvps going on going.event_id = ${eventId} and going.attendee_id = ${entries.attendeeId}
      and going.status = 'going' ${shown}`;
  return sql` left join lateral (select going.attendee_id from event_rsvps going where going.event_id = ${eventId}
      and going.attendee_id = ${entries.attendeeId} and going.status = 'going' ${shown} offset 0) going on true`;
}

/**
 * A facet's most common values among `values` (a select of `value`, one row per member and value), whatever
 * their case, each shown as the spelling that sorts first. Counted by exact spelling first, then by lower
 * case over the few spellings: a lower() and a min() per row took 25 ms of the bench's no-search statement
 * (18,000 industries, 19,000 skills).
 */
const facetSql = (kind: 'industry' | 'place' | 'topic', values: SQL) =>
  sql`(select ${sql.raw(`'${kind}'`)}, min(spelled.value), null, null, sum(spelled.count)::int
    from (select value, count(*) as count from (${values}) each_value group by value) spelled
    group by lower(spelled.value) order by sum(spelled.count) desc, lower(spelled.value) limit ${MAX_FACET_VALUES})`;

/** A page of the directory with its facets, as this caller may see it. */
export async function listDirectory(deps: DirectoryDeps, caller: SignedInCaller, query: DirectoryQuery): Promise<DirectoryPage> {
  const viewer = await loadDirectoryViewer(deps.db, caller);
  const now = deps.now();
  if (query.eventId && !viewer.isOrganiser) {
    const going = rowsOf<{ id: string }>(
      await deps.db.execute(sql`select id from (${viewerEventsSql(viewer, now)}) mine where mine.id = ${query.eventId}`),
    );
    if (going.length === 0) throw notFound(M.eventNotFound);
  }
  const words = searchWords(query.q);
  const f = filterSql(deps, viewer, query);
  const sees = seesSql(viewer);
  // The page: relevance is read from the words of the rows that pass every filter only, while the row is read
  // (reading the entry again by id for the page cost 2,400 lookups, 34 ms at load 10, for 'franchise').
  const ranked = query.sort === 'relevance' && !!words?.length;
  const rank = ranked
    ? sql`, case when ${f.industry} and ${f.topic} and ${f.place} and ${f.newThisMonth} and ${f.event}
        then ${rankSql(viewer, words)} end as rank`
    : sql``;
  // The matched rows, each with its filters' answers and its facets' values (null where hidden).
  const matched = sql`matched as materialized (
    select ${entries.attendeeId} as id, ${entries.createdAt} as created_at,
      ${f.industry} as f_industry, ${f.topic} as f_topic, ${f.place} as f_place,
      ${f.newThisMonth} as f_new, ${f.event} as f_event,
      case when ${sees(entries.industryVisibleTo)} then ${entries.industry} end as industry,
      case when ${sees(entries.locationVisibleTo)} then ${entries.place} end as place,
      case when ${sees(entries.interestsVisibleTo)} then ${entries.topics} end as topics${rank}${
        query.sort === 'place' ? sql`, ${entries.firstName} as first_name, ${entries.lastName} as last_name` : sql``
      }
    from ${words === null ? withoutWords : entries}${query.eventId ? goingJoinSql(viewer, query.eventId, words !== null) : sql``}
    where ${listedSql(viewer)} and ${searchSql(viewer, words)} and ${neededRowsSql(query, f)})`;
  const all = sql`f_industry and f_topic and f_place and f_new and f_event`;
  const order = ranked
    ? sql`m.rank asc, m.created_at desc, m.id desc`
    : query.sort === 'place'
      ? sql`lower(m.place) asc nulls last, lower(m.first_name), lower(m.last_name), m.id`
      : sql`m.created_at desc, m.id desc`;
  // One statement: the total, each facet, and the page's ids (kind 'item', in order by `count`).
  type Row = { kind: string; value: string | null; event_id: string | null; date: Date | string | null; count: number };
  const statement = sql`with ${matched}, mine as (${viewerEventsSql(viewer, now)})
    select 'total' as kind, null as value, null::uuid as event_id, null::timestamptz as date, count(*)::int as count
      from matched where ${all}
    union all
    select 'new', null, null, null, count(*)::int from matched
      where f_industry and f_topic and f_place and f_event and created_at >= ${monthStartSql(deps)}
    union all
    ${facetSql('industry', sql`select industry as value from matched where industry is not null and f_topic and f_place and f_new and f_event`)}
    union all
    ${facetSql('place', sql`select place as value from matched where place is not null and f_industry and f_topic and f_new and f_event`)}
    union all
    ${facetSql('topic', sql`select unnest(topics) as value from matched where f_industry and f_place and f_new and f_event`)}
    union all
    (select 'event', mine.title, mine.id, mine.date, (select count(*) from matched m
        where m.f_industry and m.f_topic and m.f_place and m.f_new and ${goingSql(viewer, sql`mine.id`, sql`m.id`)})::int
      from mine order by mine.date, mine.id)
    union all
    (select 'item', m.id::text, null, null, (row_number() over (order by ${order}))::int from matched m
      where m.f_industry and m.f_topic and m.f_place and m.f_new and m.f_event order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})`;
  // The matched rows of a common word or value (tens of thousands, a few megabytes) are kept in memory rather
  // than written to a temporary file: PostgreSQL's default work_mem is 4 MB. And no JIT: the RSVP lookups' cost
  // estimate lifts the statement over jit_above_cost, and compiling its expressions took 75 to 90 ms of a 200 ms
  // statement ('podcast', no search) for a statement that runs once.
  const rows = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`set local jit = off`);
    return rowsOf<Row>(await tx.execute(statement));
  });
  const facets: DirectoryFacets = { industries: [], topics: [], places: [], newThisMonth: 0, events: [] };
  const items: Array<{ id: string; position: number }> = [];
  let total = 0;
  for (const row of rows) {
    if (row.kind === 'total') total = row.count;
    else if (row.kind === 'new') facets.newThisMonth = row.count;
    else if (row.kind === 'industry') facets.industries.push({ value: row.value!, count: row.count });
    else if (row.kind === 'place') facets.places.push({ value: row.value!, count: row.count });
    else if (row.kind === 'topic') facets.topics.push({ value: row.value!, count: row.count });
    else if (row.kind === 'item') items.push({ id: row.value!, position: row.count });
    else if (row.kind === 'event')
      facets.events.push({
        eventId: row.event_id!,
        title: row.value!,
        date: new Date(row.date!).toISOString(),
        count: row.count,
      });
  }
  const ids = items.sort((a, b) => a.position - b.position).map((item) => item.id);
  return { items: await viewMembers(deps.db, viewer, ids), total, page: query.page, pageSize: query.pageSize, facets };
}

/** The members of `ids`, in that order, each as the viewer may see them (photos at the card's size). */
async function viewMembers(db: Database, viewer: DirectoryViewer, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select(memberViewColumns).from(attendees).where(inArray(attendees.id, ids));
  const byId = new Map(rows.map((row) => [row.attendeeId, row]));
  const connections = new Set(viewer.connections);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [viewMemberAs(row, relationOf(viewer, id, connections.has(id)), 256)] : [];
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One member's page as this caller may see them. 404 for a member not shown (archived, deactivated, not
 * onboarded, an organiser) unless the caller is an organiser or the member themself, and for a member who
 * left the directory unless the caller is their connection (or an organiser, or themself).
 */
export async function getDirectoryMember(
  deps: DirectoryDeps,
  caller: SignedInCaller,
  attendeeId: string,
): Promise<DirectoryMember> {
  const viewer = await loadDirectoryViewer(deps.db, caller);
  const [row] = await deps.db
    .select({ ...memberViewColumns, shown: sql<boolean>`${shownSql}` })
    .from(attendees)
    .where(eq(attendees.id, attendeeId))
    .limit(1);
  if (!row) throw notFound(M.memberNotFound);
  const connected = viewer.connections.includes(attendeeId);
  const relation = relationOf(viewer, attendeeId, connected);
  if (relation !== 'self' && relation !== 'organiser') {
    if (!row.shown) throw notFound(M.memberNotFound);
    if (!row.inDirectory && !connected) throw notFound(M.memberNotFound);
  }
  const isSelf = viewer.attendeeId === attendeeId;
  // A member who blocked the caller shows their name and nothing else: no events or people in common.
  const me = relation === 'blocked' ? null : viewer.attendeeId;
  const [states, sharedEvents, connectionsInCommon, helpedMembers] = await Promise.all([
    me && !isSelf ? connectionStatesWith(deps.db, me, [attendeeId], deps.now()) : Promise.resolve(new Map()),
    me && !isSelf ? readSharedEvents(deps.db, viewer, me, attendeeId) : Promise.resolve({ total: 0, items: [] }),
    me && !isSelf ? readConnectionsInCommon(deps.db, viewer, attendeeId) : Promise.resolve({ total: 0, people: [] }),
    relation === 'blocked' ? Promise.resolve(0) : countMembersHelped(deps.db, attendeeId),
  ]);
  return {
    member: viewMemberAs(row, relation, 512),
    isSelf,
    connection: states.get(attendeeId) ?? { kind: 'none' },
    sharedEvents,
    connectionsInCommon,
    helpedMembers,
  };
}

/** Events both are going to, newest first; the other member's only where they chose to be on the list. */
async function readSharedEvents(db: Database, viewer: DirectoryViewer, me: string, other: string) {
  type Row = { id: string; title: string; date: Date | string; total: number };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select e.id, e.title, e.date, count(*) over ()::int as total
      from events e
        join event_rsvps mine on mine.event_id = e.id and mine.attendee_id = ${me} and mine.status = 'going'
        join event_rsvps theirs on theirs.event_id = e.id and theirs.attendee_id = ${other} and theirs.status = 'going'
      where e.cancelled_at is null ${viewer.isOrganiser ? sql`` : sql`and theirs.show_on_list`}
      order by e.date desc, e.id limit ${MAX_SHARED_NAMES}`),
  );
  return { total: rows[0]?.total ?? 0, items: rows.map((row) => ({ eventId: row.id, title: row.title, date: iso(row.date) })) };
}

/** The members connected to both (shown ones only): how many, and a few names. */
async function readConnectionsInCommon(db: Database, viewer: DirectoryViewer, other: string) {
  const theirs = new Set(await connectedMemberIds(db, other));
  const common = viewer.connections.filter((id) => theirs.has(id));
  if (common.length === 0) return { total: 0, people: [] };
  type Row = { id: string; first_name: string; last_name: string; total: number };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select ${attendees.id} as id, ${attendees.firstName} as first_name, ${attendees.lastName} as last_name,
        count(*) over ()::int as total
      from ${attendees}
      where ${attendees.id} = any(${`{${common.join(',')}}`}::uuid[]) and ${shownSql}
      order by lower(${attendees.firstName}), lower(${attendees.lastName}), ${attendees.id}
      limit ${MAX_SHARED_NAMES}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    people: rows.map((row) => ({ attendeeId: row.id, fullName: `${row.first_name} ${row.last_name}`.trim() })),
  };
}
