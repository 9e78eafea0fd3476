import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../caller';
import { MAGIC_LINK_ADMIN_MESSAGES as ADMIN, MAGIC_LINK_SIGNUP_MESSAGES as M, REQUEST_ACCESS_MESSAGES as REQUEST_ACCESS } from '../messages';

export const MAX_NAME_LENGTH = 80;

/** POST /api/access-links/:token/sign-up */
export const accessLinkSignUpSchema = z.object({
  password: z.string().min(MIN_PASSWORD_LENGTH, M.passwordTooShort).max(128, 'Password must be at most 128 characters long'),
  firstName: z.string().trim().max(MAX_NAME_LENGTH, `First name must be at most ${MAX_NAME_LENGTH} characters`).optional(),
  lastName: z.string().trim().max(MAX_NAME_LENGTH, `Last name must be at most ${MAX_NAME_LENGTH} characters`).optional(),
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

const simpleEmail = (invalid: string) =>
  z
    .string()
    .trim()
    .max(254, 'The email address is too long')
    // Spec 5: text, an at sign, text, a dot and text.
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, invalid);

/** POST /api/access-requests: a visitor asks for access (spec 5, 'Request access'). */
export const accessRequestSchema = z.object({
  email: z.string({ error: REQUEST_ACCESS.fillAllFields }).trim().min(1, REQUEST_ACCESS.fillAllFields).pipe(simpleEmail(REQUEST_ACCESS.invalidEmail)),
  firstName: z
    .string({ error: REQUEST_ACCESS.fillAllFields })
    .trim()
    .min(1, REQUEST_ACCESS.fillAllFields)
    .max(MAX_NAME_LENGTH, `First name must be at most ${MAX_NAME_LENGTH} characters`),
  lastName: z
    .string({ error: REQUEST_ACCESS.fillAllFields })
    .trim()
    .min(1, REQUEST_ACCESS.fillAllFields)
    .max(MAX_NAME_LENGTH, `Last name must be at most ${MAX_NAME_LENGTH} characters`),
});
export type AccessRequestInput = z.infer<typeof accessRequestSchema>;

/** POST /api/admin/access-requests: an administrator creates a link for an email ('Add User'). */
export const adminCreateLinkSchema = z.object({
  email: z.string({ error: ADMIN.enterEmail }).trim().min(1, ADMIN.enterEmail).pipe(simpleEmail(ADMIN.invalidEmail)),
  firstName: z.string().trim().max(MAX_NAME_LENGTH, `First name must be at most ${MAX_NAME_LENGTH} characters`).optional(),
  lastName: z.string().trim().max(MAX_NAME_LENGTH, `Last name must be at most ${MAX_NAME_LENGTH} characters`).optional(),
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

export type AccessRequestPage = { items: AccessRequestRow[]; total: number; pendingCount: number; page: number; pageSize: number };

export const accessRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const MAGIC_LINK_TTL_HOURS = 72;
