// The member dashboard's onboarding check and name modal (spec 4.4). A signed-in account whose member
// row is not onboarded is kept out of the member area until one of these marks it onboarded.
import { eq } from 'drizzle-orm';
import { MAX_NAME_LENGTH } from '../../../common/contracts/ask';
import type { OnboardingStatus } from '../../../common/contracts/profile';
import { canUseMemberArea } from '../../../common/caller';
import { PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { isRealName, splitFullName } from '../../../common/names';
import type { SignedInCaller } from '../../auth/caller';
import { findOnboardingEvidence, recordOnboardingConversation } from '../../auth/onboarding-history';
import type { Database } from '../../db/client';
import { attendees, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { componentLog } from '../../log/logger';

const log = componentLog('onboarding');

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PendingAttendee = NonNullable<SignedInCaller['attendee']>;

export const ONBOARDED: OnboardingStatus = { onboarded: true, needsName: false };
const NEEDS_NAME: OnboardingStatus = { onboarded: false, needsName: true };

/**
 * The member row still to be onboarded, or null when the caller is past onboarding (members and
 * administrators). An account without a member row is told to sign in again (spec 8).
 */
export function attendeeToOnboard(caller: SignedInCaller): PendingAttendee | null {
  if (canUseMemberArea(caller.kind)) return null;
  if (!caller.attendee) throw notFound(PROFILE_MESSAGES.userNotFound);
  return caller.attendee;
}

async function markOnboarded(
  db: Database | Transaction,
  attendeeId: string,
  names: { firstName: string; lastName: string } | null,
  now: Date,
) {
  const [row] = await db
    .update(attendees)
    .set({ ...names, onboardingCompleted: true, updatedAt: now })
    .where(eq(attendees.id, attendeeId))
    .returning({ id: attendees.id });
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
}

/**
 * POST /api/onboarding/check. Real names mark the member onboarded silently; otherwise a past
 * conversation does (its full name, split at the first space, becomes the member's name); otherwise the
 * dashboard asks for the name.
 */
export async function checkOnboarding(db: Database, caller: SignedInCaller, now: Date): Promise<OnboardingStatus> {
  const attendee = attendeeToOnboard(caller);
  if (!attendee) return ONBOARDED;
  if (isRealName(attendee.firstName) && isRealName(attendee.lastName)) {
    await markOnboarded(db, attendee.id, null, now);
    return ONBOARDED;
  }
  const evidence = await findOnboardingEvidence(db, caller);
  if (!evidence.qualifies) return NEEDS_NAME;
  await markOnboarded(db, attendee.id, evidence.named ? splitFullName(evidence.named) : null, now);
  return ONBOARDED;
}

/**
 * POST /api/onboarding: the name modal. Saves the names (the member row and the account's name), marks
 * the member onboarded, then records the onboarding conversation; a failure there is only logged.
 */
export async function completeOnboarding(
  db: Database,
  caller: SignedInCaller,
  attendee: PendingAttendee,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<OnboardingStatus> {
  await db.transaction(async (tx) => {
    await markOnboarded(tx, attendee.id, names, now);
    await tx
      .update(users)
      .set({ name: `${names.firstName} ${names.lastName}`, updatedAt: now })
      .where(eq(users.id, caller.userId));
  });
  try {
    await recordOnboardingConversation(db, caller, `${names.firstName} ${names.lastName}`.slice(0, MAX_NAME_LENGTH), now);
  } catch (error) {
    log.error(`could not record the onboarding conversation of ${caller.email}: ${(error as Error).message}`);
  }
  return ONBOARDED;
}
