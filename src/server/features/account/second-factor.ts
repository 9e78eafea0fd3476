// The second factor a deletion asks for when two-factor is on (issue 37, decision 059).
//
// SEAM: two-factor itself (Better Auth's twoFactor plugin) is being added beside this feature (issue 37,
// part 3). The plugin sets `users.two_factor_enabled`, which this branch's schema does not have yet, so
// `isSecondFactorOn` reads the column through to_jsonb (false while it does not exist), and the code is
// checked by the plugin's own `verifyTOTP` endpoint when the app has it. When two-factor is on and the app
// has no such endpoint, deletion is refused (it fails closed). Once the plugin is in, replace both with the
// typed column and the plugin's call; second-factor.test.ts says what must hold.
import { sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Whether the account signs in with a second factor. */
export async function isSecondFactorOn(db: Database, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ on: boolean | null }>(
    await db.execute(sql`select (to_jsonb(u) ->> 'two_factor_enabled')::boolean as on from users u where u.id = ${userId}`),
  );
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
