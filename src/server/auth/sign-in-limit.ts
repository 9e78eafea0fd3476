// Password guesses against one account, from however many addresses: Better Auth's limiter counts per
// address (10 a minute), which a botnet spreads thin. This one counts per account, in request_limits, so
// every app server shares the count.
//
// Every password sign-in for the email counts when it starts (counted up front, atomically, so a burst
// of simultaneous guesses cannot slip past the limit), and a successful sign-in or a password reset forgets
// them: what remains are failures. After 10 in 15 minutes the account's password sign-in answers 429 until
// the window ends, even with the right password, or the 11th guess would simply be let through. The owner
// is held up by strangers' failures only that long, and not at all if they sign in with Google or reset
// their password by email, which ends the hold at once.
import { normalizeEmail } from '../../common/names';
import type { Database } from '../db/client';
import { consumeRateLimits, resetRateLimit } from '../http/rate-limit';

export const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };

const keyFor = (email: string) => `sign-in:account:${normalizeEmail(email)}`;

/** Counts one password sign-in for `email`; throws TooManyRequestsError when the account is held. */
export async function countAccountSignIn(db: Database, email: string, now: Date, enabled: boolean) {
  await consumeRateLimits(db, [{ key: keyFor(email), ...ACCOUNT_SIGN_IN_LIMIT }], now, enabled);
}

/** The owner proved who they are (the password, or a reset by email): earlier failures no longer count. */
export async function forgetAccountSignIns(db: Database, email: string) {
  await resetRateLimit(db, keyFor(email));
}
