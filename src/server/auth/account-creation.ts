// Unapproved accounts are never created (NOTES.md). An account may be created only when
//  - a trusted operation grants it for that email (the admin command, the one-time-link sign-up that
//    has already claimed its link), or
//  - the email has an approved, unused, unexpired access request (first Google sign-in).
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../common/names';
import type { Database } from '../db/client';
import { accessRequests } from '../db/schema';

type Grant = { email: string; accessLinkSignUp: boolean; name?: string };
const grants = new AsyncLocalStorage<Grant>();

/** Runs `create` with permission to create the account for `email`. */
export function withAccountCreationGrant<T>(grant: Grant, create: () => Promise<T>): Promise<T> {
  return grants.run({ ...grant, email: normalizeEmail(grant.email) }, create);
}

export type AccountCreationDecision =
  { allowed: true; accessLinkSignUp: boolean; name?: string; requestId?: string } | { allowed: false };

export async function decideAccountCreation(db: Database, email: string, now: Date): Promise<AccountCreationDecision> {
  const normalized = normalizeEmail(email);
  const grant = grants.getStore();
  if (grant && grant.email === normalized) {
    return { allowed: true, accessLinkSignUp: grant.accessLinkSignUp, name: grant.name };
  }
  const [request] = await db
    .select()
    .from(accessRequests)
    .where(
      and(
        sql`lower(${accessRequests.email}) = ${normalized}`,
        eq(accessRequests.approved, true),
        eq(accessRequests.used, false),
        gt(accessRequests.expiresAt, now),
      ),
    )
    .limit(1);
  if (!request) return { allowed: false };
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ').trim();
  return { allowed: true, accessLinkSignUp: true, name: name || undefined, requestId: request.id };
}
