// The members' directory (issue 33, decision 047). Every search, filter and facet reads only what the member
// shows the viewer: a text per audience for the search (migration 0021), and `audienceAllows` on each
// field's `…_visible_to` column for the filters and the facets, so neither a result nor a count can reveal
// a hidden value. Each facet's count is the total the list would have with that value chosen, the other
// filters kept, so both are computed from one set of matched rows.
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
import { rowsOf } from '../../db/rows';
import { attendees, directoryPlace, directorySearchWords } from '../../db/schema';
import { notFound } from '../../http/errors';
import { connectedMemberIds, connectionStatesWith } from '../connections/public';
import { audienceAllows, memberViewColumns, relationOf, viewMemberAs, type Viewer } from '../profile/public';

export type DirectoryDeps = { db: Database; now: () => Date; timeZone: () => string };

/** The most words of a search that are matched (each must appear); the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** Who is looking, with the ids of their connections (whose connections-only fields they read). */
type DirectoryViewer = Viewer & { connections: string[] };

async function loadViewer(db: Database, caller: SignedInCaller): Promise<DirectoryViewer> {
  const attendeeId = caller.attendee?.id ?? null;
  return {
    attendeeId,
    isOrganiser: caller.kind === 'admin',
    connections: attendeeId ? await connectedMemberIds(db, attendeeId) : [],
  };
}

/** SQL true when the row's member is one of the viewer's connections. The ids are ours (uuids from the
 * database), passed as one array parameter. */
const connectedSql = (viewer: DirectoryViewer): SQL =>
  viewer.connections.length === 0 ? sql`false` : sql`${attendees.id} = any(${`{${viewer.connections.join(',')}}`}::uuid[])`;

/** Shown to other members at all: onboarded, not archived, not deactivated, not one of the organisers
 * (who are never recommended or asked to connect either). */
const shownSql = sql`(${attendees.onboardingCompleted} and not ${attendees.archived}
  and not exists (select 1 from banned_users banned where lower(banned.email) = lower(${attendees.email}))
  and not exists (select 1 from users account where account.id = ${attendees.userId} and account.banned = true)
  and not exists (select 1 from admin_users organiser where organiser.user_id = ${attendees.userId}))`;

