// What Better Auth's routes under /api/auth answer, as far as the browser reads them, and our own check of
// a password-reset link. Better Auth shapes its answers; the server only adds `redirectTo` to a sign-in
// (spec 4.2).
import { z } from 'zod';
import { text } from './text';

/** Spec 8 'Password reset', word for word, with the form's checks. */
export const PASSWORD_RESET_MESSAGES = {
  invalidOrExpired: 'Invalid or expired reset link. Please request a new password reset.',
  unableToVerify: 'Unable to verify reset link. Please try again.',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  verifyFailed: 'Failed to verify reset link. Please try again later.',
  updateFailedShort: 'Failed to update password',
  updateFailed: 'Failed to update password. Please try again.',
  verified: 'Reset link verified! Please enter your new password.',
  updated: 'Password updated successfully!',
  updatedLogin: 'Password updated successfully! Please log in with your new password.',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** Spec 8 'Authentication kit texts', word for word. */
export const AUTH_KIT_MESSAGES = {
  magicLinkSent: 'Check your email for the magic link',
  confirmationSent: 'Check your email for the confirmation link',
  resetSent: 'Check your email for the password reset link',
  passwordUpdated: 'Your password has been updated',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password.',
} as const;

/** POST /api/auth/sign-in/email: where the caller goes next. */
export type SignInAnswer = { redirectTo?: string };

/** POST /api/auth/sign-in/social: the provider's page to send the browser to. */
export type SocialSignInAnswer = { url?: string };

/** POST /api/auth/request-password-reset and /api/auth/reset-password */
export type PasswordResetAnswer = { status?: boolean };

/** Better Auth's reset tokens are 24 characters; anything much longer was never issued. */
export const MAX_RESET_TOKEN_LENGTH = 256;

/**
 * POST /api/password-reset/check: whether a reset link still works, without spending it (the reset page
 * asks when it opens, spec 2.3). The token travels in the body, not the address, so it stays out of logs.
 * A missing or blank token is a 400 with 'Invalid reset link…'.
 */
export const passwordResetCheckSchema = z.object({
  token: text({
    max: MAX_RESET_TOKEN_LENGTH,
    tooLong: PASSWORD_RESET_MESSAGES.invalidLink,
    required: PASSWORD_RESET_MESSAGES.invalidLink,
  }),
});
export type PasswordResetCheckRequest = z.input<typeof passwordResetCheckSchema>;

/**
 * The answer, the same shape whatever the token: `valid` true with 'Reset link verified! Please enter
 * your new password.', or false with 'Invalid or expired reset link…' for an unknown, used or expired
 * token alike (nothing tells them apart).
 */
export type PasswordResetCheck = { valid: boolean; message: string };
