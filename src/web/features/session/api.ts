// The sign-in pages' calls: Better Auth under /api/auth, and the login page's 'Request access' form.
import type { AccessRequestInput } from '../../../common/contracts/access-requests';
import { ACCESS_REQUEST_ROUTES } from '../../../common/contracts/access-requests-routes';
import type { PasswordResetAnswer, SignInAnswer, SocialSignInAnswer } from '../../../common/contracts/session';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { AUTH_PATHS, ROUTES } from '../../../common/routes';
import { api } from '../../lib/api';
import { call } from '../../lib/call';

export function signInWithEmail(email: string, password: string) {
  return api<SignInAnswer>(AUTH_PATHS.signInEmail, { body: { email, password } });
}

/** The sign-in's second step (decision 060): a code from the authenticator app, or one recovery code. */
export function verifySignInCode(code: string, kind: 'app' | 'recovery') {
  return api<SignInAnswer>(kind === 'app' ? AUTH_PATHS.twoFactorVerifyTotp : AUTH_PATHS.twoFactorVerifyBackupCode, {
    body: { code: code.trim() },
  });
}

/** Signs in with a passkey: the browser asks the person's authenticator, the server checks its answer. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(AUTH_PATHS.passkeyAuthenticateOptions);
  const response = await startAuthentication({ optionsJSON: options });
  return api<SignInAnswer>(AUTH_PATHS.passkeyVerifyAuthentication, { body: { response } });
}

/** Starts Google sign-in; the answer names the provider page to go to. Errors come back to /login?error=CODE. */
export function startGoogleSignIn() {
  return api<SocialSignInAnswer>(AUTH_PATHS.signInSocial, {
    body: { provider: 'google', callbackURL: ROUTES.authContinue, errorCallbackURL: ROUTES.login },
  });
}

export function requestPasswordReset(email: string) {
  return api<PasswordResetAnswer>(AUTH_PATHS.requestPasswordReset, { body: { email, redirectTo: ROUTES.resetPassword } });
}

/** Whether a reset link still works; asking does not spend it. */
export function checkResetLink(token: string, signal?: AbortSignal) {
  return call(SESSION_ROUTES.passwordResetCheck, { body: { token }, signal });
}

export function resetPassword(newPassword: string, token: string) {
  return api<PasswordResetAnswer>(AUTH_PATHS.resetPassword, { body: { newPassword, token } });
}

/** A visitor asks for access; an administrator approves it from the Magic Links tab. */
export function requestAccess(request: AccessRequestInput) {
  return call(ACCESS_REQUEST_ROUTES.submit, { body: request });
}
