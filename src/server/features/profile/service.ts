// A member's own profile (spec 2.4 'Profile'), and the administrator's (/admin/profile). The row is
// always the caller's, found from their session: no route takes an id or an email, so nobody can reach
// another member's row, and the email (the sign-in address) never changes here.
import { eq, inArray, or, sql } from 'drizzle-orm';
import { MEMBER_FIELDS, type Audience, type MemberField } from '../../../common/contracts/member-fields';
import type {
  AdminProfile,
  Profile,
  UpdateAdminProfileResult,
  UpdateProfileInput,
  UpdateProfileResult,
} from '../../../common/contracts/profile';
import { PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { splitFullName } from '../../../common/names';
import type { SignedInCaller } from '../../auth/caller';
import { changesBetween, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { attendeeInterests, attendees, attendeeSummaries, recommendationTexts, topics, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { audienceColumns, interestsOf, latestSummaryOf } from './columns';

type Owner = Pick<SignedInCaller, 'userId' | 'attendee'>;

/** The caller's member row id; an account without one is told to sign in again (spec 8). */
function ownAttendeeId(caller: Owner): string {
  if (!caller.attendee) throw notFound(PROFILE_MESSAGES.userNotFound);
  return caller.attendee.id;
}

const profileColumns = {
  attendeeId: attendees.id,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  email: attendees.email,
  company: attendees.company,
  jobTitle: attendees.jobTitle,
  industry: attendees.industry,
  interests: sql<Profile['interests']>`coalesce(${interestsOf(attendees.id)}, '[]'::json)`,
  summary: sql<string | null>`${latestSummaryOf(attendees.id)}`,
  headline: attendees.headline,
  city: attendees.city,
  country: attendees.country,
  offering: attendees.offering,
  lookingFor: attendees.lookingFor,
  websiteUrl: attendees.websiteUrl,
  linkedinUrl: attendees.linkedinUrl,
  audiences: audienceColumns,
  inDirectory: attendees.inDirectory,
};

/** Each field's `…VisibleTo` column, by the field's name (what PUT's `audiences` sets). */
const AUDIENCE_COLUMNS = {
  photo: 'photoVisibleTo',
  headline: 'headlineVisibleTo',
  company: 'companyVisibleTo',
  jobTitle: 'jobTitleVisibleTo',
  industry: 'industryVisibleTo',
  summary: 'summaryVisibleTo',
  location: 'locationVisibleTo',
  interests: 'interestsVisibleTo',
  offering: 'offeringVisibleTo',
  lookingFor: 'lookingForVisibleTo',
  links: 'linksVisibleTo',
  email: 'emailVisibleTo',
} as const satisfies Record<MemberField, keyof typeof attendees.$inferInsert>;

/** The columns to set for the audiences sent; fields left out keep theirs. */
function audienceChanges(audiences: UpdateProfileInput['audiences']) {
  const changes: Partial<Record<(typeof AUDIENCE_COLUMNS)[MemberField], Audience>> = {};
  for (const field of MEMBER_FIELDS) {
    const audience = audiences?.[field];
    if (audience) changes[AUDIENCE_COLUMNS[field]] = audience;
  }
  return changes;
}

/** Only the keys whose value was sent (undefined: left out, so unchanged). */
function sentOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

async function loadProfile(db: Database, attendeeId: string): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(attendees).where(eq(attendees.id, attendeeId)).limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return { ...row, interests: row.interests ?? [] };
}

export async function getProfile(db: Database, caller: Owner): Promise<Profile> {
  return loadProfile(db, ownAttendeeId(caller));
}

/** Interests kept once each, compared without case, in the order given. */
function distinctInterests(interests: NonNullable<UpdateProfileInput['interests']>) {
  const seen = new Set<string>();
  return interests.filter((interest) => {
    const key = interest.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An interest that names one of the organisers' topics (without regard to case) takes the topic's spelling,
 * so that the directory's facets and the organisers' renames find every member who chose it.
 */
async function spelledAsTopics(
  tx: Pick<Database, 'select'>,
  interests: NonNullable<UpdateProfileInput['interests']>,
): Promise<NonNullable<UpdateProfileInput['interests']>> {
  if (!interests.length) return interests;
  const lowered = interests.map((interest) => interest.name.toLowerCase());
  const found = await tx
    .select({ name: topics.name })
    .from(topics)
    .where(inArray(sql`lower(${topics.name})`, lowered));
  const spelling = new Map(found.map((topic) => [topic.name.toLowerCase(), topic.name]));
  return interests.map((interest) => ({ ...interest, name: spelling.get(interest.name.toLowerCase()) ?? interest.name }));
}

/**
 * Saves the caller's profile. Fields left out stay as they are; interests and summary, when sent,
 * replace what was there; audiences change only for the fields sent. The recommendation texts written
 * about or for this member are forgotten (Offering and Looking for among what they read), so the next
 * view writes them from the new profile.
 */
export async function updateProfile(
  db: Database,
  caller: Owner,
  input: UpdateProfileInput,
  now: Date,
): Promise<UpdateProfileResult> {
  const attendeeId = ownAttendeeId(caller);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(attendees)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        ...sentOnly({
          company: input.company,
          jobTitle: input.jobTitle,
          industry: input.industry,
          headline: input.headline,
          city: input.city,
          country: input.country,
          offering: input.offering,
          lookingFor: input.lookingFor,
          websiteUrl: input.websiteUrl,
          linkedinUrl: input.linkedinUrl,
          inDirectory: input.inDirectory,
        }),
        ...audienceChanges(input.audiences),
        updatedAt: now,
      })
      .where(eq(attendees.id, attendeeId))
      .returning({ id: attendees.id });
    if (!updated) throw notFound(PROFILE_MESSAGES.userNotFound);
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: now })
      .where(eq(users.id, caller.userId));
    if (input.interests !== undefined) {
      await tx.delete(attendeeInterests).where(eq(attendeeInterests.attendeeId, attendeeId));
      const interests = await spelledAsTopics(tx, distinctInterests(input.interests));
      if (interests.length) {
        await tx.insert(attendeeInterests).values(
          // One millisecond apart, so the saved order is the order given.
          interests.map((interest, i) => ({
            attendeeId,
            interestName: interest.name,
            category: interest.category ?? null,
            createdAt: new Date(now.getTime() + i),
          })),
        );
      }
    }
    if (input.summary !== undefined) {
      await tx.delete(attendeeSummaries).where(eq(attendeeSummaries.attendeeId, attendeeId));
      if (input.summary) await tx.insert(attendeeSummaries).values({ attendeeId, summaryText: input.summary, createdAt: now });
    }
    await tx
      .delete(recommendationTexts)
      .where(or(eq(recommendationTexts.attendeeId, attendeeId), eq(recommendationTexts.recommendedAttendeeId, attendeeId)));
  });
  return { success: true, message: PROFILE_MESSAGES.updatedLong, profile: await loadProfile(db, attendeeId) };
}

