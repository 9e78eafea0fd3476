// Who must sign in with a second factor (decision 060): the administrators' setting in community_settings.
// The caller middleware and the sign-in answer read it; the security feature changes it.
import { eq, sql, type SQL } from 'drizzle-orm';
import { TWO_FACTOR_REQUIRED_FOR, type TwoFactorRequiredFor } from '../../common/caller';
import type { Database } from '../db/client';
import { communitySettings } from '../db/schema';

export async function readTwoFactorRequirement(db: Database): Promise<TwoFactorRequiredFor> {
  const [row] = await db
    .select({ requiredFor: communitySettings.twoFactorRequiredFor })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1))
    .limit(1);
  const value = row?.requiredFor;
  return TWO_FACTOR_REQUIRED_FOR.includes(value as TwoFactorRequiredFor) ? (value as TwoFactorRequiredFor) : 'nobody';
}

/** The setting as a scalar SQL expression, for a query that reads the caller in one statement. */
export const twoFactorRequirementSql: SQL<string | null> =
  sql`(select ${communitySettings.twoFactorRequiredFor} from ${communitySettings} where ${communitySettings.id} = 1)`;

/** Whether an account of this kind must still set up a second factor before going on. */
export function mustSetUpTwoFactor(requiredFor: string | null | undefined, isAdmin: boolean, twoFactorEnabled: boolean): boolean {
  if (twoFactorEnabled) return false;
  if (requiredFor === 'everyone') return true;
  return requiredFor === 'administrators' && isAdmin;
}
