// A member's own profile (spec 2.4 'Profile', 5 'Profile'), the onboarding check and modal (spec 4.4),
// and the administrator's own profile. There is never an id in these routes: the caller is the owner.
// The endpoints (decision 037) are at the end; their route tables are profile-routes.ts.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { isWebAddress } from './links';
import { AUDIENCES, MEMBER_FIELDS, type Audience, type MemberField } from './member-fields';
import { PROFILE_PARTS, type ProfilePart } from './profile-parts';
import { ONBOARDING_ROUTES, PROFILE_ROUTES } from './profile-routes';
import { text, type TextShape } from './text';

/** Spec 8 'Onboarding and profile', word for word: the onboarding modal's and the profile pages'. */
export const PROFILE_MESSAGES = {
  namesRequired: 'Please enter both first and last name',
  userNotFound: 'User not found. Please log in again.',
  saveFailed: 'Failed to save your information. Please try again.',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
  loadFailed: 'Failed to load profile data. Please try again.',
  updatedLong: 'Your profile has been updated successfully.',
} as const;

/** Profile checks (spec 5: first and last name required; lengths are ours), one message per field. */
export const PROFILE_FIELD_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  firstNameTooLong: 'First name must be at most 80 characters',
  lastNameTooLong: 'Last name must be at most 80 characters',
  companyTooLong: 'Company must be at most 120 characters',
  jobTitleTooLong: 'Job title must be at most 120 characters',
  industryTooLong: 'Industry must be at most 120 characters',
  tooManyInterests: 'You can list at most 12 interests',
  interestRequired: 'Each interest needs a name',
  interestTooLong: 'Each interest must be at most 60 characters',
  summaryTooLong: 'Your summary must be at most 1000 characters',
  headlineTooLong: 'Headline must be at most 120 characters',
  cityTooLong: 'City must be at most 80 characters',
  countryTooLong: 'Country must be at most 80 characters',
  offeringTooLong: 'Offering must be at most 500 characters',
  lookingForTooLong: 'Looking for must be at most 500 characters',
  linkTooLong: 'A link must be at most 300 characters',
  websiteInvalid: 'Enter your website’s full address, starting with https://',
  linkedinInvalid: 'Enter your LinkedIn profile’s address, starting with https://www.linkedin.com/',
  audienceInvalid: 'Choose Members, My connections or Only the organisers',
  unknownField: 'This part of the profile cannot be shown or hidden',
  inDirectoryInvalid: 'Choose whether to show you in the members’ directory',
} as const;
const F = PROFILE_FIELD_MESSAGES;
const M = PROFILE_MESSAGES;

export const MAX_PERSON_NAME_LENGTH = 80;
export const MAX_PROFILE_FIELD_LENGTH = 120;
export const MAX_INTERESTS = 12;
export const MAX_INTEREST_LENGTH = 60;
export const MAX_SUMMARY_LENGTH = 1000;
export const MAX_HEADLINE_LENGTH = 120;
export const MAX_PLACE_LENGTH = 80;
export const MAX_OFFER_LENGTH = 500;
export const MAX_LINK_LENGTH = 300;

/** A LinkedIn address: https, on linkedin.com or one of its subdomains (www., uk.…). */
export function isLinkedInAddress(value: string): boolean {
  if (!isWebAddress(value, true)) return false;
  const host = new URL(value).hostname.toLowerCase();
  return host === 'linkedin.com' || host.endsWith('.linkedin.com');
}

// ---------------------------------------------------------------------------------------------------
// Onboarding (spec 4.4)

/** POST /api/onboarding: the name modal. Both names non-blank after trimming, else the spec's one message. */
export const onboardingNameSchema = z.object({
  firstName: text({ max: MAX_PERSON_NAME_LENGTH, tooLong: F.firstNameTooLong, required: M.namesRequired }),
  lastName: text({ max: MAX_PERSON_NAME_LENGTH, tooLong: F.lastNameTooLong, required: M.namesRequired }),
});
export type OnboardingNameRequest = z.input<typeof onboardingNameSchema>;

