// One middleware resolves who is calling, once per request; handlers guard themselves with
// requireSignedIn / requireMember / requireAdmin, which throw the right 401 or 403.
import { and, eq, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { canUseMemberArea, type CallerKind } from '../../common/caller';
import { GENERAL_MESSAGES } from '../../common/messages';
import { queryRowArrays, type Database, type NamedStatement } from '../db/client';
import { adminUsers, attendees, endedSessions, sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import type { Auth } from './auth';
import type { SessionMemory } from './session-memory';
import { mustSetUpTwoFactor, twoFactorRequirementSql } from './two-factor-requirement';
import { loadSessionCookie, readySessionCookie, sessionTokenFrom, verifiedToken, type SessionCookie } from './session-cookie';

export type Caller =
  | { kind: 'visitor' }
  | {
      kind: Exclude<CallerKind, 'visitor'>;
      userId: string;
      email: string;
      name: string;
      sessionId: string;
      /** `archived`: the member row is archived (the product's delete): hidden from every other member. */
      attendee: { id: string; firstName: string; lastName: string; onboarded: boolean; archived: boolean } | null;
      /** Two-factor sign-in is on for the account (decision 060). */
      twoFactorEnabled?: boolean;
      /** The administrators require a second factor of this account and it has none yet (decision 060):
       * requireMember and requireAdmin refuse it with TWO_FACTOR_SETUP_REQUIRED until it has. */
      twoFactorSetupRequired?: boolean;
    };

export type SignedInCaller = Extract<Caller, { userId: string }>;
export type AppEnv = { Variables: { caller: Caller; callerExtra?: unknown } };

/**
 * A value one route needs about its caller, read in the same query as the live session (the fast path
 * below), so the route needs no query of its own: the members' 30-second poll. A feature declares it with
 * its route's method and path (as the browser calls it, from the route tables in src/common) and app.ts
 * hands it to callerMiddleware. `select` is a scalar SQL expression over the caller's `users` row; the
 * route finds the value in c.get('callerExtra') and must compute it itself when it is absent (any request
 * the fast path does not answer).
 */
export type CallerExtra = {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Names its prepared statement: unique among the extras. */
  name: string;
  select: (user: { id: typeof users.id; email: typeof users.email }) => SQL;
};

/** `memory`: sessions kept in memory while the notification channel works (decision 024); without it, the
 * database is read. */
export async function resolveCaller(db: Database, auth: Auth, headers: Headers, memory?: SessionMemory): Promise<Caller> {
  return (await resolveCallerWith(db, auth, headers, undefined, memory)).caller;
}

/**
 * The caller as the database has it now, and when its session expires (ms; null without a session), for
 * a re-check that must see the latest state and must not itself extend the session: a live stream's
 * (decision 023). A stream is not a use of its session, so its checks never make Better Auth's daily
 * refresh; otherwise an idle tab's stream would keep its session alive for as long as it stays open.
 */
export async function recheckCaller(
  db: Database,
  auth: Auth,
  headers: Headers,
): Promise<{ caller: Caller; expiresAtMs: number | null }> {
  const cookie = readySessionCookie(auth) ?? (await loadSessionCookie(auth));
  const token = verifiedToken(headers.get('cookie'), cookie);
  const fast = token ? await resolveLiveSession(db, cookie, token, undefined) : null;
  if (fast) return { caller: fast.caller, expiresAtMs: fast.expiresAtMs };
  return resolveCallerSlowly(db, auth, headers, { refresh: false });
}

async function resolveCallerWith(
  db: Database,
  auth: Auth,
  headers: Headers,
  extra?: CallerExtra,
  memory?: SessionMemory,
): Promise<{ caller: Caller; extra?: unknown }> {
  const cookie = readySessionCookie(auth) ?? (await loadSessionCookie(auth));
  const token = verifiedToken(headers.get('cookie'), cookie);
  if (token) {
    if (memory) {
      // A remembered session answers alone; a route's value with the session is then its own query.
      const nowMs = Date.now();
      const known = memory.recall(token, nowMs);
      if (known) return { caller: known };
      const ticket = memory.ticket();
      const fast = await resolveLiveSession(db, cookie, token, extra);
      if (fast) {
        memory.remember(token, fast.caller, fast.freshUntilMs, ticket, nowMs);
        return extra ? { caller: fast.caller, extra: fast.extra } : { caller: fast.caller };
      }
    } else {
      const fast = await resolveLiveSession(db, cookie, token, extra);
      if (fast) return extra ? { caller: fast.caller, extra: fast.extra } : { caller: fast.caller };
    }
  }
  return { caller: (await resolveCallerSlowly(db, auth, headers)).caller };
}

/** Better Auth's own session lookup (which makes the daily refresh unless `refresh` is false), then the
 * role and the member row. */
async function resolveCallerSlowly(
  db: Database,
  auth: Auth,
  headers: Headers,
  { refresh }: { refresh: boolean } = { refresh: true },
): Promise<{ caller: Caller; expiresAtMs: number | null }> {
  const session = await auth.api.getSession(refresh ? { headers } : { headers, query: { disableRefresh: true } });
  if (!session) return { caller: await resolveEndedSession(db, headers), expiresAtMs: null };
  // One query for the role and the member row, whatever the size of either table.
  const [row] = await db
    .select({
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${users.id})`,
      attendeeId: attendees.id,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      onboarded: attendees.onboardingCompleted,
      archived: attendees.archived,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorRequiredFor: twoFactorRequirementSql,
    })
    .from(users)
    .leftJoin(attendees, eq(attendees.userId, users.id))
    .where(eq(users.id, session.user.id))
    .limit(1);
  if (!row) return { caller: { kind: 'visitor' }, expiresAtMs: null };
  const admin = row.isAdmin;
  const attendee = row.attendeeId
    ? {
        id: row.attendeeId,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        onboarded: Boolean(row.onboarded),
        archived: Boolean(row.archived),
      }
    : null;
  const kind: CallerKind = session.user.banned
    ? 'deactivated'
    : admin
      ? 'admin'
      : attendee?.onboarded
        ? 'member'
        : 'not_onboarded';
  const caller: Caller = {
    kind,
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    sessionId: session.session.id,
    attendee,
    twoFactorEnabled: row.twoFactorEnabled,
    twoFactorSetupRequired: mustSetUpTwoFactor(row.twoFactorRequiredFor, admin, row.twoFactorEnabled),
  };
  return { caller, expiresAtMs: new Date(session.session.expiresAt).getTime() };
}

// ---------------------------------------------------------------------------------------------------
// The fast path: every signed-in page and the members' 30-second poll come here, so the common case — a
// validly signed cookie whose session is live and needs no refresh — is one query: the session, its
// account, the role and the member row together (bench/README.md measured the library's path at four).
// Anything else (no cookie, a bad signature, an unknown, expired or ended session, a session due for
// its daily refresh) goes through Better Auth's own getSession below, unchanged. The session row is read
// on every request, so signing out, a password reset or a ban ends access at once, as before.

/** The live-session query's one value, in the order of liveSessionStatement's fields. */
type LiveSessionRow = [
  sessionId: string,
  userId: string,
  email: string,
  name: string,
  banned: boolean | null,
  isAdmin: boolean,
  attendeeId: string | null,
  firstName: string | null,
  lastName: string | null,
  onboarded: boolean | null,
  archived: boolean | null,
  extra: unknown,
  expiresAtMs: number | string,
  twoFactorEnabled: boolean | null,
  twoFactorRequiredFor: string | null,
];

type LiveSessionStatement = NamedStatement & { values(token: string, freshUntil: string): unknown[] };
const liveSessionStatements = new WeakMap<Database, Map<string, LiveSessionStatement>>();

/**
 * The session, its account, the role and the member row in one statement, written once by the query
 * builder and then run with its rows as arrays (queryRowArrays), in the order of LiveSessionRow.
 */
function liveSessionStatement(db: Database, extra: CallerExtra | undefined): LiveSessionStatement {
  // One JSON array rather than eleven columns: the driver then parses one value instead of describing and
  // converting eleven fields on every request (bench/README.md).
  const fields = [
    sessions.id,
    users.id,
    users.email,
    users.name,
    users.banned,
    sql`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${users.id})`,
    attendees.id,
    attendees.firstName,
    attendees.lastName,
    attendees.onboardingCompleted,
    attendees.archived,
    extra ? extra.select({ id: users.id, email: users.email }) : sql`null`,
    sql`floor(extract(epoch from ${sessions.expiresAt}) * 1000)::bigint`,
    users.twoFactorEnabled,
    twoFactorRequirementSql,
  ];
  const query = db
    .select({ row: sql`json_build_array(${sql.join(fields, sql`, `)})` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(attendees, eq(attendees.userId, users.id))
    // Live and not yet due for its refresh: any other session is Better Auth's to handle (resolveLiveSession).
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        sql`${sessions.expiresAt} > ${sql.placeholder('freshUntil')}::timestamptz`,
      ),
    )
    .limit(1)
    .toSQL();
  const params = query.params;
  return {
    name: extra ? `caller_live_session_${extra.name}` : 'caller_live_session',
    text: query.sql,
    values: (token, freshUntil) =>
      params.map((param) => (param instanceof Placeholder ? (param.name === 'token' ? token : freshUntil) : param)),
  };
}

async function resolveLiveSession(
  db: Database,
  cookie: SessionCookie,
  token: string,
  extra: CallerExtra | undefined,
): Promise<{ caller: SignedInCaller; extra?: unknown; freshUntilMs: number; expiresAtMs: number } | null> {
  let statements = liveSessionStatements.get(db);
  if (!statements) liveSessionStatements.set(db, (statements = new Map()));
  let statement = statements.get(extra?.name ?? '');
  if (!statement) statements.set(extra?.name ?? '', (statement = liveSessionStatement(db, extra)));
  // Better Auth's rule, on this server's clock: a session is due for its refresh once less than
  // expiresIn - updateAge of it is left, and an expired one is its to clean up. Either finds no row here.
  const now = Date.now();
  const refreshWindowMs = Math.max(0, cookie.expiresInMs - cookie.updateAgeMs);
  const freshUntil = new Date(now + refreshWindowMs).toISOString();
  const [found] = await queryRowArrays(db, statement, statement.values(token, freshUntil));
  if (!found) return null;
  const row = found[0] as LiveSessionRow;
  const [
    sessionId,
    userId,
    email,
    name,
    banned,
    isAdmin,
    attendeeId,
    firstName,
    lastName,
    onboarded,
    archived,
    extraValue,
    expiresAtMs,
    twoFactorEnabled,
    twoFactorRequiredFor,
  ] = row;
  const attendee = attendeeId
    ? {
        id: attendeeId,
        firstName: firstName ?? '',
        lastName: lastName ?? '',
        onboarded: Boolean(onboarded),
        archived: Boolean(archived),
      }
    : null;
  const kind: CallerKind = banned ? 'deactivated' : isAdmin ? 'admin' : attendee?.onboarded ? 'member' : 'not_onboarded';
  const caller: SignedInCaller = {
    kind,
    userId,
    email,
    name,
    sessionId,
    attendee,
    twoFactorEnabled: Boolean(twoFactorEnabled),
    twoFactorSetupRequired: mustSetUpTwoFactor(twoFactorRequiredFor, isAdmin, Boolean(twoFactorEnabled)),
  };
  return { caller, extra: extraValue, freshUntilMs: Number(expiresAtMs) - refreshWindowMs, expiresAtMs: Number(expiresAtMs) };
}

/** No live session: a browser holding a session a ban ended is 'deactivated', anyone else a visitor. */
async function resolveEndedSession(db: Database, headers: Headers): Promise<Caller> {
  const token = sessionTokenFrom(headers);
  if (!token) return { kind: 'visitor' };
  const [ended] = await db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(endedSessions)
    .innerJoin(users, eq(users.id, endedSessions.userId))
    .where(and(eq(endedSessions.token, token), eq(users.banned, true)))
    .limit(1);
  if (!ended) return { kind: 'visitor' };
  return { kind: 'deactivated', userId: ended.userId, email: ended.email, name: ended.name, sessionId: '', attendee: null };
}

/** `extras`: the values the features' routes read with the session, each for its own method and path.
 * `memory`: sessions from memory (decision 024), on an app server that runs live delivery. */
export function callerMiddleware(
  db: Database,
  auth: Auth,
  extras: readonly CallerExtra[] = [],
  memory?: SessionMemory,
): MiddlewareHandler<AppEnv> {
  const byRoute = new Map<string, CallerExtra>();
  for (const extra of extras) {
    const route = `${extra.method} ${extra.path}`;
    if (byRoute.has(route) || extras.some((other) => other !== extra && other.name === extra.name)) {
      throw new Error(`two session reads for ${route} or named ${extra.name}`);
    }
    byRoute.set(route, extra);
  }
  return async (c, next) => {
    const resolved = await resolveCallerWith(db, auth, c.req.raw.headers, byRoute.get(`${c.req.method} ${c.req.path}`), memory);
    c.set('caller', resolved.caller);
    if (resolved.extra !== undefined) c.set('callerExtra', resolved.extra);
    await next();
  };
}

/** Any signed-in account that is not deactivated, onboarded or not. */
export function requireSignedIn(c: Context<AppEnv>): SignedInCaller {
  const caller = c.get('caller');
  if (caller.kind === 'visitor') throw unauthorized(GENERAL_MESSAGES.signInRequired);
  if (caller.kind === 'deactivated') throw forbidden(GENERAL_MESSAGES.deactivated, 'BANNED_USER');
  return caller;
}

/** An onboarded member; administrators may use the member area too. */
export function requireMember(c: Context<AppEnv>): SignedInCaller {
  const caller = requireSignedIn(c);
  if (!canUseMemberArea(caller.kind)) throw forbidden(GENERAL_MESSAGES.membersOnly, 'NOT_ONBOARDED');
  requireTwoFactorSetUp(caller);
  return caller;
}

/**
 * A member whom other members can see: for anything that reaches another member (a request, an
 * acceptance) or holds a shared resource (a seat). An archived member keeps their session and may still
 * read and ask the team, but others can no longer see them, so nothing of theirs may reach anyone else.
 * (A deactivated member's sessions end with the ban: requireSignedIn refuses what they still hold.)
 */
export function requireShownMember(c: Context<AppEnv>): SignedInCaller {
  const caller = requireMember(c);
  if (caller.attendee?.archived) throw forbidden(GENERAL_MESSAGES.archivedMember, 'ARCHIVED_MEMBER');
  return caller;
}

export function requireAdmin(c: Context<AppEnv>): SignedInCaller {
  const caller = requireSignedIn(c);
  if (caller.kind !== 'admin') throw forbidden(GENERAL_MESSAGES.adminOnly, 'ADMIN_ONLY');
  requireTwoFactorSetUp(caller);
  return caller;
}

/** An organiser: an administrator's account (whether or not it also has a member profile). */
export const isOrganiser = (caller: Pick<SignedInCaller, 'kind'>) => caller.kind === 'admin';

/** The caller's member row, for what only a member does; an account without one (an organiser who never made
 * a profile) is refused with 403 NO_PROFILE and the feature's own `message`. */
export function memberIdOf(caller: Pick<SignedInCaller, 'attendee'>, message: string): string {
  if (!caller.attendee) throw forbidden(message, 'NO_PROFILE');
  return caller.attendee.id;
}

/** An account the administrators require a second factor of may only set one up until it has (decision 060). */
function requireTwoFactorSetUp(caller: SignedInCaller) {
  if (caller.twoFactorSetupRequired) throw forbidden(GENERAL_MESSAGES.twoFactorSetupRequired, 'TWO_FACTOR_SETUP_REQUIRED');
}
