// The access-request contract. An access request is the record a visitor's request (or an
// administrator's 'Add User') creates; once approved it carries its access link, the one-time sign-up
// link (spec 4.3). The request bodies, the list row, and what the routes answer.
import { z } from 'zod';
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

/** GET /api/access-links/:token: the verification result of spec 3. */
export const accessLinkVerificationSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  email: z.string().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
});
export type AccessLinkVerification = z.infer<typeof accessLinkVerificationSchema>;

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

export type AccessRequestRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: 'pending' | 'approved' | 'signed_up';
  displayStatus: AccessRequestDisplayStatus;
  approved: boolean;
  used: boolean;
  /** The sign-up link while it can still be used; administrators copy it. */
  link: string | null;
  expiresAt: string | null;
  approvedAt: string | null;
  completedAt: string | null;
  createdAt: string;
};

export type AccessRequestPage = {
  items: AccessRequestRow[];
  total: number;
  pendingCount: number;
  page: number;
  pageSize: number;
};

export const accessRequestListQuerySchema = z.object({
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});

export const ACCESS_LINK_TTL_HOURS = 72;

// What the routes answer.

/** POST /api/access-requests: the same answer whether or not a request was already open. */
export type AccessRequestSubmitted = { success: true; message: string };

/** What approve, create and regenerate share: the fresh access link, and whether the server emailed it. */
export type IssuedAccessLink = { success: true; message: string; token: string; link: string; emailed: boolean };

/** POST /api/admin/access-requests/:id/approve */
export type AccessRequestApproved = IssuedAccessLink & { request: AccessRequestRow };

/** POST /api/admin/access-requests/:id/regenerate */
export type AccessLinkRegenerated = IssuedAccessLink & { request: AccessRequestRow };

/** POST /api/admin/access-requests ('Add User'): an approved request made by an administrator. */
export type AccessLinkCreated = IssuedAccessLink & { recordId: string };

/** DELETE /api/admin/access-requests/:id */
export type AccessRequestDeleted = { success: true; message: string };

/**
 * POST /api/access-links/:token/sign-up: the account exists, and the answer has signed the new member in
 * (its Set-Cookie) through the ordinary email sign-in. `signedIn` false (that sign-in was refused or
 * failed): the member signs in at /login with `email`. `redirectTo` is where to go either way.
 */
export type AccessLinkSignedUp = { success: true; message: string; email: string; signedIn: boolean; redirectTo: string };

/** Where the daily digest of waiting requests takes an administrator: the dashboard's Magic Links tab. */
export const ADMIN_ACCESS_REQUESTS_PAGE = '/admin/dashboard?tab=magic-links';
