// What a member reads: the requests waiting for them, the requests they sent, their connections, the
// counts for the sidebar and the dashboard, and one request's page. Each page is one statement (its
// total counted beside the rows with a window function), read through the partial indexes of the
// schema; a page past the end asks once more for the total alone.
import { likePattern } from '../../db/like';
import { sql, type SQL } from 'drizzle-orm';
import type {
  Connection,
  ConnectionPerson,
  ConnectionListQuery,
  ConnectionRequestListQuery,
  ConnectionRequestView,
  ConnectionsPage,
  ConnectionSummary,
  ReceivedRequest,
  SentRequest,
} from '../../../common/contracts/connections';
import { CONNECTION_MESSAGES as M } from '../../../common/contracts/connections';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { rowsOf } from '../../db/rows';
import { memberCardOf, readMemberViews, viewerOf } from '../profile/public';
import { isShown, ownAttendeeId, personColumns, toPerson, type PersonRow } from './people';
import type { ConnectionDeps } from './requests';
import { newestFirst } from '../../db/order';

type Caller = Parameters<typeof ownAttendeeId>[0] & Parameters<typeof viewerOf>[0];
type Counted = { total: number };
/** The other member's card as the caller may see them (decision 043). */
type CardOf = (row: PersonRow) => ConnectionPerson;

/**
 * The cards of the rows' members as `caller` sees them (one query by id): `connected` says whether the
 * caller and each row's member are connected, which lets a connection see what that member shows only
 * to their connections.
 */
async function cardsFor<R extends PersonRow>(db: Database, caller: Caller, rows: R[], connected: (row: R) => boolean) {
  const linked = new Set(rows.filter(connected).map((row) => row.person_id));
  const views = await readMemberViews(
    db,
    viewerOf(caller),
    rows.map((row) => row.person_id),
    (id) => linked.has(id),
  );
  // A row always has its view (same database, same statement's members); the name alone if not.
  return (row: PersonRow): ConnectionPerson => {
    const view = views.get(row.person_id);
    return view ? memberCardOf(view) : toPerson(row);
  };
}

/** Runs a page's statement; when the page lies past the end (no row carries the total), counts alone. */
async function readPage<R extends Counted & PersonRow, T>(
  db: Database,
  caller: Caller,
  statement: (limit: SQL) => SQL,
  { page, pageSize }: { page: number; pageSize: number },
  connected: (row: R) => boolean,
  toItem: (row: R, cardOf: CardOf) => T,
): Promise<ConnectionsPage<T>> {
  const rows = rowsOf<R>(await db.execute(statement(sql`limit ${pageSize} offset ${(page - 1) * pageSize}`)));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    total =
      rowsOf<Counted>(await db.execute(sql`select count(*)::int as total from (${statement(sql``)}) as whole`))[0]?.total ?? 0;
  }
  const cardOf = await cardsFor(db, caller, rows, connected);
  return { items: rows.map((row) => toItem(row, cardOf)), total, page, pageSize };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Requests waiting for the caller's answer, newest first: Accept or 'Not now'. */
export async function listReceivedRequests(
  deps: Pick<ConnectionDeps, 'db' | 'now'>,
  caller: Caller,
  query: ConnectionRequestListQuery,
) {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  type Row = PersonRow & Counted & { id: string; note: string | null; reason: string | null; created_at: Date };
  return readPage<Row, ReceivedRequest>(
    deps.db,
    caller,
    (limit) => sql`
      select r.id, r.note, r.reason, r.created_at, ${personColumns('requester')}, count(*) over ()::int as total
      from connection_requests r join attendees requester on requester.id = r.from_attendee_id
      where r.to_attendee_id = ${me} and r.status = 'pending' and r.expires_at > ${now} and ${isShown('requester')}
      order by ${newestFirst(sql`r.created_at`, sql`r.id`)} ${limit}`,
    query,
    () => false,
    (row, cardOf) => ({ id: row.id, from: cardOf(row), note: row.note, reason: row.reason, sentAt: iso(row.created_at) }),
  );
}

/** Requests the caller sent that are within their 30 days: 'Request sent', answered 'Not now' or not. */
export async function listSentRequests(
  deps: Pick<ConnectionDeps, 'db' | 'now'>,
  caller: Caller,
  query: ConnectionRequestListQuery,
) {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  type Row = PersonRow & Counted & { id: string; note: string | null; created_at: Date; expires_at: Date };
  return readPage<Row, SentRequest>(
    deps.db,
    caller,
    (limit) => sql`
      select r.id, r.note, r.created_at, r.expires_at, ${personColumns('recipient')}, count(*) over ()::int as total
      from connection_requests r join attendees recipient on recipient.id = r.to_attendee_id
      where r.from_attendee_id = ${me} and r.status in ('pending', 'declined') and r.expires_at > ${now} and ${isShown('recipient')}
      order by ${newestFirst(sql`r.created_at`, sql`r.id`)} ${limit}`,
    query,
    () => false,
    (row, cardOf) => ({
      id: row.id,
      to: cardOf(row),
      note: row.note,
      sentAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
    }),
  );
}

