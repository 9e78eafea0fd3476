// The other member of a request or connection, in SQL: who may be asked, who is shown, and the columns a
// card needs. Written with explicit table aliases (fixed names below, never input), so a subquery's
// columns can never be mistaken for the outer row's.
import { sql, type SQL } from 'drizzle-orm';
import type { ConnectionPerson } from '../../../common/contracts/connections';
import { PROFILE_MESSAGES } from '../../../common/contracts/profile';
import type { SignedInCaller } from '../../auth/caller';
import { notFound } from '../../http/errors';

type Alias = 'person' | 'requester' | 'recipient';

/**
 * Shown to others: not archived and not deactivated. Archiving (the product's delete) or deactivating a
 * member hides their requests and connections from everyone else, and brings them back when undone.
 */
export function isShown(alias: Alias): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.archived = false
    and not exists (select 1 from banned_users banned where lower(banned.email) = lower(${a}.email))
    and not exists (select 1 from users account where account.id = ${a}.user_id and account.banned = true))`;
}

/** May be asked to connect: shown, onboarded, and not one of the organisers (who are never recommended
 * either: they have a member row only to use the member area). */
export function mayBeAsked(alias: Alias): SQL {
  const a = sql.raw(alias);
  return sql`(${isShown(alias)} and ${a}.onboarding_completed = true
    and not exists (select 1 from admin_users organiser where organiser.user_id = ${a}.user_id))`;
}

/** The card's columns of `alias`, named person_*. */
export function personColumns(alias: Alias): SQL {
  const a = sql.raw(alias);
  return sql`${a}.id as person_id, ${a}.first_name as person_first_name, ${a}.last_name as person_last_name,
    ${a}.job_title as person_job_title, ${a}.company as person_company, ${a}.industry as person_industry`;
}

export type PersonRow = {
  person_id: string;
  person_first_name: string;
  person_last_name: string;
  person_job_title: string | null;
  person_company: string | null;
  person_industry: string | null;
};

/** The other member's name alone: for the server's own texts (a toast, an email's greeting). Cards carry
 * the member as the caller may see them (lists.ts, decision 043). */
export function toPerson(row: PersonRow): ConnectionPerson {
  return {
    attendeeId: row.person_id,
    fullName: `${row.person_first_name} ${row.person_last_name}`.trim(),
    firstName: row.person_first_name,
    lastName: row.person_last_name,
  };
}

/** 'Director at Acme', 'Director', 'Acme', or null. */
export function roleOf(person: { jobTitle?: string | null; company?: string | null }): string | null {
  const title = person.jobTitle?.trim();
  const company = person.company?.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}

/** The caller's member row; an account without one has nothing to connect. */
export function ownAttendeeId(caller: Pick<SignedInCaller, 'attendee'>): string {
  if (!caller.attendee) throw notFound(PROFILE_MESSAGES.userNotFound);
  return caller.attendee.id;
}
