// Recommended connections (spec 2.4, 7.7, 9): up to three other members, those whose Offering answers the
// viewer's Looking for (or the other way, issue 33 item 6) first, then same industry, then most shared
// interests, then newest, each with a 'Why Connect?' text written by the server. Each member is shown, ranked
// and described only by what they let the viewer see (decision 043), and members who left the directory are
// not recommended (they asked not to be found). Texts are kept
// with a fingerprint of both profiles and reused until either changes (NOTES.md): a page view makes at
// most three AI calls, and none when nothing changed. A member with whom the viewer has ever had a
// connection request, either way, is never recommended (decision 022); the next best fill the places.
// Connect itself is the connections feature's.
import { createHash } from 'node:crypto';
import { and, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberView } from '../../../common/contracts/member-view';
import { MAX_RECOMMENDATIONS, type Recommendation, type RecommendationList } from '../../../common/contracts/recommendations';
import { PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { writeRecommendationText, type OfferAskMatch, type ProfileForText } from '../../ai/recommendation-text';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { adminUsers, attendeeInterests, attendees, bannedUsers, recommendationTexts, users } from '../../db/schema';
import type { Config } from '../../env';
import { notFound } from '../../http/errors';
import { blockedEitherWay } from '../blocks/public';
import { everAskedEitherWay, isConnectedWith } from '../connections/public';
import {
  audienceAllows,
  memberViewColumns,
  relationOf,
  viewerOf,
  viewMemberAs,
  type MemberViewRow,
  type Viewer,
} from '../profile/public';

export type RecommendationDeps = { db: Database; config: Config; now: () => Date };
type Owner = Pick<SignedInCaller, 'attendee' | 'kind'>;

/** After a failed AI call the plain text is kept this long before the model is asked again. */
export const AI_RETRY_AFTER_MS = 10 * 60 * 1000;

function ownAttendeeId(caller: Owner): string {
  if (!caller.attendee) throw notFound(PROFILE_MESSAGES.userNotFound);
  return caller.attendee.id;
}

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

// Offers meet asks (issue 33 item 6), in SQL: two texts match on the stems they share (PostgreSQL's English
// full-text lexemes: 'reviews' and 'reviewing' are one, 'a' and 'for' are none). Each is read only where
// the member lets the viewer see it, so a ranking never reveals a hidden Offering or Looking for.
const lexemesOf = (text: SQL | SQLWrapper) => sql`tsvector_to_array(to_tsvector('english', coalesce(${text}, '')))`;

/**
 * A cheap first test before parsing a member's text (parsing costs about 15 µs a member, a LIKE a fraction of
 * that): does it contain any of the viewer's stems, less their last letter ('agreemen' for 'agreements',
 * 'happ' for 'happi')? Only texts that pass are parsed and compared stem by stem; the stems are read once
 * (an ARRAY sublink is computed once per query).
 */
const mayShareStems = (column: SQLWrapper, mine: string) =>
  sql`lower(coalesce(${column}, '')) like any (array(
    select '%' || left(stem, greatest(length(stem) - 1, 2)) || '%' from unnest(${lexemesOf(sql`${mine}::text`)}) as stem))`;

/** How many stems of the member's text `column` the viewer's `mine` shares. Nothing is parsed when the viewer
 * wrote nothing. */
function sharedStemCount(column: SQLWrapper, mine: string | null) {
  if (!mine?.trim()) return sql<number>`0`;
  return sql<number>`case when ${mayShareStems(column, mine)} then (select count(*) from unnest(${lexemesOf(column)}) as stem(lexeme)
    where stem.lexeme = any(${lexemesOf(sql`${mine}::text`)})) else 0 end`;
}

/** The words of the member's text `column`, as they wrote them and in order, whose stem the viewer's `mine` shares. */
function sharedWordsOf(column: SQLWrapper, mine: string | null) {
  if (!mine?.trim()) return sql<string[] | null>`null`;
  return sql<string[] | null>`case when ${mayShareStems(column, mine)} then (select json_agg(word.w order by word.n)
    from regexp_split_to_table(coalesce(${column}, ''), '[^[:alnum:]]+') with ordinality as word(w, n)
    where word.w <> '' and ${lexemesOf(sql`word.w`)} && ${lexemesOf(sql`${mine}::text`)}) end`;
}

/** Words once each, compared without case, in their first spelling. */
function distinctWords(words: string[] | null): string[] {
  const seen = new Set<string>();
  return (words ?? []).filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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

/** What the text is written from: the member as the reader sees them (the reader's own profile whole). */
const toTextProfile = (view: MemberView): ProfileForText => ({
  firstName: view.firstName,
  lastName: view.lastName,
  company: view.company ?? null,
  jobTitle: view.jobTitle ?? null,
  industry: view.industry ?? null,
  summary: view.summary ?? null,
  interests: view.interests ?? [],
  offering: view.offering ?? null,
  lookingFor: view.lookingFor ?? null,
});

/** A hash of both profiles' fields (as the reader sees them), the match and what writes the text: any
 * change makes a new text (a new Looking for or Offering, or a field hidden since, among them). */
function fingerprint(generator: string, viewer: ProfileForText, other: ProfileForText, match: OfferAskMatch): string {
  const fields = (p: ProfileForText) => [
    p.firstName,
    p.lastName,
    p.company,
    p.jobTitle,
    p.industry,
    p.summary,
    [...p.interests].map((i) => i.toLowerCase()).sort(),
    p.offering ?? null,
    p.lookingFor ?? null,
  ];
  return createHash('sha256')
    .update(JSON.stringify([generator, fields(viewer), fields(other), match.theyOffer, match.theyAsk]))
    .digest('hex');
}

/** The viewer's own profile, whole, for the ranking and the texts. */
async function readViewer(db: Database, me: string): Promise<MemberView> {
  const [row] = await db.select(memberViewColumns).from(attendees).where(eq(attendees.id, me)).limit(1);
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return viewMemberAs(row, 'self');
}

const cachedColumns = {
  cachedText: recommendationTexts.text,
  cachedFingerprint: recommendationTexts.profilesFingerprint,
  cachedAt: recommendationTexts.createdAt,
};

/** The matched words of a member's Offering and Looking for against the viewer's, where the viewer may see them. */
function matchColumns(viewer: Viewer, connected: SQL, mine: MemberView) {
  const offeringSeen = audienceAllows(attendees.offeringVisibleTo, viewer, connected);
  const lookingForSeen = audienceAllows(attendees.lookingForVisibleTo, viewer, connected);
  return {
    theyOffer: sql<
      string[] | null
    >`case when ${offeringSeen} then ${sharedWordsOf(attendees.offering, mine.lookingFor ?? null)} end`,
    theyAsk: sql<
      string[] | null
    >`case when ${lookingForSeen} then ${sharedWordsOf(attendees.lookingFor, mine.offering ?? null)} end`,
  };
}

/** The caller's up to three recommendations, with texts reused, written or rewritten as needed. `among`
 * narrows the candidates (an event's listed attendees: features/recommendations/public.ts). */
export async function listRecommendations(deps: RecommendationDeps, caller: Owner, among?: SQL): Promise<RecommendationList> {
  const { db } = deps;
  const me = ownAttendeeId(caller);
  const viewer = viewerOf(caller);
  const mine = await readViewer(db, me);
  const industry = (mine.industry ?? '').trim().toLowerCase();
  // Never connected: every pair that ever had a request is left out below.
  const connected = sql`false`;
  const seen = (column: typeof attendees.photoVisibleTo) => audienceAllows(column, viewer, connected);
  const offerAskStems = sql`(case when ${seen(attendees.offeringVisibleTo)} then ${sharedStemCount(attendees.offering, mine.lookingFor ?? null)} else 0 end
    + case when ${seen(attendees.lookingForVisibleTo)} then ${sharedStemCount(attendees.lookingFor, mine.offering ?? null)} else 0 end)`;

  const candidates = await db
    .select({ ...memberViewColumns, ...cachedColumns, ...matchColumns(viewer, connected, mine) })
    .from(attendees)
    .leftJoin(users, eq(users.id, attendees.userId))
    .leftJoin(
      recommendationTexts,
      and(eq(recommendationTexts.attendeeId, me), eq(recommendationTexts.recommendedAttendeeId, attendees.id)),
    )
    .where(
      and(
        ne(attendees.id, me),
        isVisibleMember,
        eq(attendees.inDirectory, true),
        sql`not ${everAskedEitherWay(me, attendees.id)}`,
        // Never a member either of the two blocked (decision 055).
        sql`not ${blockedEitherWay(me, attendees.id)}`,
        among,
      ),
    )
    .orderBy(
      sql`${offerAskStems} desc`,
      sql`coalesce(${seen(attendees.industryVisibleTo)} and ${industry} <> '' and lower(trim(${attendees.industry})) = ${industry}, false) desc`,
      sql`case when ${seen(attendees.interestsVisibleTo)} then ${sharedInterestCount(attendees.id, me)} else 0 end desc`,
      sql`${attendees.createdAt} desc nulls last`,
      sql`${attendees.id} desc`,
    )
    .limit(MAX_RECOMMENDATIONS);

  const now = deps.now();
  const views = candidates.map((row) => viewMemberAs(row, relationOf(viewer, row.attendeeId, false), 256));
  const texts = await Promise.all(
    candidates.map((row, i) => keptOrNewText(deps, toTextProfile(mine), toTextProfile(views[i]), matchOf(row), row, now)),
  );
  await keepTexts(deps.db, me, texts, now);

  const items: Recommendation[] = views.map((view, i) => ({ ...view, whyConnect: texts[i].text }));
  return { items };
}

const matchOf = (row: { theyOffer: string[] | null; theyAsk: string[] | null }): OfferAskMatch => ({
  theyOffer: distinctWords(row.theyOffer),
  theyAsk: distinctWords(row.theyAsk),
});

type CachedText = { attendeeId: string; cachedText: string | null; cachedFingerprint: string | null; cachedAt: Date | null };
type TextOutcome = { id: string; text: string; written: { profilesFingerprint: string } | null };

/** The kept text when both profiles (and what writes it) are unchanged, else a newly written one. */
async function keptOrNewText(
  deps: RecommendationDeps,
  viewer: ProfileForText,
  other: ProfileForText,
  match: OfferAskMatch,
  row: CachedText,
  now: Date,
): Promise<TextOutcome> {
  const { config } = deps;
  const generator = config.openai ? `ai:${config.openai.model}` : 'plain';
  const expected = fingerprint(generator, viewer, other, match);
  const afterFailure = fingerprint('plain-after-ai-failure', viewer, other, match);
  const kept =
    row.cachedText !== null &&
    (row.cachedFingerprint === expected ||
      (row.cachedFingerprint === afterFailure &&
        row.cachedAt !== null &&
        now.getTime() - row.cachedAt.getTime() < AI_RETRY_AFTER_MS));
  if (kept) return { id: row.attendeeId, text: row.cachedText!, written: null };
  const written = await writeRecommendationText(config.openai, viewer, other, match);
  const profilesFingerprint = config.openai && written.source === 'fallback' ? afterFailure : expected;
  return { id: row.attendeeId, text: written.text, written: { profilesFingerprint } };
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
 * (kept, or written and kept), written only from what `otherId` lets `viewerId` see. The connections
 * feature puts it in its emails (app.ts hands it over), so a request's recipient reads the reason in their
 * own words, whoever was recommended to whom. Null when either member is gone.
 */
export async function whyConnectText(deps: RecommendationDeps, viewerId: string, otherId: string): Promise<string | null> {
  const [viewerRow] = await deps.db
    .select({
      ...memberViewColumns,
      // Its own fragment: in a single-table select drizzle writes a top-level column without its table's name,
      // which inside this subquery would read admin_users' own user_id (true whenever any organiser exists).
      isOrganiser: sql<boolean>`${sql`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${attendees.userId})`}`,
    })
    .from(attendees)
    .where(eq(attendees.id, viewerId))
    .limit(1);
  if (!viewerRow) return null;
  const mine = viewMemberAs(viewerRow, 'self');
  const viewer: Viewer = { attendeeId: viewerId, isOrganiser: viewerRow.isOrganiser };
  const connected = isConnectedWith(viewerId, attendees.id);
  const [otherRow] = await deps.db
    .select({
      ...memberViewColumns,
      ...cachedColumns,
      ...matchColumns(viewer, connected, mine),
      connected: sql<boolean>`${connected}`,
    })
    .from(attendees)
    .leftJoin(
      recommendationTexts,
      and(eq(recommendationTexts.attendeeId, viewerId), eq(recommendationTexts.recommendedAttendeeId, attendees.id)),
    )
    .where(eq(attendees.id, otherId))
    .limit(1);
  if (!otherRow) return null;
  const other = viewMemberAs(otherRow as MemberViewRow, relationOf(viewer, otherId, otherRow.connected));
  const now = deps.now();
  const outcome = await keptOrNewText(deps, toTextProfile(mine), toTextProfile(other), matchOf(otherRow), otherRow, now);
  await keepTexts(deps.db, viewerId, [outcome], now);
  return outcome.text;
}
