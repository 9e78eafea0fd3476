// Account security (issue 37, decision 060). A member sees the browsers signed in to their account (from
// the user agent, when last active, and a rough place only when a trusted proxy names one) and signs any of
// them out. Administrators decide who must sign in with a second factor, and reset the second factor of a
// member who lost their device (audited; the member is emailed). The route table is security-routes.ts.
import { z } from 'zod';
import { TWO_FACTOR_REQUIRED_FOR } from '../caller';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { SECURITY_ROUTES } from './security-routes';
import { emailText, text } from './text';

export const SECURITY_MESSAGES = {
  sessionNotFound: 'That device is no longer signed in.',
  signedOutOne: (device: string) => `${device} is signed out.`,
  signedOutOthers: (count: number) =>
    count === 0 ? 'No other device was signed in.' : `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`,
  requirementSaved: {
    nobody: 'Two-factor sign-in is now up to each person.',
    administrators: 'Administrators now need two-factor sign-in.',
    everyone: 'Everyone now needs two-factor sign-in.',
  },
  requirementUnchanged: 'The setting is already that one.',
  requirementInvalid: 'Choose who needs two-factor sign-in.',
  emailRequired: 'Enter the member’s email',
  invalidEmail: 'Enter a valid email address',
  accountNotFound: 'No account has that email.',
  notEnabled: (email: string) => `${email} does not have two-factor sign-in on.`,
  reset: (email: string) => `Two-factor sign-in is off for ${email}. They have been emailed, and can set it up again.`,
  resetSelf: 'Ask another administrator to reset your own two-factor sign-in.',
  reasonTooLong: 'The reason must be at most 500 characters',
} as const;
const M = SECURITY_MESSAGES;

/** A Better Auth session id in the path: letters, digits, '-' and '_'; anything else is the same 404. */
/** A session id as Better Auth makes it: the shared text rule first (bounded, one line), then its alphabet. */
const params = z.object({
  id: text({ max: 64, tooLong: M.sessionNotFound, required: M.sessionNotFound, keepSpaces: true }).regex(
    /^[A-Za-z0-9_-]{1,64}$/,
    M.sessionNotFound,
  ),
});

const deviceSessionSchema = z.strictObject({
  id: z.string(),
  /** 'Firefox on Windows', from the user agent. */
  device: z.string(),
  /** From the trusted proxy's header when one is configured; otherwise null. */
  place: z.string().nullable(),
  signedInAt: z.iso.datetime({ offset: true }),
  lastActiveAt: z.iso.datetime({ offset: true }),
  /** The browser asking. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

const sessionListSchema = z.strictObject({ items: z.array(deviceSessionSchema) });
export type DeviceSessionList = z.infer<typeof sessionListSchema>;

const signedOutSchema = z.strictObject({ message: z.string(), signedOut: z.number().int() });
export type SignedOut = z.infer<typeof signedOutSchema>;

export const twoFactorRequirementSchema = z.strictObject({ requiredFor: z.enum(TWO_FACTOR_REQUIRED_FOR) });
export type TwoFactorRequirement = z.infer<typeof twoFactorRequirementSchema>;

/** PUT /api/admin/security/two-factor-requirement */
export const setTwoFactorRequirementSchema = z.object({
  requiredFor: z.enum(TWO_FACTOR_REQUIRED_FOR, { error: M.requirementInvalid }),
});
export type SetTwoFactorRequirementInput = z.input<typeof setTwoFactorRequirementSchema>;

const requirementSavedSchema = z.strictObject({
  message: z.string(),
  changed: z.boolean(),
  requiredFor: z.enum(TWO_FACTOR_REQUIRED_FOR),
});
export type TwoFactorRequirementSaved = z.infer<typeof requirementSavedSchema>;

/** POST /api/admin/security/two-factor/reset: the member who lost their device, by email. */
export const resetTwoFactorSchema = z.object({
  email: emailText({ required: M.emailRequired, invalid: M.invalidEmail }),
  reason: text({ max: 500, tooLong: M.reasonTooLong }).optional(),
});
export type ResetTwoFactorInput = z.input<typeof resetTwoFactorSchema>;

const resetDoneSchema = z.strictObject({ message: z.string() });

export const SECURITY_SCHEMAS = {
  sessions: {
    summary: 'The browsers signed in to the caller’s account, the one asking first, then by last activity',
    responses: { 200: { description: 'Every live session of the account.', schema: sessionListSchema } },
  },
  signOutSession: {
    summary: 'Sign one of the caller’s browsers out (the one asking included)',
    description: `Another account’s session, an ended or unknown one: 404 "${M.sessionNotFound}". Takes effect on every app server at once.`,
    params,
    paramRefused: { status: 404, message: M.sessionNotFound },
    responses: {
      200: { description: 'Signed out.', schema: signedOutSchema },
      404: { description: `"${M.sessionNotFound}"` },
    },
  },
  signOutOtherSessions: {
    summary: 'Sign out every browser of the caller’s account but the one asking',
    responses: { 200: { description: 'How many were signed out.', schema: signedOutSchema } },
  },
  requirement: {
    summary: 'Who must sign in with a second factor',
    responses: { 200: { description: 'The setting.', schema: twoFactorRequirementSchema } },
  },
  setRequirement: {
    summary: 'Require two-factor sign-in of nobody, the administrators, or everyone',
    description:
      'Audited. Whoever it now covers and has no second factor is led to set one up at their next page, and every other route refuses them (403 TWO_FACTOR_SETUP_REQUIRED) until they have.',
    body: setTwoFactorRequirementSchema,
    responses: { 200: { description: 'Saved, or already so (changed: false).', schema: requirementSavedSchema } },
  },
  resetTwoFactor: {
    summary: 'Turn off a member’s second factor after they lost their device',
    description:
      'Audited, with the reason given. Removes their authenticator app, recovery codes and passkeys, signs them out everywhere, and emails them. Not one’s own (400 SELF_RESET).',
    body: resetTwoFactorSchema,
    responses: {
      200: { description: 'Reset.', schema: resetDoneSchema },
      400: { description: 'Two-factor sign-in was not on for them (NOT_ENABLED), or it is the caller’s own.' },
      404: { description: `"${M.accountNotFound}"` },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const SECURITY_ENDPOINTS = defineEndpoints('security', SECURITY_ROUTES, SECURITY_SCHEMAS);
