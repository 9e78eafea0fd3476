// One middleware resolves who is calling, once per request; handlers guard themselves with
// requireSignedIn / requireMember / requireAdmin, which throw the right 401 or 403.
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { CallerKind } from '../../common/caller';
import { GENERAL_MESSAGES } from '../../common/messages';
import type { Database } from '../db/client';
import { adminUsers, attendees, endedSessions, users } from '../db/schema';
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
export type AppEnv = { Variables: { caller: Caller } };

export async function resolveCaller(db: Database, auth: Auth, headers: Headers): Promise<Caller> {
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

export function callerMiddleware(db: Database, auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('caller', await resolveCaller(db, auth, c.req.raw.headers));
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
