// 'Delete my account' (issue 37, decision 059). Confirmed with the password (or, for an account without one,
// a code emailed to it) and the second factor when it is on, the deletion waits 14 days: every session ends
// now, and signing in again before then cancels it (a trigger of migration 0033 marks it when a session is
// created, whichever way the member signs in). Its emails and the erasure itself are jobs of the queue
// (decision 021), each keyed by the request's time, so a cancelled or repeated request's jobs do nothing.
// An organiser can start the same for a member from the Members Log, or call it off (both audited).
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES as M,
  DELETION_CODE_MINUTES,
  DELETION_GRACE_DAYS,
  DELETION_REMINDER_DAYS,
  type DeletionScheduled,
  type DeletionStatus,
} from '../../../common/contracts/account';
import { normalizeEmail } from '../../../common/names';
import { paths } from '../../../common/routes';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { accountDeletionCodes, accountDeletions, accounts, adminUsers, attendees, sessions, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { once } from '../../jobs/once';
import type { JobHandle, Scheduler } from '../../jobs/scheduler';
import type { AccountDeps } from './deps';
import { deletionCancelledEmail, deletionCodeEmail, deletionReminderEmail, deletionScheduledEmail } from './emails';
import { eraseAccount } from './erase';
import { isSecondFactorOn, verifySecondFactor } from './second-factor';

/** Attempts to confirm a deletion one account may make: five in fifteen minutes. */
export const DELETION_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };

export const DELETION_EMAIL_JOB = 'account.deletion-email';
export const ERASE_ACCOUNT_JOB = 'account.erase';
const DAY_MS = 86_400_000;
const CODE_ATTEMPTS = 5;

type DeletionJob = { userId: string; requestedAt: string };
export type DeletionJobs = {
  email: JobHandle<DeletionJob & { kind: 'scheduled' | 'reminder' }>;
  erase: JobHandle<DeletionJob>;
};

const hashCode = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

/** A day as the member reads it, in the community's time zone: '12 December 2031'. */
const dayOf = (deps: AccountDeps, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: deps.config.timeZone }).format(at);

async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

export async function getDeletionStatus(deps: AccountDeps, caller: SignedInCaller): Promise<DeletionStatus> {
  return {
    hasPassword: (await passwordHashOf(deps.db, caller.userId)) !== null,
    secondFactor: await isSecondFactorOn(deps.db, caller.userId),
    email: caller.email,
  };
}

/** For an account without a password: a 6-digit code by email, valid 15 minutes; a new one replaces it. */
export async function sendDeletionCode(deps: AccountDeps, caller: SignedInCaller): Promise<{ message: string }> {
  if ((await passwordHashOf(deps.db, caller.userId)) !== null) throw badRequest(M.codeNotNeeded, 'HAS_PASSWORD');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(deps.now().getTime() + DELETION_CODE_MINUTES * 60_000);
  await deps.db
    .insert(accountDeletionCodes)
    .values({ userId: caller.userId, codeHash: hashCode(code), expiresAt, attempts: 0 })
    .onConflictDoUpdate({ target: accountDeletionCodes.userId, set: { codeHash: hashCode(code), expiresAt, attempts: 0 } });
  await deps.mailer.send(deletionCodeEmail(deps.config.brand, caller.email, code));
  return { message: M.codeSent(caller.email) };
}

/** Whether `code` is the account's live emailed code; a wrong one counts, and the fifth spends it. */
async function checkDeletionCode(deps: AccountDeps, userId: string, code: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletionCodes)
      .where(eq(accountDeletionCodes.userId, userId))
      .for('update')
      .limit(1);
    if (!row || row.expiresAt <= deps.now() || row.attempts >= CODE_ATTEMPTS) return false;
    if (row.codeHash === hashCode(code)) {
      await tx.delete(accountDeletionCodes).where(eq(accountDeletionCodes.userId, userId));
      return true;
    }
    await tx
      .update(accountDeletionCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(accountDeletionCodes.userId, userId));
    return false;
  });
}

type Confirmation = { password?: string; code?: string; secondFactorCode?: string };

