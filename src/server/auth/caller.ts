// One middleware resolves who is calling, once per request; handlers guard themselves with
// requireSignedIn / requireMember / requireAdmin, which throw the right 401 or 403.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { CallerKind } from '../../common/caller';
import { GENERAL_MESSAGES } from '../../common/messages';
import type { Database } from '../db/client';
import { adminUsers, attendees, endedSessions, sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import type { Auth } from './auth';

export type Caller =
  | { kind: 'visitor' }
  | {
      kind: Exclude<CallerKind, 'visitor'>;
      userId: string;
      email: string;
      name: string;
      sessionId: string;
      attendee: { id: string; firstName: string; lastName: string; onboarded: boolean } | null;
    };

export type SignedInCaller = Extract<Caller, { userId: string }>;
export type AppEnv = { Variables: { caller: Caller; callerExtra?: unknown } };

/**
 * A value a route needs about its caller, read in the same query as the live session (the fast path
 * below), so the route needs no query of its own: the members' 30-second poll. `select` is a scalar SQL
 * expression over the caller's `users` row; the route finds the value in c.get('callerExtra') and must
 * compute it itself when it is absent (any request the fast path does not answer).
 */
export type CallerExtra = { name: string; select: (user: { id: typeof users.id; email: typeof users.email }) => SQL };

export async function resolveCaller(db: Database, auth: Auth, headers: Headers): Promise<Caller> {
  return (await resolveCallerWith(db, auth, headers)).caller;
}

async function resolveCallerWith(db: Database, auth: Auth, headers: Headers, extra?: CallerExtra): Promise<{ caller: Caller; extra?: unknown }> {
  const fast = await resolveLiveSession(db, auth, headers, extra);
  if (fast) return fast;
  return { caller: await resolveCallerSlowly(db, auth, headers) };
}

/** Better Auth's own session lookup, then the role and the member row. */
async function resolveCallerSlowly(db: Database, auth: Auth, headers: Headers): Promise<Caller> {
  const session = await auth.api.getSession({ headers });
  if (!session) return resolveEndedSession(db, headers);
  // One query for the role and the member row, whatever the size of either table.
  const [row] = await db
    .select({
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${users.id})`,
      attendeeId: attendees.id,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      onboarded: attendees.onboardingCompleted,
    })
    .from(users)
    .leftJoin(attendees, eq(attendees.userId, users.id))
    .where(eq(users.id, session.user.id))
    .limit(1);
  if (!row) return { kind: 'visitor' };
  const admin = row.isAdmin;
  const attendee = row.attendeeId
    ? { id: row.attendeeId, firstName: row.firstName ?? '', lastName: row.lastName ?? '', onboarded: Boolean(row.onboarded) }
    : null;
  const kind: CallerKind = session.user.banned
    ? 'deactivated'
    : admin
      ? 'admin'
      : attendee?.onboarded
        ? 'member'
        : 'not_onboarded';
  return {
    kind,
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    sessionId: session.session.id,
    attendee,
  };
}

// ---------------------------------------------------------------------------------------------------
// The fast path: every signed-in page and the members' 30-second poll come here, so the common case — a
// validly signed cookie whose session is live and needs no refresh — is one query: the session, its
// account, the role and the member row together (bench/README.md measured the library's path at four).
// Anything else (no cookie, a bad signature, an unknown, expired or ended session, a session due for
// its daily refresh) goes through Better Auth's own getSession below, unchanged. The session row is read
// on every request, so signing out, a password reset or a ban ends access at once, as before.

type SessionCookie = { name: string; secret: string; expiresInMs: number; updateAgeMs: number };
const sessionCookies = new WeakMap<Auth, Promise<SessionCookie>>();

/** The session cookie's name and signing secret, as Better Auth itself uses them. */
function sessionCookieOf(auth: Auth): Promise<SessionCookie> {
  let found = sessionCookies.get(auth);
  if (!found) {
    found = auth.$context.then((context) => ({
      name: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    sessionCookies.set(auth, found);
  }
  return found;
}

/** The token of a session cookie whose signature is right (`<token>.<base64 HMAC-SHA256>`), else null. */
function verifiedToken(cookieHeader: string | null, cookie: SessionCookie): string | null {
  if (!cookieHeader) return null;
  let raw: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === cookie.name) {
      raw = part.slice(at + 1).trim();
      break;
    }
  }
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', cookie.secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

const liveSessionQueries = new WeakMap<Database, Map<string, ReturnType<typeof prepareLiveSession>>>();

function prepareLiveSession(db: Database, extra: CallerExtra | undefined) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      banned: users.banned,
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${users.id})`,
      attendeeId: attendees.id,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      onboarded: attendees.onboardingCompleted,
      extra: extra ? extra.select({ id: users.id, email: users.email }) : sql`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(attendees, eq(attendees.userId, users.id))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare(extra ? `caller_live_session_${extra.name}` : 'caller_live_session');
}

async function resolveLiveSession(
  db: Database,
  auth: Auth,
  headers: Headers,
  extra: CallerExtra | undefined,
): Promise<{ caller: Caller; extra?: unknown } | null> {
  const cookie = await sessionCookieOf(auth);
  const token = verifiedToken(headers.get('cookie'), cookie);
  if (!token) return null;
  let queries = liveSessionQueries.get(db);
  if (!queries) liveSessionQueries.set(db, (queries = new Map()));
  let query = queries.get(extra?.name ?? '');
  if (!query) queries.set(extra?.name ?? '', (query = prepareLiveSession(db, extra)));
  const [row] = await query.execute({ token });
  // Better Auth's clock and rule: expired sessions, and sessions due for their refresh, are its to handle.
  const now = Date.now();
  const expiresAt = row?.expiresAt.getTime() ?? 0;
  if (!row || expiresAt <= now || expiresAt - cookie.expiresInMs + cookie.updateAgeMs <= now) return null;
  const attendee = row.attendeeId
    ? { id: row.attendeeId, firstName: row.firstName ?? '', lastName: row.lastName ?? '', onboarded: Boolean(row.onboarded) }
    : null;
  const kind: CallerKind = row.banned
    ? 'deactivated'
    : row.isAdmin
      ? 'admin'
      : attendee?.onboarded
        ? 'member'
        : 'not_onboarded';
  const caller: Caller = { kind, userId: row.userId, email: row.email, name: row.name, sessionId: row.sessionId, attendee };
  return extra ? { caller, extra: row.extra } : { caller };
}

/** The session token in the cookie (`<prefix>.session_token=<token>.<signature>`), if any. */
function sessionTokenFrom(headers: Headers): string | undefined {
  const cookie = headers.get('cookie');
  const match = cookie?.match(/(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=([^;]+)/);
  if (!match) return undefined;
  const value = decodeURIComponent(match[1]);
  return value.slice(0, value.lastIndexOf('.')) || undefined;
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

/** `extras` names, by 'METHOD /path', the routes whose CallerExtra is read with the session. */
export function callerMiddleware(db: Database, auth: Auth, extras: Record<string, CallerExtra> = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const resolved = await resolveCallerWith(db, auth, c.req.raw.headers, extras[`${c.req.method} ${c.req.path}`]);
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
  if (caller.kind !== 'member' && caller.kind !== 'admin') throw forbidden(GENERAL_MESSAGES.membersOnly, 'NOT_ONBOARDED');
  return caller;
}

export function requireAdmin(c: Context<AppEnv>): SignedInCaller {
  const caller = requireSignedIn(c);
  if (caller.kind !== 'admin') throw forbidden(GENERAL_MESSAGES.adminOnly, 'ADMIN_ONLY');
  return caller;
}
