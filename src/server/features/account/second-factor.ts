// The second factor a deletion asks for when two-factor is on (issue 37, decision 059).
//
// Two-factor is Better Auth's twoFactor plugin (decision 060): it keeps `users.two_factor_enabled`, and the
// code is checked by the plugin's own `verifyTOTP` endpoint. Should the app ever run without that endpoint
// while an account has two-factor on, deletion is refused (it fails closed); second-factor.test.ts says
// what must hold.
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Whether the account signs in with a second factor. */
export async function isSecondFactorOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on === true;
}

type TotpVerifier = (input: { body: { code: string }; headers: Headers }) => Promise<unknown>;

/** Checks an authenticator code for the session in `headers`, with the two-factor plugin when the app has it. */
export async function verifySecondFactor(auth: Pick<Auth, 'api'>, headers: Headers, code: string): Promise<boolean> {
  const verify = (auth.api as unknown as { verifyTOTP?: TotpVerifier }).verifyTOTP;
  if (!verify) return false;
  try {
    await verify({ body: { code }, headers });
    return true;
  } catch {
    return false;
  }
}
