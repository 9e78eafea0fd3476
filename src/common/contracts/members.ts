import { z } from 'zod';
import { BAN_MESSAGES } from '../messages';

/** POST /api/admin/members/ban and /unban: by email (spec 5, 'Ban and unban'). */
export const memberByEmailSchema = z.object({
  email: z.string({ error: BAN_MESSAGES.emailRequired }).trim().min(1, BAN_MESSAGES.emailRequired).pipe(z.email('Please enter a valid email address')),
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});
export type MemberByEmail = z.infer<typeof memberByEmailSchema>;
