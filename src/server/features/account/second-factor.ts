// The second factor a deletion asks for when two-factor is on (issue 37, decision 059).
//
// Two-factor is Better Auth's twoFactor plugin (decision 060), always installed: it keeps
// `users.two_factor_enabled`, and the code is checked by the plugin's own `verifyTOTP` for the caller's session.
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Whether the account signs in with a second factor. */
export async function isSecondFactorOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on === true;
}

/** Whether `code` is the authenticator's current code for the account signed in with `headers`. The plugin's
 * refusal (a wrong code, no authenticator) is a no, whatever its words; anything else (the database down) is
 * not the member's doing and goes on up. */
export async function verifySecondFactor(auth: Pick<Auth, 'api'>, headers: Headers, code: string): Promise<boolean> {
  try {
    await auth.api.verifyTOTP({ body: { code }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}
