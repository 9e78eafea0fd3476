// Our own endpoints of the session feature (decision 037; their route table is session-routes.ts): who is
// calling (GET /api/me), the public configuration (GET /api/config) and the check of a password-reset link.
// Better Auth's routes under /api/auth, and what the browser reads of their answers, are in auth.ts.
import { z } from 'zod';
import { CALLER_KINDS, type MeResponse, type PublicConfig } from '../caller';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { SESSION_ROUTES } from './session-routes';
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
const passwordResetCheckAnswerSchema = z.strictObject({ valid: z.boolean(), message: z.string() });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckAnswerSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints. MeResponse and PublicConfig stay plain types in common/caller.ts, which every page loads;
// these schemas are held to them (`satisfies`), so the two cannot drift apart.

const meSchema = z.strictObject({
  kind: z.enum(CALLER_KINDS),
  user: z
    .strictObject({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      attendeeId: z.string().nullable(),
      onboarded: z.boolean(),
      isAdmin: z.boolean(),
      twoFactorEnabled: z.boolean(),
      twoFactorSetupRequired: z.boolean(),
    })
    .nullable(),
}) satisfies z.ZodType<MeResponse>;

const publicConfigSchema = z.strictObject({
  brand: z.strictObject({ shortName: z.string(), name: z.string(), color: z.string() }),
  links: z.strictObject({
    surveyFormUrl: z.string().nullable(),
    contactEmail: z.string().nullable(),
  }),
  auth: z.strictObject({ google: z.boolean(), minPasswordLength: z.number().int() }),
  mail: z.strictObject({ delivery: z.enum(['smtp', 'outbox']) }),
  push: z.strictObject({ vapidPublicKey: z.string() }),
  timeZone: z.string(),
  uploads: z.strictObject({ maxImageBytes: z.number().int(), maxDocumentBytes: z.number().int() }),
}) satisfies z.ZodType<PublicConfig>;

export const SESSION_SCHEMAS = {
  config: {
    summary: 'The public configuration the pages need: brand, links, sign-in methods, mail delivery, push key',
    description: 'Answered before the caller is known, so it reads no session. The pages get it written into them.',
    responses: { 200: { description: 'The configuration.', schema: publicConfigSchema } },
  },
  me: {
    summary: 'Who is calling, as the server decides it',
    responses: { 200: { description: 'The caller: a visitor (no user), or the signed-in account.', schema: meSchema } },
  },
  passwordResetCheck: {
    summary: 'Whether a password-reset link still works, without spending it',
    description: 'Anyone holding a reset link may ask, signed in or not. Rate limited per address.',
    body: passwordResetCheckSchema,
    responses: {
      200: {
        description: 'The same shape whatever the token: valid or not, and what to say.',
        schema: passwordResetCheckAnswerSchema,
      },
      429: { description: 'TOO_MANY_REQUESTS: too many checks from this address.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const SESSION_ENDPOINTS = defineEndpoints('session', SESSION_ROUTES, SESSION_SCHEMAS);
