// First run: while no administrator exists, the server logs a one-time setup link
// (`${PUBLIC_BASE_URL}/setup?token=…`). The page checks it (GET, never spends it), creates the first
// administrator with it, and then may load the demo content of `npm run db:seed`. `npm run admin:create`
// makes administrators from the command line with the same rules.
import { z } from 'zod';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../caller';
import { PASSWORD_MESSAGES } from '../messages';
import { PROFILE_FIELD_MESSAGES as FIELD } from './profile';
import { ACCESS_LINK_SIGN_UP_MESSAGES as SIGN_UP, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './access-requests';
import { emailText, text } from './text';

/** First run: the one-time setup link the server logs while no administrator exists. */
export const SETUP_MESSAGES = {
  alreadyDone:
    'Setup is already complete: this network has an administrator. Sign in, or add another administrator with npm run admin:create.',
  invalidLink:
    'This setup link is not valid or has expired. If this network has no administrator yet, restart the server to print a new one in its log, or create one with npm run admin:create.',
  missingLink: "This page opens from the setup link in the server's log (…/setup?token=…). Copy the whole link from there.",
  verifyFailed: 'Failed to check the setup link. Please try again.',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  accountExists:
    'An account with this email already exists. Choose another email, or make that account an administrator with npm run admin:create.',
  created: 'Your administrator account is ready.',
  createFailed: 'Failed to create the administrator. Please try again.',
  membersExist: 'This network already has members, so the demo content was not loaded.',
  demoLoaded: 'Demo content loaded',
  demoFailed: 'Failed to load the demo content. Please try again.',
} as const;
const SETUP = SETUP_MESSAGES;

/** The token of a setup link: 256 random bits, base64url. Anything else is the same 404 as an unknown one. */
export const setupTokenSchema = text({
  max: 100,
  tooLong: SETUP.invalidLink,
  required: SETUP.invalidLink,
  keepSpaces: true,
}).regex(/^[A-Za-z0-9_-]+$/, SETUP.invalidLink);

/** POST /api/setup/:token/administrator */
export const setupAdministratorSchema = z.object({
  firstName: text({ max: MAX_NAME_LENGTH, tooLong: FIELD.firstNameTooLong, required: FIELD.firstNameRequired }),
  lastName: text({ max: MAX_NAME_LENGTH, tooLong: FIELD.lastNameTooLong, required: FIELD.lastNameRequired }),
  email: emailText({ required: SETUP.emailRequired, invalid: SETUP.invalidEmail }),
  password: text({
    max: MAX_PASSWORD_LENGTH,
    tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    notText: SIGN_UP.passwordTooShort,
    keepSpaces: true,
    shape: 'secret',
  })
    .min(MIN_PASSWORD_LENGTH, SIGN_UP.passwordTooShort)
    .refine(hasNonSpaceCharacter, PASSWORD_MESSAGES.onlySpaces),
});
export type SetupAdministratorInput = z.infer<typeof setupAdministratorSchema>;

/**
 * `npm run admin:create`: the same fields, with the names optional (the address's first part and 'Admin'
 * stand in). Here, apart from the service that writes the account, so the command refuses bad input before
 * it loads the database and the auth library.
 */
export const createAdministratorSchema = setupAdministratorSchema.extend({
  firstName: text({ max: MAX_NAME_LENGTH, tooLong: FIELD.firstNameTooLong }).optional(),
  lastName: text({ max: MAX_NAME_LENGTH, tooLong: FIELD.lastNameTooLong }).optional(),
});

/** GET /api/setup/:token while the link can create the first administrator. */
export type SetupLinkCheck = { valid: true };

/** POST /api/setup/:token/administrator: the administrator exists and this browser is signed in as them. */
export type SetupAdministratorResult = { success: true; message: string; email: string; redirectTo: string };

/** A demo member's sign-in, generated when the demo content is loaded and shown only then. */
export type DemoSignIn = { name: string; email: string; password: string };

export type DemoContentCounts = {
  members: number;
  conversations: number;
  accessRequests: number;
  events: number;
  posts: number;
  spotlight: number;
};

/** POST /api/setup/demo-content */
export type DemoContentResult = { success: true; message: string; added: DemoContentCounts; signIns: DemoSignIn[] };