/** The member's own request: confirmed, then scheduled. */
export async function scheduleOwnDeletion(
  deps: AccountDeps,
  jobs: DeletionJobs,
  caller: SignedInCaller,
  input: Confirmation,
  headers: Headers,
): Promise<DeletionScheduled> {
  // The password, the emailed code and the authenticator code are each a guess someone holding a session
  // could repeat: every attempt counts, right or wrong (issue 37's rule on second-factor attempts).
  await consumeRateLimits(
    deps.db,
    [{ key: `account-deletion:${caller.userId}`, ...DELETION_ATTEMPTS, message: M.tooManyAttempts }],
    deps.now(),
    deps.config.rateLimit,
  );
  const hash = await passwordHashOf(deps.db, caller.userId);
  if (hash !== null) {
    if (!input.password) throw badRequest(M.passwordRequired, 'PASSWORD_REQUIRED', { password: M.passwordRequired });
    const context = await deps.auth.$context;
    const matches = await context.password.verify({ hash, password: input.password });
    if (!matches) throw badRequest(M.passwordWrong, 'INVALID_PASSWORD', { password: M.passwordWrong });
  } else {
    if (!input.code) throw badRequest(M.codeRequired, 'CODE_REQUIRED', { code: M.codeRequired });
    if (!(await checkDeletionCode(deps, caller.userId, input.code)))
      throw badRequest(M.codeWrong, 'INVALID_CODE', { code: M.codeWrong });
  }
  if (await isSecondFactorOn(deps.db, caller.userId)) {
    if (!input.secondFactorCode)
      throw badRequest(M.secondFactorRequired, 'SECOND_FACTOR_REQUIRED', { secondFactorCode: M.secondFactorRequired });
    if (!(await verifySecondFactor(deps.auth, headers, input.secondFactorCode)))
      throw badRequest(M.secondFactorWrong, 'INVALID_SECOND_FACTOR', { secondFactorCode: M.secondFactorWrong });
  }
  const scheduled = await deps.db.transaction(async (tx) => {
    const started = await startDeletion(deps, tx, caller.userId, null);
    if (!started) throw conflict(M.alreadyScheduled, 'ALREADY_SCHEDULED');
    return started;
  });
  await queueDeletionJobs(jobs, caller.userId, scheduled);
  return { message: M.scheduled(dayOf(deps, scheduled.eraseAt)), eraseAt: scheduled.eraseAt.toISOString() };
}

/** The account an organiser names by its (normalized) email, and whether it is an organiser's; 404 without one. */
async function accountByEmail(db: Database, email: string): Promise<{ id: string; organiser: boolean }> {
  const [user] = await db
    .select({ id: users.id, organiser: sql<boolean>`exists (select 1 from ${adminUsers} x where x.user_id = ${users.id})` })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!user) throw notFound(M.memberNotFound);
  return user;
}

/** An organiser's request for a member, recorded in the Activity log. */
export async function scheduleMemberDeletion(
  deps: AccountDeps,
  jobs: DeletionJobs,
  actor: AuditActor,
  input: { email: string; reason?: string },
): Promise<DeletionScheduled> {
  const email = normalizeEmail(input.email);
  const user = await accountByEmail(deps.db, email);
  if (user.id === actor.userId) throw badRequest(M.deleteSelf, 'SELF_DELETE');
  if (user.organiser) throw badRequest(M.deleteOrganiser, 'ORGANISER');
  const outcome = await deps.db.transaction(async (tx) => {
    const started = await startDeletion(deps, tx, user.id, actor);
    if (!started) return null;
    await recordAudit(tx, {
      actor,
      action: 'member.delete_account',
      targetEmail: email,
      reason: input.reason ?? null,
      changes: [changeOf('Account', 'Active', `Deleted on ${started.eraseAt.toISOString().slice(0, 10)} unless they sign in`)],
      at: started.requestedAt,
    });
    return started;
  });
  if (!outcome) {
    const [waiting] = await deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id)).limit(1);
    return { message: M.memberAlreadyScheduled(email), eraseAt: waiting!.eraseAt.toISOString() };
  }
  await queueDeletionJobs(jobs, user.id, outcome);
  return { message: M.memberScheduled(email, dayOf(deps, outcome.eraseAt)), eraseAt: outcome.eraseAt.toISOString() };
}

/** An organiser calls off a member's waiting deletion, recorded in the Activity log, and the member is
 * emailed. Its queued emails and erasure find it cancelled and do nothing. */
export async function cancelMemberDeletion(
  deps: AccountDeps,
  actor: AuditActor,
  input: { email: string; reason?: string },
): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const user = await accountByEmail(deps.db, email);
  const cancelled = await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const [row] = await tx
      .update(accountDeletions)
      .set({ cancelledAt: at })
      .where(and(eq(accountDeletions.userId, user.id), isNull(accountDeletions.cancelledAt)))
      .returning({ eraseAt: accountDeletions.eraseAt });
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: 'member.cancel_delete_account',
      targetEmail: email,
      reason: input.reason ?? null,
      changes: [changeOf('Account', `Deleted on ${row.eraseAt.toISOString().slice(0, 10)} unless they sign in`, 'Active')],
      at,
    });
    return true;
  });
  if (!cancelled) throw conflict(M.memberNoDeletion(email), 'NOT_SCHEDULED');
  deps.afterAnswer.run('deletion cancelled email', async () => {
    const person = await recipientOf(deps.db, user.id);
    if (person) await deps.mailer.send(deletionCancelledEmail(deps.config.brand, person.email, signInDetails(deps, person)));
  });
  return { message: M.memberDeletionCancelled(email) };
}

