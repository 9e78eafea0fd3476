// Better Auth's own routes under /api/auth that the product calls (decisions 037 and 060): method, path
// and who may call each; the schemas are in auth.ts. The library defines and answers them, so the server
// registers none of these (app.ts lets through only those PUBLIC_AUTH_ROUTES names) and the OpenAPI
// document lists /api/auth/* as left out. The table is here so that the browser's call() and the tests
// take each path and answer type from one place, like every other endpoint.
import type { AUTH_SCHEMAS } from './auth';
import { routeTable } from './endpoint';

export const AUTH_ROUTES = routeTable<typeof AUTH_SCHEMAS>()({
  signInEmail: { method: 'POST', path: '/api/auth/sign-in/email', access: 'anyone' },
  signInSocial: { method: 'POST', path: '/api/auth/sign-in/social', access: 'anyone' },
  signOut: { method: 'POST', path: '/api/auth/sign-out', access: 'anyone' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/request-password-reset', access: 'anyone' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', access: 'anyone' },
  changePassword: { method: 'POST', path: '/api/auth/change-password', access: 'signed-in' },
  // Two-factor sign-in (Better Auth's twoFactor plugin). The two verify routes take the sign-in's challenge
  // cookie instead of a session; with a session, verify-totp confirms the app being set up.
  twoFactorEnable: { method: 'POST', path: '/api/auth/two-factor/enable', access: 'signed-in' },
  twoFactorDisable: { method: 'POST', path: '/api/auth/two-factor/disable', access: 'signed-in' },
  twoFactorVerifyTotp: { method: 'POST', path: '/api/auth/two-factor/verify-totp', access: 'anyone' },
  twoFactorVerifyBackupCode: { method: 'POST', path: '/api/auth/two-factor/verify-backup-code', access: 'anyone' },
  twoFactorGenerateBackupCodes: { method: 'POST', path: '/api/auth/two-factor/generate-backup-codes', access: 'signed-in' },
  // Passkeys (@better-auth/passkey).
  passkeyRegisterOptions: { method: 'GET', path: '/api/auth/passkey/generate-register-options', access: 'signed-in' },
  passkeyVerifyRegistration: { method: 'POST', path: '/api/auth/passkey/verify-registration', access: 'signed-in' },
  passkeyAuthenticateOptions: { method: 'GET', path: '/api/auth/passkey/generate-authenticate-options', access: 'anyone' },
  passkeyVerifyAuthentication: { method: 'POST', path: '/api/auth/passkey/verify-authentication', access: 'anyone' },
  passkeyList: { method: 'GET', path: '/api/auth/passkey/list-user-passkeys', access: 'signed-in' },
  passkeyDelete: { method: 'POST', path: '/api/auth/passkey/delete-passkey', access: 'signed-in' },
});
