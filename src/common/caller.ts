// Who is calling, as the server decides it once per request. The browser receives the same shape from
// GET /api/me and uses it only to choose what to show.
// Plain types, no schemas: the browser loads this on every page, and these shapes are written by our own
// server, never parsed from people's input.

export const CALLER_KINDS = ['visitor', 'not_onboarded', 'member', 'deactivated', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export type MeResponse = {
  kind: CallerKind;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    attendeeId: string | null;
    onboarded: boolean;
    isAdmin: boolean;
    /** Two-factor sign-in is on for the account (decision 060). */
    twoFactorEnabled: boolean;
    /** The administrators require a second factor of this account and it has none yet: every page but
     * the security settings leads there (decision 060). */
    twoFactorSetupRequired: boolean;
  } | null;
};

/** Who must sign in with a second factor, as the administrators set it (decision 060). */
export const TWO_FACTOR_REQUIRED_FOR = ['nobody', 'administrators', 'everyone'] as const;
export type TwoFactorRequiredFor = (typeof TWO_FACTOR_REQUIRED_FOR)[number];

/** Signed in and allowed into the member area: members, and administrators, who may use it too. */
export function canUseMemberArea(kind: CallerKind): boolean {
  return kind === 'member' || kind === 'admin';
}

/** Where a signed-in caller belongs after sign-in (spec 4.2). */
export function homePathFor(kind: CallerKind): string {
  if (kind === 'admin') return '/admin/dashboard';
  if (kind === 'member') return '/';
  return '/login';
}

/** The error body every API failure answers with. `code` is stable; `message` is for people. */
export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

export type MailDelivery = 'smtp' | 'outbox';

/** Public, non-secret configuration the browser needs (brand, links, which sign-in methods exist). */
export type PublicConfig = {
  brand: { shortName: string; name: string; color: string };
  /** contactEmail is null until the organisers set CONTACT_EMAIL: no CONTACT link is shown then. */
  links: { surveyFormUrl: string | null; contactEmail: string | null };
  auth: { google: boolean; minPasswordLength: number };
  /** 'outbox' when SMTP is not configured: emails are only written to the server's outbox folder, so
   * pages must not tell anyone to check their email. */
  mail: { delivery: MailDelivery };
  push: { vapidPublicKey: string };
  /** The community's IANA time zone (TIME_ZONE): event dates are shown in it, whoever is looking. */
  timeZone: string;
  /** The largest upload of each kind in bytes, so the dashboard refuses a file before sending it. */
  uploads: { maxImageBytes: number; maxDocumentBytes: number };
};

export const MIN_PASSWORD_LENGTH = 6;

/** Six spaces are not a password: every password needs a character that is not white space. */
export function hasNonSpaceCharacter(password: string): boolean {
  return /\S/u.test(password);
}