/** Writes the waiting deletion and ends every session; null when one is already waiting. */
async function startDeletion(
  deps: AccountDeps,
  tx: Database,
  userId: string,
  organiser: AuditActor | null,
): Promise<{ requestedAt: Date; eraseAt: Date } | null> {
  const requestedAt = deps.now();
  const eraseAt = new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  const written = await tx
    .insert(accountDeletions)
    .values({
      userId,
      requestedAt,
      eraseAt,
      requestedByUserId: organiser?.userId ?? null,
      requestedByEmail: organiser?.email ?? null,
    })
    .onConflictDoUpdate({
      target: accountDeletions.userId,
      set: {
        requestedAt,
        eraseAt,
        requestedByUserId: organiser?.userId ?? null,
        requestedByEmail: organiser?.email ?? null,
        cancelledAt: null,
      },
      // A cancelled one is started again; a waiting one stays as it is.
      setWhere: sql`${accountDeletions.cancelledAt} is not null`,
    })
    .returning({ userId: accountDeletions.userId });
  if (written.length === 0) return null;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accountDeletionCodes).where(eq(accountDeletionCodes.userId, userId));
  return { requestedAt, eraseAt };
}

async function queueDeletionJobs(jobs: DeletionJobs, userId: string, scheduled: { requestedAt: Date; eraseAt: Date }) {
  const requestedAt = scheduled.requestedAt.toISOString();
  const key = `${userId}:${requestedAt}`;
  await jobs.email.schedule({ userId, requestedAt, kind: 'scheduled' }, { at: scheduled.requestedAt, key: `${key}:scheduled` });
  await jobs.email.schedule(
    { userId, requestedAt, kind: 'reminder' },
    { at: new Date(scheduled.eraseAt.getTime() - DELETION_REMINDER_DAYS * DAY_MS), key: `${key}:reminder` },
  );
  await jobs.erase.schedule({ userId, requestedAt }, { at: scheduled.eraseAt, key });
}

/** The deletion `job` was queued for, if it is still waiting (not cancelled by a sign-in, not requested again since). */
async function waitingDeletion(db: Database, job: DeletionJob) {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, job.userId)).limit(1);
  if (!row || row.cancelledAt || row.requestedAt.toISOString() !== job.requestedAt) return null;
  return row;
}

/** Who a deletion email goes to: the account's address, and the name it greets. */
async function recipientOf(db: Database, userId: string) {
  const [person] = await db
    .select({ email: users.email, name: users.name, firstName: attendees.firstName })
    .from(users)
    .leftJoin(attendees, eq(attendees.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return person;
}

const signInDetails = (deps: AccountDeps, person: { name: string; firstName: string | null }) => ({
  firstName: person.firstName || person.name.split(' ')[0] || person.name,
  signInUrl: `${deps.config.publicBaseUrl}${paths.login()}`,
});

async function sendDeletionEmail(deps: AccountDeps, job: DeletionJob & { kind: 'scheduled' | 'reminder' }) {
  const row = await waitingDeletion(deps.db, job);
  if (!row) return;
  const person = await recipientOf(deps.db, job.userId);
  if (!person) return;
  const details = { ...signInDetails(deps, person), date: dayOf(deps, row.eraseAt) };
  const mail =
    job.kind === 'scheduled'
      ? deletionScheduledEmail(deps.config.brand, person.email, { ...details, byOrganiser: row.requestedByUserId !== null })
      : deletionReminderEmail(deps.config.brand, person.email, details);
  await once(deps.db, `${DELETION_EMAIL_JOB}:${job.userId}:${job.requestedAt}:${job.kind}`, deps.now(), () =>
    deps.mailer.send(mail),
  );
}

async function eraseWhenDue(deps: AccountDeps, job: DeletionJob) {
  const row = await waitingDeletion(deps.db, job);
  if (!row || row.eraseAt > deps.now()) return;
  await eraseAccount(deps, row);
}

export function registerDeletionJobs(jobs: Scheduler, deps: AccountDeps): DeletionJobs {
  return {
    email: jobs.register<DeletionJob & { kind: 'scheduled' | 'reminder' }>({
      name: DELETION_EMAIL_JOB,
      run: async ({ data }) => sendDeletionEmail(deps, data),
    }),
    erase: jobs.register<DeletionJob>({ name: ERASE_ACCOUNT_JOB, run: async ({ data }) => eraseWhenDue(deps, data) }),
  };
}
