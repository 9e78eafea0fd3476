// The parts of a profile the member home asks for (issue 19): no zod here, so the member home's bundle
// can name them without downloading the profile contract's schemas (decision 026's budget, decision 041).
// profile.ts re-exports them.

/** The parts of a profile that recommendations read, beyond the name: a member missing any of them is
 * asked to complete their profile. */
export const PROFILE_PARTS = ['company', 'jobTitle', 'industry', 'interests', 'summary'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** How each part is named in a sentence ('Add your company, job title and interests'). */
export const PROFILE_PART_NAMES: Record<ProfilePart, string> = {
  company: 'company',
  jobTitle: 'job title',
  industry: 'industry',
  interests: 'interests',
  summary: 'bio',
};
