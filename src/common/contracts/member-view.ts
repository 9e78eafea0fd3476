// A member as another member sees them (issue 33, decision 043): the directory's cards, the profile page,
// recommendations, event attendees, introductions. Only what the member lets this viewer see is in it: a
// field hidden from the viewer, or empty, is absent (no key at all, so not even its name leaves the server).
import { z } from 'zod';

const present = z.string().min(1).optional();

export const memberViewShape = {
  attendeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** The photo's address at the asked size; absent: initials. */
  photoUrl: present,
  headline: present,
  company: present,
  jobTitle: present,
  industry: present,
  /** The bio: plain text, paragraphs separated by blank lines. */
  summary: present,
  city: present,
  country: present,
  interests: z.array(z.string()).optional(),
  offering: present,
  lookingFor: present,
  websiteUrl: present,
  linkedinUrl: present,
  email: present,
};
export const memberViewSchema = z.strictObject(memberViewShape);
export type MemberView = z.infer<typeof memberViewSchema>;

/**
 * A member in a list (event attendees, connections and their requests): the card's part of the view, so a
 * page of twenty does not carry twenty bios. The same rule: a hidden or empty field is absent.
 */
export const memberCardShape = {
  attendeeId: memberViewShape.attendeeId,
  firstName: memberViewShape.firstName,
  lastName: memberViewShape.lastName,
  fullName: memberViewShape.fullName,
  photoUrl: memberViewShape.photoUrl,
  headline: memberViewShape.headline,
  company: memberViewShape.company,
  jobTitle: memberViewShape.jobTitle,
  industry: memberViewShape.industry,
  city: memberViewShape.city,
  country: memberViewShape.country,
  email: memberViewShape.email,
};
export const memberCardSchema = z.strictObject(memberCardShape);
export type MemberCard = z.infer<typeof memberCardSchema>;
