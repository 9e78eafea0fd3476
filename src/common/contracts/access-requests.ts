// The access-request contract. An access request is the record a visitor's request (or an
// administrator's 'Add User') creates; once approved it carries its access link, the one-time sign-up
// link (spec 4.3). The request bodies, the list row, what the routes answer, and the endpoints (decision
// 037; their route table is access-requests-routes.ts).
import { z } from 'zod';
import { ACCESS_REQUEST_ROUTES } from './access-requests-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { pageQuery, pageSizeQuery } from './paging';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../caller';
import { ADMIN_TOASTS, PASSWORD_MESSAGES } from '../messages';
import { emailText, recordId, text } from './text';

/** Spec 8 and 5 'Request access', word for word. */
export const REQUEST_ACCESS_MESSAGES = {
  failed: 'Failed to submit request. Please try again later.',
  submitted: 'Magic link request submitted successfully. An administrator will review your request.',
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** Spec 8 'Magic-link sign-up' and its checks in spec 5, word for word. */
export const ACCESS_LINK_SIGN_UP_MESSAGES = {
  verifyFailed: 'Failed to verify magic link. Please try again later.',
  existsDifferentPassword:
    'An account with this email already exists but with a different password. Please try logging in with your existing credentials or contact support.',
  alreadyRegistered: 'An account with this email already exists. Please try logging in instead.',
  updateProfileFailed: 'Failed to update user profile. Please try again.',
  createProfileFailed: 'Failed to create user profile. Please try again.',
  createUserFailed: 'Failed to create user account',
  createAccountFailed: 'Failed to create account. Please try again.',
  created: 'Account created successfully! You can now log in.',
  namesRequired: 'Please enter your first and last name',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  userInfoNotFound: 'User information not found',
  missingToken: 'Invalid magic link. Please request a new one.',
} as const;

/** Spec 8 'Magic-link administration messages' and the Add User checks of spec 5, word for word. */
export const ACCESS_REQUEST_ADMIN_MESSAGES = {
  createRequestFailed: 'Failed to create magic link request. Please try again.',
  notAuthenticated: 'Not authenticated',
  requestNotFoundOrProcessed: 'Request not found or already processed',
  approveFailed: 'Failed to approve request',
  approved: 'Magic link request approved successfully',
  invalidOrExpired: 'Invalid or expired magic link',
  expired: 'Magic link has expired',
  processFailed: 'Failed to process magic link',
  verified: 'Magic link verified successfully',
  userHasAccount: 'User with this email already has an active account',
  activeLinkExists: 'An active magic link already exists for this email',
  createFailed: 'Failed to create magic link. Please try again.',
  created: 'Magic link created successfully',
  requestNotFound: 'Request not found',
  regenerateFailed: 'Failed to regenerate magic link',
  regenerated: 'Magic link regenerated successfully',
  enterEmail: 'Please enter an email address',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** Access-request texts the spec leaves unwritten, in its voice. */
export const ACCESS_REQUEST_EXTRA_MESSAGES = {
  deleted: 'Magic link request deleted',
  alreadyProcessed: 'This request has already been used to create an account.',
} as const;

/** Spec 8 'Admin toasts' of the Magic Links tab, word for word. */
export const ACCESS_REQUEST_TOASTS = {
  loadAccessRequestsFailed: 'Failed to load magic link requests',
  approveFailed: 'Failed to approve request',
  createAccessLinkFailed: 'Failed to create magic link',
  regenerateFailed: 'Failed to regenerate magic link',
  deleteRequestFailed: 'Failed to delete magic link request',
  copyFailed: 'Failed to copy link',
} as const;
const ADMIN = ACCESS_REQUEST_ADMIN_MESSAGES;
const M = ACCESS_LINK_SIGN_UP_MESSAGES;
const REQUEST_ACCESS = REQUEST_ACCESS_MESSAGES;

export const MAX_NAME_LENGTH = 80;
export const MAX_PASSWORD_LENGTH = 128;

const firstNameTooLong = `First name must be at most ${MAX_NAME_LENGTH} characters`;
const lastNameTooLong = `Last name must be at most ${MAX_NAME_LENGTH} characters`;

/** An access link's token as it comes in the path. Ours are 43 characters of base64url; older ones may differ. */
export const accessLinkTokenSchema = text({
  max: 256,
  tooLong: ADMIN.invalidOrExpired,
  required: M.missingToken,
  keepSpaces: true,
});

/** An access request's id in the path; anything else is the same 404 as an unknown one. */
export const accessRequestIdSchema = recordId(ADMIN_TOASTS.recordNotFound);

/** POST /api/access-links/:token/sign-up */
export const accessLinkSignUpSchema = z.object({
  password: text({
    max: MAX_PASSWORD_LENGTH,
    tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    keepSpaces: true,
    shape: 'secret',
  })
    .min(MIN_PASSWORD_LENGTH, M.passwordTooShort)
    .refine(hasNonSpaceCharacter, PASSWORD_MESSAGES.onlySpaces),
  firstName: text({ max: MAX_NAME_LENGTH, tooLong: firstNameTooLong }).optional(),
  lastName: text({ max: MAX_NAME_LENGTH, tooLong: lastNameTooLong }).optional(),
});
export type AccessLinkSignUp = z.infer<typeof accessLinkSignUpSchema>;

/** POST /api/access-requests: a visitor asks for access (spec 5, 'Request access'). */
export const accessRequestSchema = z.object({
  email: emailText({ required: REQUEST_ACCESS.fillAllFields, invalid: REQUEST_ACCESS.invalidEmail }),
  firstName: text({ max: MAX_NAME_LENGTH, tooLong: firstNameTooLong, required: REQUEST_ACCESS.fillAllFields }),
  lastName: text({ max: MAX_NAME_LENGTH, tooLong: lastNameTooLong, required: REQUEST_ACCESS.fillAllFields }),
});
export type AccessRequestInput = z.infer<typeof accessRequestSchema>;

/** POST /api/admin/access-requests: an administrator creates a link for an email ('Add User'). */
export const adminCreateLinkSchema = z.object({
  email: emailText({ required: ADMIN.enterEmail, invalid: ADMIN.invalidEmail }),
  firstName: text({ max: MAX_NAME_LENGTH, tooLong: firstNameTooLong }).optional(),
  lastName: text({ max: MAX_NAME_LENGTH, tooLong: lastNameTooLong }).optional(),
});
export type AdminCreateLinkInput = z.infer<typeof adminCreateLinkSchema>;

export const ACCESS_REQUEST_DISPLAY_STATUSES = ['signed_up', 'expired', 'approved', 'pending'] as const;
export type AccessRequestDisplayStatus = (typeof ACCESS_REQUEST_DISPLAY_STATUSES)[number];

/** Spec 4.3: the dashboard's status is derived, in this order. */
export function deriveDisplayStatus(
  request: { status: string; approved: boolean; expiresAt: string | Date | null },
  now: Date,
): AccessRequestDisplayStatus {
  if (request.status === 'signed_up') return 'signed_up';
  if (request.expiresAt && new Date(request.expiresAt).getTime() < now.getTime()) return 'expired';
  if (request.status === 'approved' || request.approved) return 'approved';
  return 'pending';
}

export const accessRequestListQuerySchema = z.object({
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});

export const ACCESS_LINK_TTL_HOURS = 72;

// ---------------------------------------------------------------------------------------------------
// What the routes answer. Strict objects: in tests and development the server checks each answer
// against them (decision 037). Dates are ISO 8601.

const isoDate = z.iso.datetime({ offset: true });

/** GET /api/access-links/:token: the verification result of spec 3. */
export const accessLinkVerificationSchema = z.strictObject({
  success: z.boolean(),
  message: z.string(),
  email: z.string().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
});
export type AccessLinkVerification = z.infer<typeof accessLinkVerificationSchema>;

const accessRequestRowSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'signed_up']),
  displayStatus: z.enum(ACCESS_REQUEST_DISPLAY_STATUSES),
  approved: z.boolean(),
  used: z.boolean(),
  /** The sign-up link while it can still be used; administrators copy it. */
  link: z.string().nullable(),
  expiresAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AccessRequestRow = z.infer<typeof accessRequestRowSchema>;

