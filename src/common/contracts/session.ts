// What Better Auth's routes under /api/auth answer, as far as the browser reads them. Better Auth shapes
// these answers; the server only adds `redirectTo` to a sign-in (spec 4.2).

/** POST /api/auth/sign-in/email: where the caller goes next. */
export type SignInAnswer = { redirectTo?: string };

/** POST /api/auth/sign-in/social: the provider's page to send the browser to. */
export type SocialSignInAnswer = { url?: string };

/** POST /api/auth/request-password-reset and /api/auth/reset-password */
export type PasswordResetAnswer = { status?: boolean };