/**
 * A connection matching `pattern` in what the caller may see of them. The members log's stored search text
 * (decision 016: name, email, company, job title, industry, lower-cased) for an organiser, who sees every
 * field; for a member, the same fields one by one, leaving out each one that connection shows only to the
 * organisers (decision 043: a search never finds a member by a field it would not show).
 */
function searchedConnection(isOrganiser: boolean, pattern: string): SQL {
  if (isOrganiser) return sql`person.search_text like ${pattern}`;
  const field = (column: string, audience: string) =>
    sql`(${sql.raw(`person.${audience}`)} <> 'organisers' and lower(coalesce(${sql.raw(`person.${column}`)}, '')) like ${pattern})`;
  return sql`(lower(person.first_name || ' ' || person.last_name) like ${pattern}
    or ${field('email', 'email_visible_to')} or ${field('company', 'company_visible_to')}
    or ${field('job_title', 'job_title_visible_to')} or ${field('industry', 'industry_visible_to')})`;
}

/** 'Your connections', newest first, optionally searched by name, email, company, role or industry. */
export async function listConnections(deps: Pick<ConnectionDeps, 'db'>, caller: Caller, query: ConnectionListQuery) {
  const me = ownAttendeeId(caller);
  const searched = query.search
    ? sql`and ${searchedConnection(viewerOf(caller).isOrganiser, likePattern(query.search.toLowerCase()))}`
    : sql``;
  type Row = PersonRow & Counted & { id: string; accepted_at: Date };
  return readPage<Row, Connection>(
    deps.db,
    caller,
    (limit) => sql`
      select r.id, r.accepted_at, ${personColumns('person')}, count(*) over ()::int as total
      from connection_requests r
      join attendees person on person.id = case when r.from_attendee_id = ${me} then r.to_attendee_id else r.from_attendee_id end
      where r.status = 'accepted' and (r.from_attendee_id = ${me} or r.to_attendee_id = ${me}) and ${isShown('person')} ${searched}
      order by ${newestFirst(sql`r.accepted_at`, sql`r.id`)} ${limit}`,
    query,
    () => true,
    (row, cardOf) => ({ id: row.id, person: cardOf(row), connectedAt: iso(row.accepted_at) }),
  );
}

/** The sidebar's and the dashboard's counts, in one statement. */
export async function summarizeConnections(deps: Pick<ConnectionDeps, 'db' | 'now'>, caller: Caller): Promise<ConnectionSummary> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  const [row] = rowsOf<{ open_requests: number; newest_from: string | null; connections: number }>(
    await deps.db.execute(sql`
      with waiting as (
        select requester.first_name || ' ' || requester.last_name as name, r.created_at, r.id
        from connection_requests r join attendees requester on requester.id = r.from_attendee_id
        where r.to_attendee_id = ${me} and r.status = 'pending' and r.expires_at > ${now} and ${isShown('requester')})
      select
        (select count(*)::int from waiting) as open_requests,
        (select trim(name) from waiting order by created_at desc, id desc limit 1) as newest_from,
        (select count(*)::int from connection_requests r
           join attendees person on person.id = case when r.from_attendee_id = ${me} then r.to_attendee_id else r.from_attendee_id end
           where r.status = 'accepted' and (r.from_attendee_id = ${me} or r.to_attendee_id = ${me}) and ${isShown('person')}) as connections`),
  );
  return { openRequests: row.open_requests, newestRequestFrom: row.newest_from, connections: row.connections };
}

/**
 * One request, for either of its members: where the emails' buttons lead. The requester's view never
 * tells 'Not now' from no answer; the address shows only once they are connected.
 */
export async function getConnectionRequest(
  deps: Pick<ConnectionDeps, 'db' | 'now'>,
  caller: Caller,
  id: string,
): Promise<ConnectionRequestView> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  type Row = PersonRow & {
    id: string;
    from_attendee_id: string;
    status: string;
    note: string | null;
    reason: string | null;
    created_at: Date;
    expires_at: Date;
  };
  const [row] = rowsOf<Row>(
    await deps.db.execute(sql`
      select r.id, r.from_attendee_id, r.status, r.note, r.reason, r.created_at, r.expires_at,
             ${personColumns('person')}
      from connection_requests r
      join attendees person on person.id = case when r.from_attendee_id = ${me} then r.to_attendee_id else r.from_attendee_id end
      where r.id = ${id} and (r.from_attendee_id = ${me} or r.to_attendee_id = ${me}) and ${isShown('person')}`),
  );
  if (!row) throw notFound(M.requestNotFound);
  const open = new Date(row.expires_at).getTime() > now.getTime();
  const connected = row.status === 'accepted';
  const person = (await cardsFor(deps.db, caller, [row], () => connected))(row);
  const common = {
    id: row.id,
    person,
    note: row.note,
    sentAt: iso(row.created_at),
    // Once connected, unless that member shows their address only to the organisers.
    email: connected ? (person.email ?? null) : null,
  };
  if (row.from_attendee_id === me) {
    const state = connected ? 'connected' : open && (row.status === 'pending' || row.status === 'declined') ? 'sent' : 'closed';
    return { side: 'sent', ...common, state };
  }
  const state = connected
    ? 'connected'
    : open && row.status === 'pending'
      ? 'open'
      : open && row.status === 'declined'
        ? 'declined'
        : 'closed';
  return { side: 'received', ...common, reason: row.reason, state };
}
