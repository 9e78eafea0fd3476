// Posting, listing and reading open roles, and what their poster does with them (issue 39 item 1, decision
// 069). Posting checks the topics against the directory's list, counts against the poster's daily limit,
// writes the role and records the news of the members whose Looking for matches it, in one transaction; the
// news leaves after the commit. Open is a query on the app's clock: nothing runs when 30 days pass.
import { sql } from 'drizzle-orm';
import {
  OPEN_ROLES_TEXTS as T,
  ROLE_OPEN_DAYS,
  ROLES_PAGE,
  ROLES_PER_DAY,
  type OpenRole,
  type RoleDone,
  type RoleFields,
  type RoleList,
  type RoleListQuery,
} from '../../../common/contracts/open-roles';
import { newestFirst } from '../../db/order';
import { rowsOf } from '../../db/rows';
import { conflict, forbidden } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { topicsFromList } from '../topics/public';
import { isOrganiser } from '../../auth/caller';
import {
  isOpenAt,
  ownMemberId,
  readInterests,
  readRoleAs,
  roleColumns,
  toRole,
  visibleRole,
  type Caller,
  type OpenRoleDeps,
  type RoleRow,
  type Writer,
} from './deps';
import { recordRoleMatches } from './matching';

const DAY_MS = 86_400_000;
export const openUntil = (from: Date) => new Date(from.getTime() + ROLE_OPEN_DAYS * DAY_MS);

export async function postRole(deps: OpenRoleDeps, caller: Caller, input: RoleFields): Promise<RoleDone> {
  const me = ownMemberId(caller);
  const topics = await topicsFromList(deps.db, input.topics);
  const now = deps.now();
  await consumeRateLimits(
    deps.db,
    [{ key: `open-roles:${me}`, max: ROLES_PER_DAY, windowSeconds: 86_400, message: () => T.tooManyRoles }],
    now,
    deps.config.rateLimit,
  );
  const posted = await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into open_roles (poster_id, title, company, place, remote, kind, description, apply, apply_url, topics, topic_keys, created_at, expires_at)
        values (${me}, ${input.title}, ${input.company}, ${input.place}, ${input.remote}, ${input.kind}, ${input.description},
          ${input.apply}, ${input.apply === 'link' ? input.applyUrl : null}, ${sql.param(topics)}::text[],
          ${sql.param(topics.map((t) => t.toLowerCase()))}::text[], ${now.toISOString()}, ${openUntil(now).toISOString()})
        returning id`),
    );
    const recorded = await recordRoleMatches(deps, tx, { id: row.id, posterId: me, ...input, topics }, now);
    return { id: row.id, recorded };
  });
  if (posted.recorded) {
    const recorded = posted.recorded;
    deps.afterAnswer.run('open role matches', () => recorded.deliver());
  }
  return { message: T.posted, role: await readRoleAs(deps.db, caller, posted.id, now) };
}

const cursorOf = (row: RoleRow) => `${row.pinned ? 1 : 0}~${new Date(row.created_at).getTime()}~${row.id}`;

/** The search's words as a prefix query: letters and digits only reach it, so '&' joins them safely. */
export function searchQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** `%`, `_` and `\` as themselves in a LIKE pattern. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of roles: the open ones, pinned first then newest, by the filters; or the caller's own, newest first. */
export async function listRoles(deps: OpenRoleDeps, caller: Caller, query: RoleListQuery): Promise<RoleList> {
  const me = caller.attendee?.id ?? null;
  const now = deps.now();
  const mine = query.show === 'mine';
  if (mine && !me) return { items: [], nextCursor: null };
  const after = query.cursor ? query.cursor.split('~') : null;
  const words = query.q ? searchQuery(query.q) : null;
  const place = query.place?.toLowerCase();
  const filters = [
    mine ? sql`r.poster_id = ${me}` : sql`${isOpenAt(now)} and ${visibleRole(caller, me, now)}`,
    query.kind ? sql`r.kind = ${query.kind}` : null,
    place === 'remote' ? sql`r.remote` : place ? sql`r.place_key like ${`${likeLiteral(place)}%`}` : null,
    query.topic ? sql`r.topic_keys @> array[${query.topic.toLowerCase()}]::text[]` : null,
    words ? sql`r.search @@ to_tsquery('simple', ${words})` : null,
    after
      ? sql`(r.pinned, r.created_at, r.id) < (${after[0] === '1'}, ${new Date(Number(after[1])).toISOString()}::timestamptz, ${after[2]}::uuid)`
      : null,
  ].filter((part) => part !== null);
  // The list's index (open_roles_list_idx, or open_roles_kind_idx with a kind) keeps this order, among the
  // roles neither closed nor removed; the caller's own are few and read in any state.
  const rows = rowsOf<RoleRow>(
    await deps.db.execute(sql`
      select ${roleColumns(me)}
      from open_roles r join attendees poster on poster.id = r.poster_id
      where ${sql.join(filters, sql` and `)}
        ${mine ? sql`` : sql`and r.closed_at is null and r.removed_at is null`}
      order by ${newestFirst(sql`r.pinned`, sql`r.created_at`, sql`r.id`)}
      limit ${ROLES_PAGE + 1}`),
  );
  const page = rows.slice(0, ROLES_PAGE);
  const known = page.filter((row) => row.poster_id === me || isOrganiser(caller)).map((row) => row.id);
  const interests = await readInterests(deps.db, known);
  return {
    items: page.map((row) => toRole(caller, me, row, now, interests)),
    nextCursor: rows.length > ROLES_PAGE ? cursorOf(page[page.length - 1]) : null,
  };
}

export async function readRole(deps: OpenRoleDeps, caller: Caller, id: string): Promise<OpenRole> {
  return readRoleAs(deps.db, caller, id, deps.now());
}

/** The poster's own role, locked for the change; another member's (that they may see) is a 403. */
async function findOwnRole(tx: Writer, caller: Caller, id: string, now: Date) {
  const me = ownMemberId(caller);
  const row = await readRoleAs(tx, caller, id, now);
  if (row.poster.id !== me) throw forbidden(T.onlyPoster, 'NOT_POSTER');
  return row;
}

/** Open for another 30 days from now; a closed or expired role opens again. A removed one stays removed. */
export async function renewRole(deps: OpenRoleDeps, caller: Caller, id: string): Promise<RoleDone> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const role = await findOwnRole(tx, caller, id, now);
    if (role.state === 'removed') throw conflict(T.removedRole, 'REMOVED');
    await tx.execute(sql`
      update open_roles set renewed_at = ${now.toISOString()}, expires_at = ${openUntil(now).toISOString()}, closed_at = null
      where id = ${id} and removed_at is null`);
  });
  return { message: T.renewed, role: await readRoleAs(deps.db, caller, id, now) };
}

export async function closeRole(deps: OpenRoleDeps, caller: Caller, id: string): Promise<RoleDone> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await findOwnRole(tx, caller, id, now);
    await tx.execute(sql`update open_roles set closed_at = coalesce(closed_at, ${now.toISOString()}) where id = ${id}`);
  });
  return { message: T.closedDone, role: await readRoleAs(deps.db, caller, id, now) };
}
