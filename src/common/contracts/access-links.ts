import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../caller';
import { MAGIC_LINK_SIGNUP_MESSAGES as M } from '../messages';

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
