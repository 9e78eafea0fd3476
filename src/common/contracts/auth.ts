// What the product sends to Better Auth's routes under /api/auth and what it reads of their answers
// (decisions 037 and 060; the route table is auth-routes.ts). Better Auth parses these requests and shapes
// these answers itself: the schemas describe them for the browser's typed call() and are never registered
// on our server, nor put in the OpenAPI document (which lists /api/auth/* as left out). Answers are loose
// where the library sends more than the browser reads. Our after hook answers a sign-in, whichever way it
// was made, with just `{ redirectTo }` (spec 4.2).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import type { EndpointSchemas } from './endpoint';
import { MAX_RESET_TOKEN_LENGTH } from './session';
import { emailText, text } from './text';

/** What a request Better Auth refuses before reading it would say; the library's own messages come back
 * for anything it reads and refuses. */
export const AUTH_INPUT_MESSAGES = {
  emailRequired: 'Please enter your email',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooLong: 'That password is too long',
  codeRequired: 'Enter your code',
  codeTooLong: 'That code is too long',
  addressTooLong: 'That address is too long',
  nameTooLong: 'That name is too long',
  passkeyRequired: 'Choose a passkey',
} as const;
const M = AUTH_INPUT_MESSAGES;

/** Better Auth refuses passwords over 128 characters; a little room above that lets it say so itself. */
const password = (required: string = M.passwordRequired) =>
  text({ max: 256, tooLong: M.passwordTooLong, required, keepSpaces: true, shape: 'secret' });
const email = emailText({ required: M.emailRequired, invalid: M.invalidEmail });
/** An address inside the site ('/auth/continue'), where Better Auth sends the browser next. */
const sitePath = text({ max: 2000, tooLong: M.addressTooLong, required: M.addressTooLong });

/** POST /api/auth/sign-in/email */
export const signInEmailSchema = z.object({ email, password: password() });

/** The password again, for what changes how the account signs in (two-factor on, off, new recovery codes). */
export const passwordConfirmationSchema = z.object({ password: password() });

/** POST /api/auth/change-password. A wrong current password answers 400 'INVALID_PASSWORD'; a new one
 * under 6 characters, 400 'PASSWORD_TOO_SHORT'. */
