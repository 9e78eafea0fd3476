// Who is calling, as the server decides it once per request. The browser receives the same shape from
// GET /api/me and uses it only to choose what to show.
import { z } from 'zod';

export const CALLER_KINDS = ['visitor', 'not_onboarded', 'member', 'deactivated', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export const meResponseSchema = z.object({
  kind: z.enum(CALLER_KINDS),
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      attendeeId: z.string().nullable(),
      onboarded: z.boolean(),
      isAdmin: z.boolean(),
    })
    .nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Where a signed-in caller belongs after sign-in (spec 4.2). */
export function homePathFor(kind: CallerKind): string {
  if (kind === 'admin') return '/admin/dashboard';
  if (kind === 'member') return '/user/dashboard';
  return '/login';
}

/** The error body every API failure answers with. `code` is stable; `message` is for people. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Public, non-secret configuration the browser needs (brand, links, which sign-in methods exist). */
export const publicConfigSchema = z.object({
  brand: z.object({ shortName: z.string(), name: z.string(), color: z.string() }),
  links: z.object({
    memberProfilesUrl: z.string().nullable(),
    surveyFormUrl: z.string().nullable(),
    contactEmail: z.string(),
  }),
  auth: z.object({ google: z.boolean(), minPasswordLength: z.number() }),
  push: z.object({ vapidPublicKey: z.string() }),
  /** The community's IANA time zone (TIME_ZONE): event dates are shown in it, whoever is looking. */
  timeZone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const MIN_PASSWORD_LENGTH = 6;