/** Listed in the directory for this viewer: shown, in the directory, and not the viewer themself. */
function listedSql(viewer: DirectoryViewer): SQL {
  const notSelf = viewer.attendeeId ? sql` and ${attendees.id} <> ${viewer.attendeeId}` : sql``;
  return sql`(${attendees.inDirectory} and ${shownSql}${notSelf})`;
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

/**
 * SQL true when every word begins a word of the text of the row this viewer may search ('bro' finds Brown).
 * The query is `word:* & word:*` of letters and digits only, so nothing a member types is read as an
 * operator; the GIN index of each text (migration 0022) answers it.
 */
function searchSql(viewer: DirectoryViewer, words: string[] | null): SQL {
  if (words === null) return sql`true`;
  if (words.length === 0) return sql`false`;
  const query = sql`to_tsquery('simple'::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;
  const matches = (column: AnyPgColumn) => sql`${directorySearchWords(column)} @@ ${query}`;
  if (viewer.isOrganiser) return matches(attendees.directoryTextAll);
  return sql`(${matches(attendees.directoryTextMembers)} or (${connectedSql(viewer)} and ${matches(attendees.directoryTextConnections)}))`;
}

/** The text the viewer searched in, for the relevance order. */
function visibleTextSql(viewer: DirectoryViewer): SQL {
  if (viewer.isOrganiser) return sql`${attendees.directoryTextAll}`;
  return sql`(case when ${connectedSql(viewer)} then ${attendees.directoryTextConnections} else ${attendees.directoryTextMembers} end)`;
}

/** The place as the facet names it: 'City, Country', 'City' or 'Country' (the expression its index holds). */
const placeSql = directoryPlace(attendees.city, attendees.country);

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
 * one, so PostgreSQL reads the members the industry and place filters name through their indexes instead of
 * every member the search matched; the skills and event filters are read once into a hashed set (`in`, not
 * `= any(array(…))`, which PostgreSQL would search one by one for every row).
 */
function neededRowsSql(query: DirectoryQuery, viewer: DirectoryViewer, f: Filters): SQL {
  const indexed: Partial<Record<keyof Filters, SQL>> = {};
  if (query.industry) indexed.industry = f.industry;
  if (query.place) indexed.place = f.place;
  if (query.newThisMonth) indexed.newThisMonth = f.newThisMonth;
  if (query.topic)
    indexed.topic = sql`(${attendees.id} in (select chosen.attendee_id from attendee_interests chosen
      where lower(btrim(chosen.interest_name)) = lower(${query.topic})) and ${f.topic})`;
  if (query.eventId)
    indexed.event = sql`(${attendees.id} in (select chosen.attendee_id from event_rsvps chosen
      where chosen.event_id = ${query.eventId} and chosen.status = 'going'
      ${viewer.isOrganiser ? sql`` : sql`and chosen.show_on_list`}) and ${f.event})`;
  const chosen = Object.values(indexed);
  if (chosen.length < 2) return sql`true`;
  const allBut = (left: SQL) =>
    sql`(${sql.join(
      chosen.filter((other) => other !== left),
      sql` and `,
    )})`;
  return sql`(${sql.join(chosen.map(allBut), sql` or `)})`;
}

/** Each filter as SQL over the row, true when the filter is not set. */
function filterSql(deps: DirectoryDeps, viewer: DirectoryViewer, query: DirectoryQuery): Filters {
  const connected = connectedSql(viewer);
  const sees = (column: typeof attendees.industryVisibleTo) => audienceAllows(column, viewer, connected);
  const monthStart = sql`(date_trunc('month', ${deps.now()}::timestamptz at time zone ${deps.timeZone()}) at time zone ${deps.timeZone()})`;
  return {
    industry: query.industry
      ? sql`(${sees(attendees.industryVisibleTo)} and lower(btrim(${attendees.industry})) = lower(${query.industry}))`
      : sql`true`,
    topic: query.topic
      ? sql`(${sees(attendees.interestsVisibleTo)} and exists (select 1 from attendee_interests topic
          where topic.attendee_id = ${attendees.id} and lower(btrim(topic.interest_name)) = lower(${query.topic})))`
      : sql`true`,
    place: query.place ? sql`(${sees(attendees.locationVisibleTo)} and lower(${placeSql}) = lower(${query.place}))` : sql`true`,
    newThisMonth: query.newThisMonth ? sql`(${attendees.createdAt} >= ${monthStart})` : sql`true`,
    event: query.eventId
      ? sql`exists (select 1 from event_rsvps going where going.event_id = ${query.eventId}
          and going.attendee_id = ${attendees.id} and going.status = 'going'
          ${viewer.isOrganiser ? sql`` : sql`and going.show_on_list`})`
      : sql`true`,
  };
}

/** A page of the directory with its facets, as this caller may see it. */
export async function listDirectory(deps: DirectoryDeps, caller: SignedInCaller, query: DirectoryQuery): Promise<DirectoryPage> {
  const viewer = await loadViewer(deps.db, caller);
  const now = deps.now();
  if (query.eventId && !viewer.isOrganiser) {
    const going = rowsOf<{ id: string }>(
      await deps.db.execute(sql`select id from (${viewerEventsSql(viewer, now)}) mine where mine.id = ${query.eventId}`),
    );
    if (going.length === 0) throw notFound(M.eventNotFound);
  }
  const words = searchWords(query.q);
  const f = filterSql(deps, viewer, query);
  const connected = connectedSql(viewer);
  const sees = (column: typeof attendees.industryVisibleTo) => audienceAllows(column, viewer, connected);
  // The matched rows, each with its filters' answers and its facets' values (null where hidden).
  const matched = sql`matched as materialized (
    select ${attendees.id} as id, ${attendees.createdAt} as created_at,
      ${f.industry} as f_industry, ${f.topic} as f_topic, ${f.place} as f_place,
      ${f.newThisMonth} as f_new, ${f.event} as f_event,
      case when ${sees(attendees.industryVisibleTo)} then nullif(btrim(${attendees.industry}), '') end as industry,
      case when ${sees(attendees.locationVisibleTo)} then ${placeSql} end as place,
      ${sees(attendees.interestsVisibleTo)} as sees_topics,
      ${attendees.firstName} as first_name, ${attendees.lastName} as last_name,
      ${words?.length ? sql`strpos(${visibleTextSql(viewer)}, ${words[0]})` : sql`0`} as rank
    from ${attendees}
    where ${listedSql(viewer)} and ${searchSql(viewer, words)} and ${neededRowsSql(query, viewer, f)})`;
  const all = sql`f_industry and f_topic and f_place and f_new and f_event`;
  const order =
    query.sort === 'newest' || (query.sort === 'relevance' && !words?.length)
      ? sql`created_at desc, id desc`
      : query.sort === 'place'
        ? sql`lower(place) asc nulls last, lower(first_name), lower(last_name), id`
        : sql`rank asc, created_at desc, id desc`;
  type FacetRow = { kind: string; value: string | null; event_id: string | null; date: Date | string | null; count: number };
  const facetStatement = sql`with ${matched}, mine as (${viewerEventsSql(viewer, now)})
    select 'total' as kind, null as value, null::uuid as event_id, null::timestamptz as date, count(*)::int as count
      from matched where ${all}
    union all
    select 'new', null, null, null, count(*)::int from matched
      where f_industry and f_topic and f_place and f_event
        and created_at >= (date_trunc('month', ${now}::timestamptz at time zone ${deps.timeZone()}) at time zone ${deps.timeZone()})
    union all
    (select 'industry', min(industry), null, null, count(*)::int from matched
      where industry is not null and f_topic and f_place and f_new and f_event
      group by lower(industry) order by count(*) desc, lower(industry) limit ${MAX_FACET_VALUES})
    union all
    (select 'place', min(place), null, null, count(*)::int from matched
      where place is not null and f_industry and f_topic and f_new and f_event
      group by lower(place) order by count(*) desc, lower(place) limit ${MAX_FACET_VALUES})
    union all
    (select 'topic', min(btrim(i.interest_name)), null, null, count(distinct m.id)::int
      from matched m join attendee_interests i on i.attendee_id = m.id
      where m.sees_topics and btrim(i.interest_name) <> '' and m.f_industry and m.f_place and m.f_new and m.f_event
      group by lower(btrim(i.interest_name)) order by count(distinct m.id) desc, lower(btrim(i.interest_name)) limit ${MAX_FACET_VALUES})
    union all
    (select 'event', min(mine.title), mine.id, min(mine.date), count(going.attendee_id)::int
      from mine left join (event_rsvps going join matched m on m.id = going.attendee_id
          and m.f_industry and m.f_topic and m.f_place and m.f_new)
        on going.event_id = mine.id and going.status = 'going' ${viewer.isOrganiser ? sql`` : sql`and going.show_on_list`}
      group by mine.id order by min(mine.date), mine.id)`;
  const pageStatement = sql`with ${matched}
    select id from matched where ${all} order by ${order}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  const facetRows = rowsOf<FacetRow>(await deps.db.execute(facetStatement));
  const ids = rowsOf<{ id: string }>(await deps.db.execute(pageStatement)).map((row) => row.id);
  const facets: DirectoryFacets = { industries: [], topics: [], places: [], newThisMonth: 0, events: [] };
  let total = 0;
  for (const row of facetRows) {
    if (row.kind === 'total') total = row.count;
    else if (row.kind === 'new') facets.newThisMonth = row.count;
    else if (row.kind === 'industry') facets.industries.push({ value: row.value!, count: row.count });
    else if (row.kind === 'place') facets.places.push({ value: row.value!, count: row.count });
    else if (row.kind === 'topic') facets.topics.push({ value: row.value!, count: row.count });
    else if (row.kind === 'event')
      facets.events.push({
        eventId: row.event_id!,
        title: row.value!,
        date: new Date(row.date!).toISOString(),
        count: row.count,
      });
  }
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
  const viewer = await loadViewer(deps.db, caller);
  const [row] = await deps.db
    .select({ ...memberViewColumns, shown: sql<boolean>`${shownSql}` })
    .from(attendees)
    .where(eq(attendees.id, attendeeId))
    .limit(1);
  if (!row) throw notFound(M.memberNotFound);
  const connected = viewer.connections.includes(attendeeId);
  const relation = relationOf(viewer, attendeeId, connected);
  if (relation === 'member' || relation === 'connection') {
    if (!row.shown) throw notFound(M.memberNotFound);
    if (!row.inDirectory && relation === 'member') throw notFound(M.memberNotFound);
  }
  const isSelf = viewer.attendeeId === attendeeId;
  const me = viewer.attendeeId;
  const [states, sharedEvents, connectionsInCommon] = await Promise.all([
    me && !isSelf ? connectionStatesWith(deps.db, me, [attendeeId], deps.now()) : Promise.resolve(new Map()),
    me && !isSelf ? readSharedEvents(deps.db, viewer, me, attendeeId) : Promise.resolve({ total: 0, items: [] }),
    me && !isSelf ? readConnectionsInCommon(deps.db, viewer, attendeeId) : Promise.resolve({ total: 0, people: [] }),
  ]);
  return {
    member: viewMemberAs(row, relation, 512),
    isSelf,
    connection: states.get(attendeeId) ?? { kind: 'none' },
    sharedEvents,
    connectionsInCommon,
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