export const changePasswordSchema = z.object({
  currentPassword: password(),
  newPassword: password(),
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** POST /api/auth/reset-password: the new password and the link's token. */
export const resetPasswordSchema = z.object({
  newPassword: password(),
  token: text({ max: MAX_RESET_TOKEN_LENGTH, tooLong: M.codeTooLong, required: M.codeRequired, keepSpaces: true }),
});

/** A code from the authenticator app (6 digits) or one recovery code. */
const codeSchema = z.object({ code: text({ max: 64, tooLong: M.codeTooLong, required: M.codeRequired }) });

/** A sign-in's answer: where the caller goes next; or, for an account with two-factor sign-in on, that a
 * code is due (decision 060) and which kinds the account has. */
const signInAnswerSchema = z.object({
  redirectTo: z.string().optional(),
  twoFactorRedirect: z.boolean().optional(),
  twoFactorMethods: z.array(z.string()).optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** POST /api/auth/sign-in/social: the provider's page to send the browser to. */
const socialSignInAnswerSchema = z.looseObject({ url: z.string().optional() });
export type SocialSignInAnswer = z.infer<typeof socialSignInAnswerSchema>;

/** POST /api/auth/request-password-reset and /api/auth/reset-password */
const passwordResetAnswerSchema = z.looseObject({ status: z.boolean().optional() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

const statusSchema = z.looseObject({ status: z.boolean() });

/** What turning the authenticator app on answers once: the app's address (for the QR code) and ten
 * recovery codes. Nothing else ever shows them again. */
const twoFactorSetupSchema = z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** One passkey as Better Auth lists it; the browser reads only these fields. */
const passkeySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.string(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

const signedIn = { 200: { description: 'Signed in; where to go next, or that a code is due.', schema: signInAnswerSchema } };
const refused = { 400: { description: 'Refused, in Better Auth’s shape ({ code, message }).' } };
const wrongCode = { 401: { description: 'The code did not match, or the challenge expired.' } };

export const AUTH_SCHEMAS = {
  signInEmail: { summary: 'Sign in with email and password', body: signInEmailSchema, responses: { ...signedIn, ...refused } },
  signInSocial: {
    summary: 'Start a sign-in with Google',
    body: z.object({ provider: z.enum(['google']), callbackURL: sitePath, errorCallbackURL: sitePath }),
    responses: { 200: { description: 'The provider’s page.', schema: socialSignInAnswerSchema } },
  },
  signOut: {
    summary: 'Sign out this browser',
    body: z.object({}),
    responses: { 200: { description: 'Signed out.', schema: z.looseObject({ success: z.boolean() }) } },
  },
  requestPasswordReset: {
    summary: 'Email a password reset link',
    body: z.object({ email, redirectTo: sitePath }),
    responses: { 200: { description: 'Sent, if the address has an account.', schema: passwordResetAnswerSchema } },
  },
  resetPassword: {
    summary: 'Set a new password with a reset link’s token',
    body: resetPasswordSchema,
    responses: { 200: { description: 'Changed.', schema: passwordResetAnswerSchema }, ...refused },
  },
  changePassword: {
    summary: 'Change the password, signing other devices out',
    body: changePasswordSchema,
    responses: { 200: { description: 'Changed; this tab has a new session.', schema: z.looseObject({}) }, ...refused },
  },
  twoFactorEnable: {
    summary: 'Start setting up an authenticator app',
    body: passwordConfirmationSchema,
    responses: { 200: { description: 'The app’s address and ten recovery codes.', schema: twoFactorSetupSchema }, ...refused },
  },
  twoFactorDisable: {
    summary: 'Turn two-factor sign-in off',
    body: passwordConfirmationSchema,
    responses: { 200: { description: 'Off; this tab has a new session.', schema: statusSchema }, ...refused },
  },
  twoFactorVerifyTotp: {
    summary: 'A code from the app: the sign-in’s second step, or the setup’s confirmation',
    body: codeSchema,
    responses: { ...signedIn, ...wrongCode },
  },
  twoFactorVerifyBackupCode: {
    summary: 'A recovery code, as the sign-in’s second step',
    body: codeSchema,
    responses: { ...signedIn, ...wrongCode },
  },
  twoFactorGenerateBackupCodes: {
    summary: 'Ten new recovery codes; the old ones stop working',
    body: passwordConfirmationSchema,
    responses: {
      200: { description: 'The new codes.', schema: z.looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) }) },
      ...refused,
    },
  },
  passkeyRegisterOptions: {
    summary: 'The options for making a passkey in this browser',
    query: z.object({ name: text({ max: 200, tooLong: M.nameTooLong }).optional() }),
    responses: {
      200: { description: 'WebAuthn creation options.', schema: z.custom<PublicKeyCredentialCreationOptionsJSON>() },
    },
  },
  passkeyVerifyRegistration: {
    summary: 'Keep the public key of the passkey just made',
    body: z.object({
      response: z.custom<RegistrationResponseJSON>(),
      name: text({ max: 200, tooLong: M.nameTooLong }).optional(),
    }),
    responses: { 200: { description: 'The passkey kept.', schema: passkeySchema }, ...refused },
  },
  passkeyAuthenticateOptions: {
    summary: 'The options for signing in with a passkey',
    responses: {
      200: { description: 'WebAuthn request options.', schema: z.custom<PublicKeyCredentialRequestOptionsJSON>() },
    },
  },
  passkeyVerifyAuthentication: {
    summary: 'Sign in with the passkey the browser answered with',
    body: z.object({ response: z.custom<AuthenticationResponseJSON>() }),
    responses: { ...signedIn, ...refused },
  },
  passkeyList: {
    summary: 'The caller’s passkeys',
    responses: { 200: { description: 'The passkeys.', schema: z.array(passkeySchema) } },
  },
  passkeyDelete: {
    summary: 'Remove one of the caller’s passkeys',
    body: z.object({ id: text({ max: 200, tooLong: M.passkeyRequired, required: M.passkeyRequired }) }),
    responses: { 200: { description: 'Removed.', schema: statusSchema } },
  },
} satisfies Record<string, EndpointSchemas>;
