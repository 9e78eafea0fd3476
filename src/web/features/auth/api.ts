// The sign-in calls of the auth feature (Better Auth under /api/auth, our own access requests).
import type { AccessLinkSignUp, AccessLinkVerification } from '../../../common/contracts/access-links';
import { ROUTES, API } from '../../../common/routes';
import { api } from '../../lib/api';

/** Better Auth's sign-in answer; our server adds where to go next (spec 4.2). */
export type SignInAnswer = { redirectTo?: string };

export function signInWithEmail(email: string, password: string) {
  return api<SignInAnswer>(API.auth.signInEmail, { body: { email, password } });
}

/** Starts Google sign-in; the answer names the provider page to go to. Errors come back to /login?error=CODE. */
export function startGoogleSignIn() {
  return api<{ url?: string }>(API.auth.signInSocial, {
    body: { provider: 'google', callbackURL: ROUTES.authContinue, errorCallbackURL: ROUTES.login },
  });
}

export function requestPasswordReset(email: string) {
  return api<{ status?: boolean }>(API.auth.requestPasswordReset, { body: { email, redirectTo: ROUTES.resetPassword } });
}

export function resetPassword(newPassword: string, token: string) {
  return api<{ status?: boolean }>(API.auth.resetPassword, { body: { newPassword, token } });
}

export type AccessRequest = { email: string; firstName: string; lastName: string };

export function requestAccess(request: AccessRequest) {
  return api<{ success?: boolean; message?: string }>(API.accessRequests, { body: request });
}

/** Checks a one-time sign-up link without spending it. */
export function verifyAccessLink(token: string, signal?: AbortSignal) {
  return api<AccessLinkVerification>(API.accessLink(token), { signal });
}

/** Creates the account of an approved access request; the link is spent only here. */
export function signUpWithAccessLink(token: string, input: AccessLinkSignUp) {
  return api<{ success: boolean; message: string; email: string }>(API.accessLinkSignUp(token), { body: input });
}