/**
 * POST /api/onboarding/check and POST /api/onboarding answer this. `needsName` true: show the modal
 * 'Welcome to {SHORT}' / 'Please tell us your name to complete your profile.'
 */
const onboardingStatusSchema = z.strictObject({ onboarded: z.boolean(), needsName: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

// ---------------------------------------------------------------------------------------------------
// The member's profile

/** Optional text: trimmed; blank means cleared (null). One line unless `shape` says otherwise. */
const optionalText = (max: number, tooLong: string, shape?: TextShape) =>
  text({ max, tooLong, shape })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** An optional https address: blank clears it; anything but a full https address is refused with `invalid`. */
const optionalLink = (invalid: string, allowed: (value: string) => boolean) =>
  text({ max: MAX_LINK_LENGTH, tooLong: F.linkTooLong })
    .refine((value) => value === '' || allowed(value), invalid)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Who sees each field (decision 043): any of the fields, each one of the three audiences. */
export const profileAudiencesSchema = z.strictObject(
  Object.fromEntries(MEMBER_FIELDS.map((field) => [field, z.enum(AUDIENCES, { error: F.audienceInvalid }).optional()])) as Record<
    MemberField,
    z.ZodOptional<z.ZodEnum<{ [A in Audience]: A }>>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? F.unknownField : F.audienceInvalid) },
);

export const profileInterestSchema = z.object({
  name: text({ max: MAX_INTEREST_LENGTH, tooLong: F.interestTooLong, required: F.interestRequired }),
  category: optionalText(MAX_INTEREST_LENGTH, F.interestTooLong),
});

/**
 * PUT /api/profile. First and last name are required. Every other field is optional: left out, it stays
 * as it is; sent as null or blank, it is cleared. `interests`, when sent, replaces the whole set
 * (duplicates, compared without case, are kept once); `summary` replaces the summary. Anything else in
 * the body (an email, an attendee id) is ignored: the email is read-only and the row is always the caller's.
 * A failure answers 400 with every failing field in error.fields, e.g. { company: 'Company must be …' }
 * or { 'interests.2': 'Each interest must be …' }.
 */
