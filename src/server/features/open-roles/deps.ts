// What the open roles' operations need from the app, and the reads they share: who the caller is, which
// roles they may see (open is a query on the clock, decision 069), and a row as the caller may see it.
import { sql, type SQL } from 'drizzle-orm';
import { OPEN_ROLES_TEXTS as T, type OpenRole, type RoleInterest } from '../../../common/contracts/open-roles';
import { isOrganiser, memberIdOf, type SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import { notFound } from '../../http/errors';
import type { NewsDeps } from '../notifications/public';

/** What 'I'm interested' asks of the connections and conversations features (feature.ts wires them). */
export type RoleContacts = {
  /** Where the two members stand: connected (their connection), a request open either way, or nothing. */
  pairState(me: string, other: string): Promise<{ kind: 'connected' } | { kind: 'open'; requestId: string } | { kind: 'none' }>;
  /** Asks `to` for an introduction with `note` (the connections' Connect): one live request per pair. */
  requestIntroduction(
    caller: Caller,
    to: string,
    note: string,
  ): Promise<{ created: boolean; connected: boolean; requestId: string | null }>;
  /** The pair's conversation, opened if they have none (connected members only). */
  openConversation(caller: Caller, memberId: string): Promise<string>;
};

export type OpenRoleDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  news: NewsDeps;
  afterAnswer: AfterAnswer;
  contacts: RoleContacts;
};

export type Caller = Pick<SignedInCaller, 'kind' | 'attendee' | 'userId' | 'email'>;
export type Writer = Pick<Database, 'execute'>;

/** The caller's member row (403 NO_PROFILE for an account without one). */
export const ownMemberId = (caller: Pick<Caller, 'attendee'>) => memberIdOf(caller, T.noProfile);

/** The role (`r`) is open at `now`: neither closed nor removed, and not past its 30 days. */
export const isOpenAt = (now: Date): SQL =>
  sql`(r.closed_at is null and r.removed_at is null and r.expires_at > ${now.toISOString()}::timestamptz)`;

/** Its poster (`poster`) is still shown to members: not archived, not deactivated. */
const posterShown = sql`(poster.archived = false
  and not exists (select 1 from banned_users banned where lower(banned.email) = lower(poster.email))
  and not exists (select 1 from users account where account.id = poster.user_id and account.banned = true))`;

/** Neither blocked the other. */
const noBlockBetween = (me: string) => sql`not exists (
  select 1 from member_blocks blk
  where (blk.blocker_id = r.poster_id and blk.blocked_id = ${me}) or (blk.blocker_id = ${me} and blk.blocked_id = r.poster_id))`;

/**
 * The roles (`r`, its poster `poster`) the caller may see: organisers every one; a member their own in
 * any state, and the open ones of shown posters neither of them blocked.
 */
export function visibleRole(caller: Caller, me: string | null, now: Date): SQL {
  if (isOrganiser(caller)) return sql`true`;
  if (!me) return sql`false`;
  return sql`(r.poster_id = ${me} or (${isOpenAt(now)} and ${posterShown} and ${noBlockBetween(me)}))`;
}

export type RoleRow = {
  id: string;
  poster_id: string;
  poster_name: string;
  title: string;
  company: string;
  place: string;
  remote: boolean;
  kind: OpenRole['kind'];
  description: string;
  apply: OpenRole['apply'];
  apply_url: string | null;
  topics: string[];
  pinned: boolean;
  created_at: Date | string;
  renewed_at: Date | string | null;
  expires_at: Date | string;
  closed_at: Date | string | null;
  removed_at: Date | string | null;
  removed_reason: string | null;
  interested: boolean;
};

/** The columns of RoleRow, from `open_roles r` joined to its poster `poster`. */
export const roleColumns = (me: string | null) => sql`r.id, r.poster_id,
  btrim(poster.first_name || ' ' || poster.last_name) as poster_name, r.title, r.company, r.place, r.remote, r.kind,
  r.description, r.apply, r.apply_url, r.topics, r.pinned, r.created_at, r.renewed_at, r.expires_at, r.closed_at,
  r.removed_at, r.removed_reason,
  ${me ? sql`exists (select 1 from open_role_interests i where i.role_id = r.id and i.member_id = ${me})` : sql`false`} as interested`;

const iso = (value: Date | string) => new Date(value).toISOString();

function stateOf(row: RoleRow, now: Date): OpenRole['state'] {
  if (row.removed_at) return 'removed';
  if (row.closed_at) return 'closed';
  return new Date(row.expires_at).getTime() > now.getTime() ? 'open' : 'expired';
}

export function toRole(
  caller: Caller,
  me: string | null,
  row: RoleRow,
  now: Date,
  interests: Map<string, RoleInterest[]>,
): OpenRole {
  const mine = row.poster_id === me;
  const mayKnow = mine || isOrganiser(caller);
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    place: row.place,
    remote: row.remote,
    kind: row.kind,
    description: row.description,
    apply: row.apply,
    applyUrl: row.apply === 'link' ? row.apply_url : null,
    topics: row.topics,
    poster: { id: row.poster_id, name: row.poster_name },
    mine,
    pinned: row.pinned,
    createdAt: iso(row.created_at),
    renewedAt: row.renewed_at ? iso(row.renewed_at) : null,
    expiresAt: iso(row.expires_at),
    state: stateOf(row, now),
    removedReason: mayKnow ? row.removed_reason : null,
    interested: row.interested,
    interests: mayKnow ? (interests.get(row.id) ?? []) : [],
  };
}

/** Who said they are interested in each of `roleIds` (read only for the roles whose poster or organiser asks). */
export async function readInterests(db: Writer, roleIds: string[]): Promise<Map<string, RoleInterest[]>> {
  const byRole = new Map<string, RoleInterest[]>();
  if (roleIds.length === 0) return byRole;
  const rows = rowsOf<{ role_id: string; member_id: string; name: string; request_id: string | null; created_at: Date | string }>(
    await db.execute(sql`
      select i.role_id, i.member_id, btrim(m.first_name || ' ' || m.last_name) as name, i.request_id, i.created_at
      from open_role_interests i join attendees m on m.id = i.member_id
      where i.role_id = any(${sql.param(roleIds)}::uuid[])
      order by i.created_at desc`),
  );
  for (const row of rows) {
    const list = byRole.get(row.role_id) ?? [];
    list.push({ member: { id: row.member_id, name: row.name }, at: iso(row.created_at), requestId: row.request_id });
    byRole.set(row.role_id, list);
  }
  return byRole;
}

/** The role `id` if the caller may see it, else a 404. */
export async function findRole(db: Writer, caller: Caller, me: string | null, id: string, now: Date): Promise<RoleRow> {
  const [row] = rowsOf<RoleRow>(
    await db.execute(sql`
      select ${roleColumns(me)} from open_roles r join attendees poster on poster.id = r.poster_id
      where r.id = ${id} and ${visibleRole(caller, me, now)}`),
  );
  if (!row) throw notFound(T.roleNotFound);
  return row;
}

/** The role as the caller sees it now, with its interests when they may know them. */
export async function readRoleAs(db: Writer, caller: Caller, id: string, now: Date): Promise<OpenRole> {
  const me = caller.attendee?.id ?? null;
  const row = await findRole(db, caller, me, id, now);
  const mayKnow = row.poster_id === me || isOrganiser(caller);
  return toRole(caller, me, row, now, mayKnow ? await readInterests(db, [row.id]) : new Map());
}
