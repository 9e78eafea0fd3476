// Account security (issue 37, decision 060): the caller's signed-in devices, and the organisers' two-factor
// requirement and reset. Ending a session is deleting its row: the database's triggers tell every app
// server (decision 024), so a device signed out here is signed out everywhere at once.
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TwoFactorRequiredFor } from '../../../common/caller';
import {
  SECURITY_MESSAGES as M,
  type DeviceSessionList,
  type SignedOut,
  type TwoFactorRequirement,
  type TwoFactorRequirementSaved,
} from '../../../common/contracts/security';
import { paths } from '../../../common/routes';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { SignedInCaller } from '../../auth/caller';
import { describeDevice } from '../../auth/devices';
import { readTwoFactorRequirement } from '../../auth/two-factor-requirement';
import type { Database } from '../../db/client';
import { communitySettings, passkeys, sessions, twoFactors, users } from '../../db/schema';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import { badRequest, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/delivery';
import { twoFactorResetEmail } from './emails';

export type SecurityDeps = { db: Database; now: () => Date; config: Config; mailer: Mailer; afterAnswer: AfterAnswer };

const REQUIREMENT_LABELS: Record<TwoFactorRequiredFor, string> = {
  nobody: 'Nobody',
  administrators: 'Administrators',
  everyone: 'Everyone',
};

export async function listDeviceSessions({ db, now }: SecurityDeps, caller: SignedInCaller): Promise<DeviceSessionList> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      place: sessions.place,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, caller.userId), gt(sessions.expiresAt, now())))
    .orderBy(desc(sql`${sessions.id} = ${caller.sessionId}`), desc(sessions.updatedAt), desc(sessions.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      place: row.place,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === caller.sessionId,
    })),
  };
}

export async function signOutDeviceSession({ db }: SecurityDeps, caller: SignedInCaller, sessionId: string): Promise<SignedOut> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, caller.userId)))
    .returning({ userAgent: sessions.userAgent });
  if (!ended) throw notFound(M.sessionNotFound);
  return { message: M.signedOutOne(describeDevice(ended.userAgent)), signedOut: 1 };
}

export async function signOutOtherDeviceSessions({ db }: SecurityDeps, caller: SignedInCaller): Promise<SignedOut> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, caller.userId), ne(sessions.id, caller.sessionId)))
    .returning({ id: sessions.id });
  return { message: M.signedOutOthers(ended.length), signedOut: ended.length };
}

export async function getTwoFactorRequirement({ db }: SecurityDeps): Promise<TwoFactorRequirement> {
  return { requiredFor: await readTwoFactorRequirement(db) };
}

export async function setTwoFactorRequirement(
  { db, now }: SecurityDeps,
  actor: AuditActor,
  requiredFor: TwoFactorRequiredFor,
): Promise<TwoFactorRequirementSaved> {
  const at = now();
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(communitySettings).where(eq(communitySettings.id, 1)).for('update');
    const before = (row?.twoFactorRequiredFor ?? 'nobody') as TwoFactorRequiredFor;
    if (before === requiredFor) return before;
    await tx
      .insert(communitySettings)
      .values({ id: 1, twoFactorRequiredFor: requiredFor, updatedAt: at })
      .onConflictDoUpdate({ target: communitySettings.id, set: { twoFactorRequiredFor: requiredFor, updatedAt: at } });
    await recordAudit(tx, {
      actor,
      action: 'security.two-factor-requirement',
      subject: 'Two-factor sign-in',
      changes: [changeOf('Required of', REQUIREMENT_LABELS[before], REQUIREMENT_LABELS[requiredFor])],
      at,
    });
    return before;
  });
  const changed = previous !== requiredFor;
  return { message: changed ? M.requirementSaved[requiredFor] : M.requirementUnchanged, changed, requiredFor };
}

/** The organisers' way back in for a member who lost their device (decision 060). */
export async function resetMemberTwoFactor(
  deps: SecurityDeps,
  actor: AuditActor,
  input: { email: string; reason?: string },
): Promise<{ message: string }> {
  const { db, now, config, mailer, afterAnswer } = deps;
  const at = now();
  const [user] = await db
    .select({ id: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  if (!user) throw notFound(M.accountNotFound);
  if (user.id === actor.userId) throw badRequest(M.resetSelf, 'SELF_RESET');
  await db.transaction(async (tx) => {
    const removedKeys = await tx.delete(passkeys).where(eq(passkeys.userId, user.id)).returning({ id: passkeys.id });
    const removedApps = await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id)).returning({ id: twoFactors.id });
    if (!user.twoFactorEnabled && removedKeys.length === 0 && removedApps.length === 0) {
      throw badRequest(M.notEnabled(user.email), 'NOT_ENABLED');
    }
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: at }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(tx, {
      actor,
      action: 'security.two-factor-reset',
      targetEmail: user.email,
      reason: input.reason ?? null,
      changes: [changeOf('Two-factor sign-in', user.twoFactorEnabled ? 'On' : 'Off', 'Off')],
      details: { passkeysRemoved: removedKeys.length },
      at,
    });
  });
  const email = twoFactorResetEmail(config.brand, user.email, `${config.publicBaseUrl}${paths.securitySettings()}`);
  afterAnswer.run('two-factor reset email', () => mailer.send(email));
  return { message: M.reset(user.email) };
}
