// One-time sign-up links. Opening a link only checks it; the link is spent when the account is created
// (NOTES.md), by one conditional UPDATE that exactly one of any number of simultaneous requests wins,
// in the same transaction as the account and the member it creates.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AccessLinkSignUp, AccessLinkVerification } from '../../../common/contracts/access-requests';
import {
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_LINK_SIGN_UP_MESSAGES as M,
} from '../../../common/contracts/access-requests';
import { isRealName, normalizeEmail } from '../../../common/names';
import { createCredentialAccount, hashPassword, verifyPassword } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { accounts, attendees, accessRequests, users } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { isDatabaseUnavailable, isUniqueViolation } from '../../http/database-errors';
import { componentLog } from '../../log/logger';

const accessLinksLog = componentLog('access-links');

export type AccessLinkDeps = { db: Database; auth: Auth; now: () => Date };

const gone = (message: string, code: string) => new HttpError(410, code, message);

async function findRequestByToken(db: Database, token: string) {
  const [request] = await db.select().from(accessRequests).where(eq(accessRequests.token, token)).limit(1);
  return request;
}

/** Why a token cannot be used, or undefined when it can. */
function linkProblem(request: Awaited<ReturnType<typeof findRequestByToken>>, now: Date): HttpError | undefined {
  if (!request || !request.approved || request.used || request.status === 'signed_up') {
    return gone(ADMIN.invalidOrExpired, 'INVALID_LINK');
  }
  if (!request.expiresAt || request.expiresAt <= now) return gone(ADMIN.expired, 'LINK_EXPIRED');
  return undefined;
}

export async function verifyAccessLink({ db, now }: AccessLinkDeps, token: string): Promise<AccessLinkVerification> {
  if (!token) throw badRequest(M.missingToken, 'MISSING_TOKEN');
  const request = await findRequestByToken(db, token);
  const problem = linkProblem(request, now());
  if (problem) throw problem;
  return {
    success: true,
    message: ADMIN.verified,
    email: request!.email,
    firstName: request!.firstName,
    lastName: request!.lastName,
  };
}

/**
 * Claims the link in `tx`: one conditional UPDATE, so of any number of simultaneous sign-ups exactly one
 * gets the row back (the others wait for its transaction and then find the link used). A rollback frees it.
 */
async function claimLink(tx: Database, token: string, now: Date) {
  const [claimed] = await tx
    .update(accessRequests)
    .set({ used: true, status: 'signed_up', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(accessRequests.token, token),
        eq(accessRequests.approved, true),
        eq(accessRequests.used, false),
        sql`${accessRequests.status} <> 'signed_up'`,
        gt(accessRequests.expiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

async function findCredentialUser(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, password: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

/** The account to use: the existing one when the password is its password (spec 4.3), or a new one's hash. */
async function resolveAccount(deps: AccessLinkDeps, email: string, password: string) {
  const existing = await findCredentialUser(deps.db, email);
  if (!existing) return { passwordHash: await hashPassword(deps.auth, password) };
  const matches = existing.password ? await verifyPassword(deps.auth, existing.password, password) : false;
  if (!matches) throw conflict(M.existsDifferentPassword, 'ACCOUNT_EXISTS');
  return { userId: existing.id };
}

async function saveMemberProfile(
  tx: Database,
  userId: string,
  member: { email: string; firstName: string; lastName: string },
  now: Date,
) {
  const [attendee] = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(sql`lower(${attendees.email}) = ${member.email}`)
    .limit(1);
  if (attendee) {
    await tx
      .update(attendees)
      .set({ userId, firstName: member.firstName, lastName: member.lastName, onboardingCompleted: true, updatedAt: now })
      .where(eq(attendees.id, attendee.id));
  } else {
    await tx.insert(attendees).values({ userId, ...member, onboardingCompleted: true });
  }
}

/**
 * Creates the account of an approved access request (spec 4.3 sign-up flow): the attendee is created
 * or updated as onboarded, and the request becomes signed_up. Answers 410 for a spent or expired link.
 * The link, the account and the member are written in one transaction: all of them, or none.
 */
export async function signUpWithAccessLink(deps: AccessLinkDeps, token: string, input: AccessLinkSignUp) {
  const { db, auth } = deps;
  const now = deps.now();
  const request = await findRequestByToken(db, token);
  const problem = linkProblem(request, now);
  if (problem) throw problem;

  const firstName = isRealName(request!.firstName) ? request!.firstName! : (input.firstName ?? '').trim();
  const lastName = isRealName(request!.lastName) ? request!.lastName! : (input.lastName ?? '').trim();
  if (!firstName || !lastName) throw badRequest(M.namesRequired, 'NAMES_REQUIRED');
  const email = normalizeEmail(request!.email);
  const account = await resolveAccount(deps, email, input.password);

  try {
    await db.transaction(async (tx) => {
      if (!(await claimLink(tx, token, now))) throw gone(ADMIN.invalidOrExpired, 'INVALID_LINK');
      const userId =
        account.userId ??
        (
          await createCredentialAccount(auth, tx, {
            email,
            passwordHash: account.passwordHash!,
            name: `${firstName} ${lastName}`,
            accessLinkSignUp: true,
          })
        ).userId;
      await saveMemberProfile(tx, userId, { email, firstName, lastName }, now);
    });
    return { success: true as const, message: M.created, email };
  } catch (error) {
    // The database being down is answered 503 (app.ts), not as a failed sign-up.
    if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
    // Another sign-up for the same email (a second link for it) made the account or member first.
    if (isUniqueViolation(error)) throw conflict(M.alreadyRegistered, 'ACCOUNT_EXISTS');
    accessLinksLog.error({ err: error }, 'sign-up failed');
    throw new HttpError(500, 'SIGN_UP_FAILED', M.createAccountFailed);
  }
}
