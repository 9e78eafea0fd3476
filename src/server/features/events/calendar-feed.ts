// Calendars (issue 18, decision 025): one event's .ics for 'Add to calendar', and each member's personal
// feed of the events they are Going to, which calendar apps fetch with no cookie. The feed's token is the
// only key: only its SHA-256 is stored, looked up on each fetch; the token itself is an HMAC of a random
// nonce under the server's secret, so the profile can show the address again without the database holding
// it. Regenerating makes a new nonce (the old address stops at once); revoking deletes the row.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import {
  calendarFeedPath,
  EVENT_MESSAGES as M,
  type CalendarFeed,
  type CalendarFeedSaved,
} from '../../../common/contracts/events';
import type { SignedInCaller } from '../../auth/caller';
import { attendees, calendarFeeds, eventRsvps, events } from '../../db/schema';
import { notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { eventIcs, feedIcs, icsFileName, type CalendarContext, type CalendarEvent } from './calendar';
import { memberViewsOf } from './rsvps';
import { eventColumns, eventPageUrl, isListableMember, ownAttendeeId, readEvent, type EventDeps, type EventRow } from './shared';

type Caller = Pick<SignedInCaller, 'kind' | 'attendee'>;

/** Past events stay in a feed this long, so a calendar keeps recent history rather than losing it. */
const FEED_HISTORY_MS = 90 * 24 * 60 * 60 * 1000;
const FEED_MAX_EVENTS = 500;
/** A calendar app polls every few minutes at most; a token asked for more often than this is refused. */
export const FEED_LIMIT_PER_TOKEN = { max: 60, windowSeconds: 60 * 60 };
/** Guessing tokens from one address (they are 256 bits: this only keeps the database quiet). */
export const FEED_LIMIT_PER_ADDRESS = { max: 300, windowSeconds: 60 * 60 };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function tokenOf(secret: string, attendeeId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${attendeeId}:${nonce}`).digest('base64url');
}

function contextOf(deps: EventDeps): CalendarContext {
  return {
    timeZone: deps.timeZone,
    publicBaseUrl: deps.config.publicBaseUrl,
    brandName: deps.config.brand.shortName,
    eventUrl: (id) => eventPageUrl(deps.config, id),
    now: deps.now(),
  };
}

const toCalendarEvent = (row: EventRow, showOnlineLink: boolean): CalendarEvent => ({
  id: row.id,
  title: row.title,
  date: row.date,
  speakers: row.speakers,
  location: row.location,
  link: row.link,
  onlineLink: showOnlineLink ? row.onlineLink : null,
  cancelled: row.cancelledAt !== null,
  sequence: row.sequence,
  updatedAt: row.updatedAt,
});

/** One event's .ics, for any member; the online link in it only for a caller Going (or an administrator). */
export async function eventCalendarFile(deps: EventDeps, caller: Caller, eventId: string) {
  const row = await readEvent(deps.db, eventId);
  const views = await memberViewsOf(deps.db, [eventId], caller.attendee?.id ?? null);
  const going = views.get(eventId)?.mine?.status === 'going';
  return {
    fileName: icsFileName(row.title),
    text: eventIcs(toCalendarEvent(row, going || caller.kind === 'admin'), contextOf(deps)),
  };
}

// ---------------------------------------------------------------------------------------------------
// The member's feed address

const feedUrl = (deps: EventDeps, token: string) => `${deps.config.publicBaseUrl}${calendarFeedPath(token)}`;

export async function showCalendarFeed(deps: EventDeps, caller: Caller): Promise<CalendarFeed> {
  const me = ownAttendeeId(caller);
  const [row] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.attendeeId, me)).limit(1);
  if (!row) return { url: null, createdAt: null };
  const token = tokenOf(deps.config.authSecret, me, row.nonce);
  // Made under another secret (AUTH_SECRET changed): the address still works, but cannot be shown again.
  if (sha256(token) !== row.tokenHash) return { url: null, createdAt: row.createdAt.toISOString() };
  return { url: feedUrl(deps, token), createdAt: row.createdAt.toISOString() };
}

/**
 * Makes the caller's feed address. With `replace`, a new one, and any earlier one stops working in the
 * same statement; without, the one there is stays (a second click changes nothing).
 */
export async function makeCalendarFeed(
  deps: EventDeps,
  caller: Caller,
  { replace }: { replace: boolean },
): Promise<CalendarFeedSaved> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  const [existing] = await deps.db
    .select({ attendeeId: calendarFeeds.attendeeId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.attendeeId, me))
    .limit(1);
  if (existing && !replace) {
    const feed = await showCalendarFeed(deps, caller);
    if (feed.url) return { success: true, message: M.feedCreated, feed };
  }
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenOf(deps.config.authSecret, me, nonce);
  const tokenHash = sha256(token);
  await deps.db
    .insert(calendarFeeds)
    .values({ attendeeId: me, tokenHash, nonce, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.attendeeId, set: { tokenHash, nonce, createdAt: now } });
  return {
    success: true,
    message: existing ? M.feedRegenerated : M.feedCreated,
    feed: { url: feedUrl(deps, token), createdAt: now.toISOString() },
  };
}

export async function revokeCalendarFeed(deps: EventDeps, caller: Caller): Promise<CalendarFeedSaved> {
  const me = ownAttendeeId(caller);
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.attendeeId, me));
  return { success: true, message: M.feedRevoked, feed: { url: null, createdAt: null } };
}

// ---------------------------------------------------------------------------------------------------
// The feed itself

/**
 * The .ics a calendar app fetches: the events the token's member is Going to (the last 90 days and ahead),
 * cancelled ones marked so, with the online links they may see. An unknown, revoked or malformed token,
 * and the token of a member who can no longer sign in, are all the same 404. Rate limited per address
 * and per token.
 */
export async function calendarFeedFor(deps: EventDeps, token: string, clientAddress: string): Promise<string> {
  const now = deps.now();
  await consumeRateLimits(
    deps.db,
    [{ key: `calendar-feed-address:${clientAddress}`, ...FEED_LIMIT_PER_ADDRESS }],
    now,
    deps.config.rateLimit,
  );
  const tokenHash = sha256(token);
  const [owner] = await deps.db
    .select({ attendeeId: attendees.id })
    .from(calendarFeeds)
    .innerJoin(attendees, eq(attendees.id, calendarFeeds.attendeeId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isListableMember(attendees)))
    .limit(1);
  if (!owner) throw notFound(M.feedNotFound);
  await consumeRateLimits(deps.db, [{ key: `calendar-feed:${tokenHash}`, ...FEED_LIMIT_PER_TOKEN }], now, deps.config.rateLimit);
  const rows = await deps.db
    .select(eventColumns)
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.attendeeId, owner.attendeeId),
        eq(eventRsvps.status, 'going'),
        gte(events.date, new Date(now.getTime() - FEED_HISTORY_MS)),
      ),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(FEED_MAX_EVENTS);
  return feedIcs(
    rows.map((row) => toCalendarEvent(row, true)),
    contextOf(deps),
  );
}
