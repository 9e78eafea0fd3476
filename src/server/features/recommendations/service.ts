// Recommended connections (spec 2.4, 7.7, 9): up to three other members, same industry first, then most
// shared interests, then newest, each with a 'Why Connect?' text written by the server. Texts are kept
// with a fingerprint of both profiles and reused until either changes (NOTES.md): a page view makes at
// most three AI calls, and none when nothing changed. A member with whom the viewer has ever had a
// connection request, either way, is never recommended (decision 022); the next best fill the places.
// Connect itself is the connections feature's.
import { createHash } from 'node:crypto';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_RECOMMENDATIONS, type Recommendation, type RecommendationList } from '../../../common/contracts/recommendations';
import { PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { writeRecommendationText, type ProfileForText } from '../../ai/recommendation-text';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import {
  adminUsers,
  attendeeInterests,
  attendeeSummaries,
  attendees,
  bannedUsers,
  recommendationTexts,
  users,
} from '../../db/schema';
import type { Config } from '../../env';
import { notFound } from '../../http/errors';
import { everAskedEitherWay } from '../connections/public';

export type RecommendationDeps = { db: Database; config: Config; now: () => Date };
type Owner = Pick<SignedInCaller, 'attendee'>;

/** After a failed AI call the plain text is kept this long before the model is asked again. */
export const AI_RETRY_AFTER_MS = 10 * 60 * 1000;

function ownAttendeeId(caller: Owner): string {
  if (!caller.attendee) throw notFound(PROFILE_MESSAGES.userNotFound);
  return caller.attendee.id;
}

// Nested data by correlated subqueries, each its own SQL fragment: in a single-table select drizzle
// writes a field's own columns without their table name, which inside a subquery would change their meaning.
const interestNamesOf = (attendeeId: typeof attendees.id) => sql`(
  select json_agg(${attendeeInterests.interestName} order by ${attendeeInterests.createdAt}, ${attendeeInterests.id})
  from ${attendeeInterests} where ${attendeeInterests.attendeeId} = ${attendeeId})`;
const latestSummaryOf = (attendeeId: typeof attendees.id) => sql`(
  select ${attendeeSummaries.summaryText} from ${attendeeSummaries} where ${attendeeSummaries.attendeeId} = ${attendeeId}
  order by ${attendeeSummaries.createdAt} desc, ${attendeeSummaries.id} desc limit 1)`;

/** What the text is written from: the fields the prompt and the plain text use. */
const textProfileColumns = {
  id: attendees.id,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  company: attendees.company,
  jobTitle: attendees.jobTitle,
  industry: attendees.industry,
  interests: sql<string[]>`coalesce(${interestNamesOf(attendees.id)}, '[]'::json)`,
  summary: sql<string | null>`${latestSummaryOf(attendees.id)}`,
};

/** How many interests a member shares with the viewer, compared without case. */
function sharedInterestCount(attendeeId: typeof attendees.id, viewerId: string) {
  const theirs = alias(attendeeInterests, 'theirs');
  const mine = alias(attendeeInterests, 'mine');
  return sql`(
    select count(distinct lower(${theirs.interestName})) from ${attendeeInterests} as ${sql.identifier('theirs')}
    where ${theirs.attendeeId} = ${attendeeId}
      and lower(${theirs.interestName}) in (
        select lower(${mine.interestName}) from ${attendeeInterests} as ${sql.identifier('mine')} where ${mine.attendeeId} = ${viewerId}))`;
}

/** Someone others may be shown or connect with: onboarded, not archived, not deactivated, and not one
 * of the organisers (administrators have a member row only so they can use the member area). */
const isVisibleMember = and(
  sql`not exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${attendees.userId})`,
  eq(attendees.onboardingCompleted, true),
  eq(attendees.archived, false),
  sql`not exists (select 1 from ${bannedUsers} where lower(${bannedUsers.email}) = lower(${attendees.email}))`,
  sql`coalesce(${users.banned}, false) = false`,
);

const toTextProfile = (row: ProfileForText): ProfileForText => ({
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  jobTitle: row.jobTitle,
  industry: row.industry,
  summary: row.summary,
  interests: row.interests ?? [],
});

/** A hash of both profiles' fields and of what writes the text: any change makes a new text. */
function fingerprint(generator: string, viewer: ProfileForText, other: ProfileForText): string {
  const fields = (p: ProfileForText) => [
    p.firstName,
    p.lastName,
    p.company,
    p.jobTitle,
    p.industry,
    p.summary,
    [...p.interests].map((i) => i.toLowerCase()).sort(),
  ];
  return createHash('sha256')
    .update(JSON.stringify([generator, fields(viewer), fields(other)]))
    .digest('hex');
}

/** The caller's up to three recommendations, with texts reused, written or rewritten as needed. `among`
 * narrows the candidates (an event's listed attendees: features/recommendations/public.ts). */
export async function listRecommendations(deps: RecommendationDeps, caller: Owner, among?: SQL): Promise<RecommendationList> {
  const { db } = deps;
  const me = ownAttendeeId(caller);
  const [viewerRow] = await db.select(textProfileColumns).from(attendees).where(eq(attendees.id, me)).limit(1);
  if (!viewerRow) throw notFound(PROFILE_MESSAGES.userNotFound);
  const viewer = toTextProfile(viewerRow);
  const industry = (viewer.industry ?? '').trim().toLowerCase();

  const candidates = await db
    .select({
      ...textProfileColumns,
      cachedText: recommendationTexts.text,
      cachedFingerprint: recommendationTexts.profilesFingerprint,
      cachedAt: recommendationTexts.createdAt,
    })
    .from(attendees)
    .leftJoin(users, eq(users.id, attendees.userId))
    .leftJoin(
      recommendationTexts,
      and(eq(recommendationTexts.attendeeId, me), eq(recommendationTexts.recommendedAttendeeId, attendees.id)),
    )
    .where(and(ne(attendees.id, me), isVisibleMember, sql`not ${everAskedEitherWay(me, attendees.id)}`, among))
    .orderBy(
      sql`coalesce(${industry} <> '' and lower(trim(${attendees.industry})) = ${industry}, false) desc`,
      sql`${sharedInterestCount(attendees.id, me)} desc`,
      sql`${attendees.createdAt} desc nulls last`,
      sql`${attendees.id} desc`,
    )
    .limit(MAX_RECOMMENDATIONS);

  const now = deps.now();
  const texts = await Promise.all(candidates.map((row) => keptOrNewText(deps, viewer, row, now)));
  await keepTexts(deps.db, me, texts, now);

  const items: Recommendation[] = candidates.map((row, i) => ({
    attendeeId: row.id,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    company: row.company,
    industry: row.industry,
    summary: row.summary,
    whyConnect: texts[i].text,
  }));
  return { items };
}

type CachedText = { cachedText: string | null; cachedFingerprint: string | null; cachedAt: Date | null };
type TextOutcome = { id: string; text: string; written: { profilesFingerprint: string } | null };

/** The kept text when both profiles (and what writes it) are unchanged, else a newly written one. */
async function keptOrNewText(
  deps: RecommendationDeps,
  viewer: ProfileForText,
  row: ProfileForText & { id: string } & CachedText,
  now: Date,
): Promise<TextOutcome> {
  const { config } = deps;
  const generator = config.openai ? `ai:${config.openai.model}` : 'plain';
  const other = toTextProfile(row);
  const expected = fingerprint(generator, viewer, other);
  const afterFailure = fingerprint('plain-after-ai-failure', viewer, other);
  const kept =
    row.cachedText !== null &&
    (row.cachedFingerprint === expected ||
      (row.cachedFingerprint === afterFailure &&
        row.cachedAt !== null &&
        now.getTime() - row.cachedAt.getTime() < AI_RETRY_AFTER_MS));
  if (kept) return { id: row.id, text: row.cachedText!, written: null };
  const written = await writeRecommendationText(config.openai, viewer, other);
  const profilesFingerprint = config.openai && written.source === 'fallback' ? afterFailure : expected;
  return { id: row.id, text: written.text, written: { profilesFingerprint } };
}

/** Stores the texts that were (re)written, for the next view. */
async function keepTexts(db: Database, viewerId: string, texts: TextOutcome[], now: Date) {
  const toKeep = texts.filter((t) => t.written);
  if (!toKeep.length) return;
  await db
    .insert(recommendationTexts)
    .values(
      toKeep.map((t) => ({
        attendeeId: viewerId,
        recommendedAttendeeId: t.id,
        text: t.text,
        profilesFingerprint: t.written!.profilesFingerprint,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [recommendationTexts.attendeeId, recommendationTexts.recommendedAttendeeId],
      set: {
        text: sql`excluded.text`,
        profilesFingerprint: sql`excluded.profiles_fingerprint`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/**
 * The 'Why Connect?' text `viewerId` reads about `otherId`, from the same cache as the recommendations
 * (kept, or written and kept). The connections feature puts it in its emails (app.ts hands it over), so
 * a request's recipient reads the reason in their own words, whoever was recommended to whom. Null when
 * either member is gone.
 */
export async function whyConnectText(deps: RecommendationDeps, viewerId: string, otherId: string): Promise<string | null> {
  const rows = await deps.db
    .select({
      ...textProfileColumns,
      cachedText: recommendationTexts.text,
      cachedFingerprint: recommendationTexts.profilesFingerprint,
      cachedAt: recommendationTexts.createdAt,
    })
    .from(attendees)
    .leftJoin(
      recommendationTexts,
      and(eq(recommendationTexts.attendeeId, viewerId), eq(recommendationTexts.recommendedAttendeeId, attendees.id)),
    )
    .where(inArray(attendees.id, [viewerId, otherId]));
  const viewerRow = rows.find((row) => row.id === viewerId);
  const otherRow = rows.find((row) => row.id === otherId);
  if (!viewerRow || !otherRow) return null;
  const now = deps.now();
  const outcome = await keptOrNewText(deps, toTextProfile(viewerRow), otherRow, now);
  await keepTexts(deps.db, viewerId, [outcome], now);
  return outcome.text;
}
