// The sign-in pages' calls: Better Auth under /api/auth (auth-routes.ts), and the login page's 'Request
// access' form.
import type { AccessRequestInput } from '../../../common/contracts/access-requests';
import { ACCESS_REQUEST_ROUTES } from '../../../common/contracts/access-requests-routes';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { ROUTES } from '../../../common/routes';
import { call } from '../../lib/call';

export function signInWithEmail(email: string, password: string) {
  return call(AUTH_ROUTES.signInEmail, { body: { email, password } });
}

/** The sign-in's second step (decision 060): a code from the authenticator app, or one recovery code. */
export function verifySignInCode(code: string, kind: 'app' | 'recovery') {
  return call(kind === 'app' ? AUTH_ROUTES.twoFactorVerifyTotp : AUTH_ROUTES.twoFactorVerifyBackupCode, {
    body: { code: code.trim() },
  });
}

/** Signs in with a passkey: the browser asks the person's authenticator, the server checks its answer. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await call(AUTH_ROUTES.passkeyAuthenticateOptions);
  const response = await startAuthentication({ optionsJSON: options });
  return call(AUTH_ROUTES.passkeyVerifyAuthentication, { body: { response } });
}

/** Ends this browser's session. */
export function signOut() {
  return call(AUTH_ROUTES.signOut, { body: {} });
}

/** Starts Google sign-in; the answer names the provider page to go to. Errors come back to /login?error=CODE. */
export function startGoogleSignIn() {
  return call(AUTH_ROUTES.signInSocial, {
    body: { provider: 'google', callbackURL: ROUTES.authContinue, errorCallbackURL: ROUTES.login },
  });
}

export function requestPasswordReset(email: string) {
  return call(AUTH_ROUTES.requestPasswordReset, { body: { email, redirectTo: ROUTES.resetPassword } });
}

/** Whether a reset link still works; asking does not spend it. */
export function checkResetLink(token: string, signal?: AbortSignal) {
  return call(SESSION_ROUTES.passwordResetCheck, { body: { token }, signal });
}

export function resetPassword(newPassword: string, token: string) {
  return call(AUTH_ROUTES.resetPassword, { body: { newPassword, token } });
}

/** A visitor asks for access; an administrator approves it from the Magic Links tab. */
export function requestAccess(request: AccessRequestInput) {
  return call(ACCESS_REQUEST_ROUTES.submit, { body: request });
}
