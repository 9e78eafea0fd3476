// The demo members, oldest first: created_at runs from about a year ago to last week in this order.
import { FIRST_MEMBERS } from './members-first';
import { LATER_MEMBERS } from './members-later';

type Interest = [name: string, category: string];

export type DemoMember = {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  industry: string;
  interests: Interest[];
  summary: string;
  onboarded?: false;
  archived?: true;
  banned?: true;
  neverLoggedIn?: true;
  /** Gets a password account: onboarded, active members with answered Ask entries to read. */
  demoSignIn?: true;
};

export const DEMO_MEMBERS: DemoMember[] = [...FIRST_MEMBERS, ...LATER_MEMBERS];

/** Members who signed in at least once but not recently enough to have a last login on record. */
export const NO_LAST_LOGIN = new Set(['Naomi Goldberg', 'Liam O’Connor', 'Carlos Mendoza']);

/**
 * The demo's organisers: administrator accounts without a password (nobody signs in as them), who wrote
 * the replies, so the response times have someone to count per organiser, as they would after real use.
 */
export const DEMO_ORGANISERS = [
  { firstName: 'Nora', lastName: 'Quinn' },
  { firstName: 'Theo', lastName: 'Marsh' },
] as const;
