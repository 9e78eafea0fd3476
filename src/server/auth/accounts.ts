// Creating a password account from our own trusted operations (admin command, one-time-link sign-up).
// Better Auth's public sign-up endpoint answers a refused sign-up with a synthetic success (to hide which
// emails exist), which our code must never mistake for a real account; its internal adapter gives the
// same hashing and database hooks with real errors.
import type { Auth } from './auth';
import { withAccountCreationGrant } from './account-creation';

export async function createCredentialAccount(
  auth: Auth,
  input: { email: string; password: string; name: string; magicLinkSignup: boolean },
): Promise<{ userId: string }> {
  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  return withAccountCreationGrant({ email: input.email, magicLinkSignup: input.magicLinkSignup, name: input.name }, async () => {
    const user = await context.internalAdapter.createUser(
      { email: input.email.toLowerCase(), name: input.name, emailVerified: true },
      { method: 'email-password' },
    );
    if (!user) throw new Error(`The account for ${input.email} was not created`);
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    return { userId: user.id };
  });
}