export const updateProfileSchema = z.object({
  firstName: text({ max: MAX_PERSON_NAME_LENGTH, tooLong: F.firstNameTooLong, required: F.firstNameRequired }),
  lastName: text({ max: MAX_PERSON_NAME_LENGTH, tooLong: F.lastNameTooLong, required: F.lastNameRequired }),
  company: optionalText(MAX_PROFILE_FIELD_LENGTH, F.companyTooLong),
  jobTitle: optionalText(MAX_PROFILE_FIELD_LENGTH, F.jobTitleTooLong),
  industry: optionalText(MAX_PROFILE_FIELD_LENGTH, F.industryTooLong),
  interests: z.array(profileInterestSchema, { error: F.interestRequired }).max(MAX_INTERESTS, F.tooManyInterests).optional(),
  summary: optionalText(MAX_SUMMARY_LENGTH, F.summaryTooLong, 'multi-line'),
  // The directory's fields (issue 33): optional like the rest.
  headline: optionalText(MAX_HEADLINE_LENGTH, F.headlineTooLong),
  city: optionalText(MAX_PLACE_LENGTH, F.cityTooLong),
  country: optionalText(MAX_PLACE_LENGTH, F.countryTooLong),
  offering: optionalText(MAX_OFFER_LENGTH, F.offeringTooLong, 'multi-line'),
  lookingFor: optionalText(MAX_OFFER_LENGTH, F.lookingForTooLong, 'multi-line'),
  websiteUrl: optionalLink(F.websiteInvalid, (value) => isWebAddress(value, true)),
  linkedinUrl: optionalLink(F.linkedinInvalid, isLinkedInAddress),
  /** Only the fields sent change audience; the rest keep theirs. */
  audiences: profileAudiencesSchema.optional(),
  /** False: out of the directory's lists and searches; the profile page is for connections only. */
  inDirectory: z.boolean({ error: F.inDirectoryInvalid }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

/** GET /api/profile: the caller's own member row. The email is read-only. */
const profileSchema = z.strictObject({
  attendeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  industry: z.string().nullable(),
  interests: z.array(z.strictObject({ name: z.string(), category: z.string().nullable() })),
  summary: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  offering: z.string().nullable(),
  lookingFor: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  /** Who sees each field: every field, as saved (the owner sees everything). */
  audiences: z.strictObject(
    Object.fromEntries(MEMBER_FIELDS.map((field) => [field, z.enum(AUDIENCES)])) as Record<
      MemberField,
      z.ZodEnum<{ [A in Audience]: A }>
    >,
  ),
  inDirectory: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export { PROFILE_PART_NAMES, PROFILE_PARTS, type ProfilePart } from './profile-parts';

/** The parts still empty, in the form's order. */
export function missingProfileParts(
  profile: Pick<Profile, 'company' | 'jobTitle' | 'industry' | 'interests' | 'summary'>,
): ProfilePart[] {
  return PROFILE_PARTS.filter((part) => {
    if (part === 'interests') return profile.interests.length === 0;
    return !profile[part]?.trim();
  });
}

/** PUT /api/profile: message 'Your profile has been updated successfully.' */
const updateProfileResultSchema = z.strictObject({ success: z.literal(true), message: z.string(), profile: profileSchema });
export type UpdateProfileResult = z.infer<typeof updateProfileResultSchema>;

// ---------------------------------------------------------------------------------------------------
// The administrator's own profile (/admin/profile)

/** PUT /api/admin/profile. The password changes through POST /api/auth/change-password. */
export const updateAdminProfileSchema = z.object({
  firstName: updateProfileSchema.shape.firstName,
  lastName: updateProfileSchema.shape.lastName,
});
export type UpdateAdminProfileRequest = z.input<typeof updateAdminProfileSchema>;

/** GET /api/admin/profile */
const adminProfileSchema = z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** PUT /api/admin/profile: message 'Profile updated successfully!' */
const updateAdminProfileResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  profile: adminProfileSchema,
});
export type UpdateAdminProfileResult = z.infer<typeof updateAdminProfileResultSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints

const noMemberRow = { 404: { description: 'The account has no member row: "User not found. Please log in again."' } };

export const ONBOARDING_SCHEMAS = {
  check: {
    summary: 'Whether the caller still has to give their name (and onboards them when they need not)',
    responses: { 200: { description: 'Onboarded, or the name is needed.', schema: onboardingStatusSchema }, ...noMemberRow },
  },
  complete: {
    summary: 'Give a name and finish onboarding',
    description:
      'Someone already onboarded (a member, an administrator) is told so whatever the body says: it is read only after.',
    body: onboardingNameSchema,
    responses: { 200: { description: 'Onboarded.', schema: onboardingStatusSchema }, ...noMemberRow },
  },
} satisfies Record<string, EndpointSchemas>;

export const ONBOARDING_ENDPOINTS = defineEndpoints('onboarding', ONBOARDING_ROUTES, ONBOARDING_SCHEMAS);

export const PROFILE_SCHEMAS = {
  get: {
    summary: "The caller's own profile",
    responses: { 200: { description: 'The profile.', schema: profileSchema }, ...noMemberRow },
  },
  update: {
    summary: "Change the caller's own profile",
    body: updateProfileSchema,
    responses: { 200: { description: 'The profile as it now is.', schema: updateProfileResultSchema }, ...noMemberRow },
  },
  adminGet: {
    summary: "The administrator's own name and email",
    responses: { 200: { description: 'The profile.', schema: adminProfileSchema }, ...noMemberRow },
  },
  adminUpdate: {
    summary: "Change the administrator's own name (the password changes through Better Auth)",
    body: updateAdminProfileSchema,
    responses: { 200: { description: 'The profile as it now is.', schema: updateAdminProfileResultSchema }, ...noMemberRow },
  },
} satisfies Record<string, EndpointSchemas>;

export const PROFILE_ENDPOINTS = defineEndpoints('profile', PROFILE_ROUTES, PROFILE_SCHEMAS);
