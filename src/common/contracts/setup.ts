// First run: while no administrator exists, the server logs a one-time setup link
// (`${PUBLIC_BASE_URL}/setup?token=…`). The page checks it (GET, never spends it), creates the first
// administrator with it, and then may load the demo content of `npm run db:seed`. `npm run admin:create`
// makes administrators from the command line with the same rules.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { SETUP_ROUTES } from './setup-routes';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../caller';
import { PASSWORD_MESSAGES } from '../messages';
import { PROFILE_FIELD_MESSAGES as FIELD } from './profile';
import { ACCESS_LINK_SIGN_UP_MESSAGES as SIGN_UP, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './access-requests';
import { emailText, text } from './text';
import { communityTimeZoneSchema, timeZoneNameSchema } from './time-zone';

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
  copyFailed: 'Could not copy the password. Select it and copy it by hand.',
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
  /** The community's time zone (decision 040), proposed from the browser's; ignored when TIME_ZONE is set. */
  timeZone: timeZoneNameSchema.optional(),
});
export type SetupAdministratorInput = z.infer<typeof setupAdministratorSchema>;

/**
 * `npm run admin:create`: the same fields, with the names optional (the address's first part and 'Admin'
 * stand in). Here, apart from the service that writes the account, so the command refuses bad input before
 * it loads the database and the auth library.
 */
export const createAdministratorSchema = setupAdministratorSchema.omit({ timeZone: true }).extend({
  firstName: text({ max: MAX_NAME_LENGTH, tooLong: FIELD.firstNameTooLong }).optional(),
  lastName: text({ max: MAX_NAME_LENGTH, tooLong: FIELD.lastNameTooLong }).optional(),
});

// ---------------------------------------------------------------------------------------------------
// What the routes answer (strict: checked against the server's answers in tests, decision 037)

/** GET /api/setup/:token while the link can create the first administrator, with the community's time zone
 * as it stands (TIME_ZONE, when set, is shown and not asked for). */
const setupLinkCheckSchema = z.strictObject({ valid: z.literal(true), timeZone: communityTimeZoneSchema });
export type SetupLinkCheck = z.infer<typeof setupLinkCheckSchema>;

/** POST /api/setup/:token/administrator: the administrator exists and this browser is signed in as them. */
const setupAdministratorResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  redirectTo: z.string(),
});
export type SetupAdministratorResult = z.infer<typeof setupAdministratorResultSchema>;

/** A demo member's sign-in, generated when the demo content is loaded and shown only then. */
const demoSignInSchema = z.strictObject({ name: z.string(), email: z.string(), password: z.string() });
export type DemoSignIn = z.infer<typeof demoSignInSchema>;

const demoContentCountsSchema = z.strictObject({
  /** Members by the one definition (onboarded, neither deactivated nor archived, not administrators). */
  members: z.number().int(),
  conversations: z.number().int(),
  faqEntries: z.number().int(),
  accessRequests: z.number().int(),
  events: z.number().int(),
  rsvps: z.number().int(),
  introductions: z.number().int(),
  posts: z.number().int(),
  spotlight: z.number().int(),
});
export type DemoContentCounts = z.infer<typeof demoContentCountsSchema>;

/** POST /api/setup/demo-content */
const demoContentResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  added: demoContentCountsSchema,
  signIns: z.array(demoSignInSchema),
});
export type DemoContentResult = z.infer<typeof demoContentResultSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table is setup-routes.ts)

const tokenParams = z.object({ token: setupTokenSchema });
const unknownLink = { status: 404, message: SETUP.invalidLink } as const;
const linkRefusals = {
  404: { description: 'The link is unknown, expired or malformed (whether or not an administrator exists).' },
  409: { description: 'SETUP_DONE: the link is real, but the network has an administrator now.' },
};

export const SETUP_SCHEMAS = {
  demoContent: {
    summary: 'Load the demo content of npm run db:seed into a network without members',
    responses: {
      201: { description: 'What was added, and the demo members’ sign-ins (shown only now).', schema: demoContentResultSchema },
      409: { description: 'MEMBERS_EXIST: the network has members already; nothing was loaded.' },
    },
  },
  checkLink: {
    summary: 'Whether a setup link can create the first administrator (reading it spends nothing)',
    params: tokenParams,
    paramRefused: unknownLink,
    responses: { 200: { description: 'It can.', schema: setupLinkCheckSchema }, ...linkRefusals },
  },
  createAdministrator: {
    summary: 'Create the first administrator with a setup link, and sign them in',
    description: 'The link is checked before the details: a refused link answers 404 or 409 whatever the body says.',
    params: tokenParams,
    paramRefused: unknownLink,
    body: setupAdministratorSchema,
    responses: {
      201: {
        description: 'The administrator exists; Set-Cookie signs them in when it could.',
        schema: setupAdministratorResultSchema,
      },
      404: linkRefusals[404],
      409: { description: 'SETUP_DONE (the link), or ACCOUNT_EXISTS: an account has this email.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const SETUP_ENDPOINTS = defineEndpoints('setup', SETUP_ROUTES, SETUP_SCHEMAS);
