// One-time sign-up links. Opening a link only checks it; the link is spent when the account is created
// (NOTES.md), by one conditional UPDATE that exactly one of any number of simultaneous requests wins.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AccessLinkSignUp, AccessLinkVerification } from '../../../common/contracts/access-links';
import { MAGIC_LINK_ADMIN_MESSAGES as ADMIN, MAGIC_LINK_SIGNUP_MESSAGES as M } from '../../../common/messages';
import { isRealName, normalizeEmail } from '../../../common/names';
import { createCredentialAccount } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { accounts, attendees, magicLinkRequests, users } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { isDatabaseUnavailable } from '../../http/database-errors';

export type AccessLinkDeps = { db: Database; auth: Auth; now: () => Date };

const gone = (message: string, code: string) => new HttpError(410, code, message);

async function findRequestByToken(db: Database, token: string) {
  const [request] = await db.select().from(magicLinkRequests).where(eq(magicLinkRequests.token, token)).limit(1);
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

/** Claims the link atomically: only one caller gets the row back. */
async function claimLink(db: Database, token: string, now: Date) {
  const [claimed] = await db
    .update(magicLinkRequests)
    .set({ used: true, updatedAt: now })
    .where(
      and(
        eq(magicLinkRequests.token, token),
        eq(magicLinkRequests.approved, true),
        eq(magicLinkRequests.used, false),
        sql`${magicLinkRequests.status} <> 'signed_up'`,
        gt(magicLinkRequests.expiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

async function releaseLink(db: Database, id: string) {
  await db.update(magicLinkRequests).set({ used: false }).where(eq(magicLinkRequests.id, id));
}

async function existingCredentialUser(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, password: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

/**
 * Creates the account of an approved access request (spec 4.3 sign-up flow): the attendee is created
 * or updated as onboarded, and the request becomes signed_up. Answers 410 for a spent or expired link.
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

  const claimed = await claimLink(db, token, now);
  if (!claimed) throw gone(ADMIN.invalidOrExpired, 'INVALID_LINK');
  const email = normalizeEmail(claimed.email);

  let createdUserId: string | undefined;
  try {
    const existing = await existingCredentialUser(db, email);
    let userId: string;
    if (existing) {
      // Spec 4.3: the account exists already; the given password must be its password.
      const context = await auth.$context;
      const matches = existing.password ? await context.password.verify({ hash: existing.password, password: input.password }) : false;
      if (!matches) throw conflict(M.existsDifferentPassword, 'ACCOUNT_EXISTS');
      userId = existing.id;
    } else {
      const created = await createCredentialAccount(auth, {
        email,
        password: input.password,
        name: `${firstName} ${lastName}`,
        magicLinkSignup: true,
      });
      userId = created.userId;
      createdUserId = created.userId;
    }

    await db.transaction(async (tx) => {
      const [attendee] = await tx
        .select({ id: attendees.id })
        .from(attendees)
        .where(sql`lower(${attendees.email}) = ${email}`)
        .limit(1);
      if (attendee) {
        await tx
          .update(attendees)
          .set({ userId, firstName, lastName, onboardingCompleted: true, updatedAt: now })
          .where(eq(attendees.id, attendee.id));
      } else {
        await tx.insert(attendees).values({ userId, email, firstName, lastName, onboardingCompleted: true });
      }
      await tx
        .update(magicLinkRequests)
        .set({ status: 'signed_up', completedAt: now, updatedAt: now })
        .where(eq(magicLinkRequests.id, claimed.id));
    });
    return { success: true, message: M.created, email };
  } catch (error) {
    // Leave nothing half-written: the account made here goes, and the link can be used again.
    if (createdUserId) await db.delete(users).where(eq(users.id, createdUserId));
    await releaseLink(db, claimed.id);
    // The database being down is answered 503 (app.ts), not as a failed sign-up.
    if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
    console.error('[access-links] sign-up failed', error);
    throw new HttpError(500, 'SIGN_UP_FAILED', M.createAccountFailed);
  }
}
