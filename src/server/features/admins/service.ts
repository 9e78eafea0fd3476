// Administrators come from a bootstrap command, never from sign-up (NOTES.md).
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createAdministratorSchema } from '../../../common/contracts/setup';
import { normalizeEmail } from '../../../common/names';
import { createCredentialAccount, hashPassword } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { adminUsers, attendees, users } from '../../db/schema';
import { parseInput } from '../../http/validation';

export type CreateAdministratorResult = { userId: string; email: string; outcome: 'created' | 'promoted' | 'unchanged' };

/** Creates an administrator account, or promotes an existing account. Running it twice is harmless. */
export async function createAdministrator(
  { db, auth }: { db: Database; auth: Auth },
  input: z.input<typeof createAdministratorSchema>,
): Promise<CreateAdministratorResult> {
  const { email: rawEmail, password, firstName, lastName } = parseInput(createAdministratorSchema, input);
  const email = normalizeEmail(rawEmail);
  const names = {
    firstName: firstName || email.split('@')[0],
    lastName: lastName || 'Admin',
  };

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  // Hashing is slow: done before the transaction, which on the embedded database holds the only connection.
  const passwordHash = existing ? undefined : await hashPassword(auth, password);
  let outcome: CreateAdministratorResult['outcome'] = existing ? 'promoted' : 'created';
  // The account, its administrator row and its member profile: all of them, or none.
  const userId = await db.transaction(async (tx) => {
    const id =
      existing?.id ??
      (
        await createCredentialAccount(auth, tx, {
          email,
          passwordHash: passwordHash!,
          name: `${names.firstName} ${names.lastName}`,
          accessLinkSignUp: false,
        })
      ).userId;
    const inserted = await tx.insert(adminUsers).values({ userId: id }).onConflictDoNothing().returning();
    if (outcome === 'promoted' && inserted.length === 0) outcome = 'unchanged';
    const [attendee] = await tx
      .select()
      .from(attendees)
      .where(sql`lower(${attendees.email}) = ${email}`)
      .limit(1);
    if (attendee) {
      await tx.update(attendees).set({ userId: id, onboardingCompleted: true }).where(eq(attendees.id, attendee.id));
    } else {
      await tx.insert(attendees).values({ userId: id, email, ...names, onboardingCompleted: true });
    }
    return id;
  });
  return { userId, email, outcome };
}
