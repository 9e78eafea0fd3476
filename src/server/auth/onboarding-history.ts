// Onboarding by the Ask history (spec 4.2 branch 4, spec 4.4): the sign-in decision and the member
// dashboard's onboarding check both let an account through on its past conversations, and the name modal
// records an onboarding entry in that history. Kept here, below the features, because the sign-in
// decision (auth) and the onboarding feature both use it, and the conversations feature's tests make
// onboarding entries with it to show they are never questions.
import { desc, eq, or, sql } from 'drizzle-orm';
import { ASK_MESSAGES as M, MAX_NAME_LENGTH } from '../../common/contracts/ask';
import { isValidFullName, normalizeEmail } from '../../common/names';
import type { Database } from '../db/client';
import { conversations } from '../db/schema';
import { badRequest } from '../http/errors';

type Account = { userId: string; email: string };
export type OnboardingConversation = typeof conversations.$inferSelect;

/** The account's past conversations (by account or email, newest first): any finished one, or a real full name, qualifies. */
export async function findOnboardingEvidence(db: Database, account: Account) {
  const rows = await db
    .select({ name: conversations.name, step: conversations.step })
    .from(conversations)
    .where(or(eq(conversations.userId, account.userId), sql`lower(${conversations.email}) = ${normalizeEmail(account.email)}`))
    .orderBy(desc(conversations.timestamp))
    .limit(50);
  const named = rows.find((row) => isValidFullName(row.name))?.name ?? null;
  const finished = rows.some((row) => row.step === 'name_completed' || row.step === 'complete');
  return { named, qualifies: Boolean(named) || finished };
}

/** The onboarding modal's entry (spec 4.4): step name_completed, never in the administrators' lists. */
export async function recordOnboardingConversation(
  db: Database,
  account: Account,
  name: string,
  now: Date = new Date(),
): Promise<OnboardingConversation> {
  const value = name.trim();
  if (!value) throw badRequest(M.nameRequired, 'INVALID_INPUT');
  if (value.length > MAX_NAME_LENGTH) throw badRequest(M.nameTooLong, 'INVALID_INPUT');
  const [row] = await db
    .insert(conversations)
    .values({
      userId: account.userId,
      email: normalizeEmail(account.email),
      name: value,
      step: 'name_completed',
      status: 'pending',
      timestamp: now,
      questionsAndAnswers: [],
    })
    .returning();
  return row;
}
