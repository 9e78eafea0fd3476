// The reset page's check of its link (spec 2.3: 'Reset link verified!' or 'Reset Link Invalid' as soon as
// it opens, not after the new password has been typed twice). Better Auth keeps a reset token as a
// verification value until the reset spends it; this only reads it, through the library's own adapter,
// so however the library stores the identifier the check finds what the reset would.
import type { PasswordResetCheck } from '../../../common/contracts/session';
import { PASSWORD_RESET_MESSAGES as M } from '../../../common/contracts/session';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { consumeRateLimits } from '../../http/rate-limit';

export type PasswordResetCheckDeps = { db: Database; auth: Auth; now: () => Date; rateLimit: boolean };

/** As many checks as Better Auth allows resets (auth.ts: 10 in 5 minutes per address): guessing tokens
 * here is no faster than guessing them at the reset itself. */
export const RESET_CHECK_LIMIT = { max: 10, windowSeconds: 300 } as const;

export async function checkPasswordResetToken(
  { db, auth, now, rateLimit }: PasswordResetCheckDeps,
  token: string,
  clientAddress: string,
): Promise<PasswordResetCheck> {
  const at = now();
  await consumeRateLimits(db, [{ key: `password-reset-check:ip:${clientAddress}`, ...RESET_CHECK_LIMIT }], at, rateLimit);
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  // Unknown, spent and expired are one answer: the page has nothing different to say about them.
  if (!verification || new Date(verification.expiresAt) <= at) return { valid: false, message: M.invalidOrExpired };
  return { valid: true, message: M.verified };
}
