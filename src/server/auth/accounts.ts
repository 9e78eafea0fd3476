// Creating a password account from our own trusted operations (admin command, one-time-link sign-up).
// Better Auth's public sign-up endpoint answers a refused sign-up with a synthetic success (to hide which
// emails exist), which our code must never mistake for a real account; its internal adapter gives the
// same database hooks with real errors.
//
// The account is written inside the caller's transaction, beside the caller's own rows, so a failure or a
// crash leaves all of them or none. The password is hashed before that transaction opens: hashing is
// deliberately slow, and on the embedded database a transaction holds the only connection.
import { randomBytes } from 'node:crypto';
import { runWithAdapter } from '@better-auth/core/context';
import type { Database } from '../db/client';
import { withAccountCreationGrant } from './account-creation';
import { type Auth, createAuthAdapter, RESET_PASSWORD_TOKEN_SECONDS } from './auth';
import { componentLog } from '../log/logger';

const log = componentLog('auth');

/** The stored form of a password, made the way Better Auth checks it at sign-in. */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  const context = await auth.$context;
  return context.password.hash(password);
}

/** Whether `password` is the one `hash` was made from. */
export async function verifyPassword(auth: Auth, hash: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}

/** Creates the user and its password account in `tx`: they are rolled back with it. */
export async function createCredentialAccount(
  auth: Auth,
  tx: Database,
  input: { email: string; passwordHash: string; name: string; accessLinkSignUp: boolean },
): Promise<{ userId: string }> {
  const context = await auth.$context;
  const adapter = createAuthAdapter(tx)(context.options);
  const grant = { email: input.email, accessLinkSignUp: input.accessLinkSignUp, name: input.name };
  return runWithAdapter(adapter, () =>
    withAccountCreationGrant(grant, async () => {
      const user = await context.internalAdapter.createUser(
        { email: input.email.toLowerCase(), name: input.name, emailVerified: true },
        { method: 'email-password' },
      );
      if (!user) throw new Error(`The account for ${input.email} was not created`);
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: input.passwordHash,
      });
      return { userId: user.id };
    }),
  );
}

/** A password account alone, in a transaction of its own (test and benchmark fixtures). */
export async function createPasswordAccount(
  auth: Auth,
  db: Database,
  input: { email: string; password: string; name: string; accessLinkSignUp: boolean },
): Promise<{ userId: string }> {
  const { password, ...account } = input;
  const passwordHash = await hashPassword(auth, password);
  return db.transaction((tx) => createCredentialAccount(auth, tx, { ...account, passwordHash }));
}

/** A single-use password-reset token for `userId`, stored the way Better Auth's reset request stores one,
 * so its reset page and endpoint accept it; it expires like theirs, in an hour. */
export async function createPasswordResetToken(auth: Auth, userId: string, now: Date): Promise<string> {
  const context = await auth.$context;
  const token = randomBytes(24).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(now.getTime() + RESET_PASSWORD_TOKEN_SECONDS * 1000),
  });
  return token;
}

/**
 * Signs an account in through Better Auth's own email sign-in, so its session rules and the sign-in
 * decision (spec 4.2) apply as at /login: answers the Set-Cookie values to pass on, or none if it refused
 * or failed. `who` names the account in the log ('the new administrator').
 */
export async function startPasswordSession(
  auth: Auth,
  credentials: { email: string; password: string },
  headers: Headers,
  who: string,
): Promise<string[]> {
  try {
    const response = await auth.api.signInEmail({ body: credentials, headers, asResponse: true });
    if (!response.ok) {
      log.error(`signing ${who} in failed: ${response.status}`);
      return [];
    }
    return response.headers.getSetCookie();
  } catch (error) {
    log.error({ err: error }, `signing ${who} in failed`);
    return [];
  }
}