// ---------------------------------------------------------------------------------------------------
// The administrator's own profile

type AdminOwner = Pick<SignedInCaller, 'userId' | 'email' | 'name' | 'attendee'>;

/** The member row's names when there is one, else the account name split at the first space. */
export async function getAdminProfile(db: Database, caller: AdminOwner): Promise<AdminProfile> {
  const [row] = await db
    .select({ name: users.name, email: users.email, firstName: attendees.firstName, lastName: attendees.lastName })
    .from(users)
    .leftJoin(attendees, eq(attendees.userId, users.id))
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  const fromAccount = splitFullName(row.name);
  return {
    firstName: row.firstName || fromAccount.firstName,
    lastName: row.lastName || fromAccount.lastName,
    email: row.email,
  };
}

/** Renames the administrator: their member row (when they have one) and their account's name. */
export async function updateAdminProfile(
  db: Database,
  caller: AdminOwner,
  input: { firstName: string; lastName: string },
  now: Date,
): Promise<UpdateAdminProfileResult> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.userId)).for('update');
    const name = `${input.firstName} ${input.lastName}`;
    await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, caller.userId));
    if (caller.attendee) {
      await tx
        .update(attendees)
        .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: now })
        .where(eq(attendees.id, caller.attendee.id));
      await tx
        .delete(recommendationTexts)
        .where(
          or(
            eq(recommendationTexts.attendeeId, caller.attendee.id),
            eq(recommendationTexts.recommendedAttendeeId, caller.attendee.id),
          ),
        );
    }
    await recordAudit(tx, {
      actor: caller,
      action: 'profile.update',
      targetEmail: caller.email,
      changes: changesBetween({ name: before?.name ?? null }, { name }, { name: 'Name' }),
      at: now,
    });
  });
  return { success: true, message: PROFILE_MESSAGES.updated, profile: await getAdminProfile(db, caller) };
}