const accessRequestPageSchema = z.strictObject({
  items: z.array(accessRequestRowSchema),
  total: z.number().int(),
  pendingCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccessRequestPage = z.infer<typeof accessRequestPageSchema>;

const doneSchema = z.strictObject({ success: z.literal(true), message: z.string() });

/** POST /api/access-requests: the same answer whether or not a request was already open. */
export type AccessRequestSubmitted = z.infer<typeof doneSchema>;

/** What approve, create and regenerate share: the fresh access link, and whether the server emailed it. */
const issuedAccessLinkSchema = doneSchema.extend({ token: z.string(), link: z.string(), emailed: z.boolean() });
export type IssuedAccessLink = z.infer<typeof issuedAccessLinkSchema>;

/** POST /api/admin/access-requests/:id/approve and …/regenerate: the link, and the row as it now is. */
const issuedForRequestSchema = issuedAccessLinkSchema.extend({ request: accessRequestRowSchema });
export type AccessRequestApproved = z.infer<typeof issuedForRequestSchema>;
export type AccessLinkRegenerated = z.infer<typeof issuedForRequestSchema>;

/** POST /api/admin/access-requests ('Add User'): an approved request made by an administrator. */
const accessLinkCreatedSchema = issuedAccessLinkSchema.extend({ recordId: z.string() });
export type AccessLinkCreated = z.infer<typeof accessLinkCreatedSchema>;

/** DELETE /api/admin/access-requests/:id */
export type AccessRequestDeleted = z.infer<typeof doneSchema>;

/**
 * POST /api/access-links/:token/sign-up: the account exists, and the answer has signed the new member in
 * (its Set-Cookie) through the ordinary email sign-in. `signedIn` false (that sign-in was refused or
 * failed): the member signs in at /login with `email`. `redirectTo` is where to go either way.
 */
const accessLinkSignedUpSchema = doneSchema.extend({ email: z.string(), signedIn: z.boolean(), redirectTo: z.string() });
export type AccessLinkSignedUp = z.infer<typeof accessLinkSignedUpSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints

const tokenParams = z.object({ token: accessLinkTokenSchema });
/** A token that could never have been issued is as unusable as a spent one. */
const unusableLink = { status: 410, code: 'INVALID_LINK', message: ADMIN.invalidOrExpired } as const;
const linkGone = { 410: { description: 'INVALID_LINK or LINK_EXPIRED: the link is unknown, used or expired.' } };
const idParams = z.object({ id: accessRequestIdSchema });
const unknownRequest = { status: 404, message: ADMIN_TOASTS.recordNotFound } as const;

export const ACCESS_REQUEST_SCHEMAS = {
  submit: {
    summary: 'A visitor asks for access',
    description: 'The same answer whether or not the email has an account or an open request. Rate limited.',
    body: accessRequestSchema,
    responses: {
      201: { description: 'Received.', schema: doneSchema },
      429: { description: 'TOO_MANY_REQUESTS: too many requests from this address or for this email.' },
    },
  },
  verifyLink: {
    summary: 'Whether an access link can still be used, and whom it is for',
    params: tokenParams,
    paramRefused: unusableLink,
    responses: { 200: { description: 'The link works.', schema: accessLinkVerificationSchema }, ...linkGone },
  },
  signUp: {
    summary: 'Create the account an access link is for, and sign it in',
    params: tokenParams,
    paramRefused: unusableLink,
    body: accessLinkSignUpSchema,
    responses: {
      201: { description: 'The account exists; Set-Cookie signs it in when it could.', schema: accessLinkSignedUpSchema },
      ...linkGone,
      409: { description: 'ACCOUNT_EXISTS: an account has this email (with another password).' },
      500: { description: 'SIGN_UP_FAILED: the account could not be created.' },
    },
  },
  adminList: {
    summary: 'The access requests not signed up yet, newest first, with the count of pending ones',
    query: accessRequestListQuerySchema,
    responses: { 200: { description: 'One page and the totals.', schema: accessRequestPageSchema } },
  },
  adminCreate: {
    summary: "'Add User': an access link for an email",
    body: adminCreateLinkSchema,
    responses: {
      201: { description: 'The link, emailed when mail is on.', schema: accessLinkCreatedSchema },
      409: { description: 'ACCOUNT_EXISTS or ACTIVE_LINK_EXISTS: the email has an account or a live link.' },
    },
  },
  adminApprove: {
    summary: 'Approve a pending request: its access link is made and emailed',
    params: idParams,
    paramRefused: unknownRequest,
    responses: {
      200: { description: 'The link and the row.', schema: issuedForRequestSchema },
      404: { description: 'No pending request has this id.' },
      409: { description: 'ACTIVE_LINK_EXISTS: another request of the email has a live link.' },
    },
  },
  adminRegenerate: {
    summary: 'A new link for a request; the old one stops working',
    params: idParams,
    paramRefused: unknownRequest,
    responses: {
      200: { description: 'The link and the row.', schema: issuedForRequestSchema },
      404: { description: 'No request has this id.' },
      409: { description: 'ALREADY_SIGNED_UP or ACTIVE_LINK_EXISTS.' },
    },
  },
  adminDelete: {
    summary: 'Delete a request and its link',
    params: idParams,
    paramRefused: unknownRequest,
    responses: { 200: { description: 'Deleted.', schema: doneSchema }, 404: { description: 'No request has this id.' } },
  },
} satisfies Record<string, EndpointSchemas>;

export const ACCESS_REQUEST_ENDPOINTS = defineEndpoints('access-requests', ACCESS_REQUEST_ROUTES, ACCESS_REQUEST_SCHEMAS);

/** Where the daily digest of waiting requests takes an administrator: the dashboard's Magic Links tab. */
export const ADMIN_ACCESS_REQUESTS_PAGE = '/admin/dashboard?tab=magic-links';
