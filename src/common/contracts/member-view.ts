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
