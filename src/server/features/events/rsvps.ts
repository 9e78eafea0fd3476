// Members answer events (issue 18, decision 025): Going, Maybe or Can't go, changed or withdrawn until the
// event starts. With a capacity, 'Going' past it joins the waitlist, and a place given up goes to the first
// on it, who is emailed. Every change locks the event's row first (shared.ts lockEvent), so Going never
// passes the capacity whatever runs at once. Also what a member reads of one event: its page, who chose to
// appear on its attendee list, and 'People to meet here' for a member who is Going.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EVENT_MESSAGES as M,
  EVENT_MESSAGES,
  type EventAttendeePage,
  type EventDetail,
  type EventItem,
  type MyRsvp,
  type PeopleToMeet,
  type RsvpInput,
  type RsvpSaved,
  type RsvpStatus,
} from '../../../common/contracts/events';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { attendees, eventPeopleToMeet, eventRsvps, events } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { consumeRateLimits, type Limit } from '../../http/rate-limit';
import { isConnectedWith } from '../connections/public';
import { loadViewer, memberCardOf, memberViewColumns, relationOf, viewMemberAs } from '../profile/public';
import { recommendAmong } from '../recommendations/public';
import type { RecordedNews } from '../notifications/public';
import { deliverAfterAnswer, recordPromoted, tellChanged } from './notify';
import {
  eventColumns,
  hasStarted,
  isListableMember,
  lockEvent,
  ownAttendeeId,
  readEvent,
  toEventBase,
  type AnswerDeps,
  type EventDeps,
  type EventRow,
} from './shared';

type Caller = Pick<SignedInCaller, 'kind' | 'attendee'>;

// ---------------------------------------------------------------------------------------------------
// What a member sees of events: counts and their own answer, for a page of events in one query

type MemberView = { event: EventRow; going: number; mine: MyRsvp | null };

const mine = alias(eventRsvps, 'mine');
const goingRows = alias(eventRsvps, 'going_rows');
const queued = alias(eventRsvps, 'queued');

/** Each event's count of Going and the viewer's own answer (with their place on the waitlist). */
export async function memberViewsOf(db: Database, ids: string[], viewerId: string | null): Promise<Map<string, MemberView>> {
  const views = new Map<string, MemberView>();
  if (ids.length === 0) return views;
  const rows = await db
    .select({
      event: eventColumns,
      going: sql<number>`(select count(*) from ${eventRsvps} as ${sql.identifier('going_rows')}
        where ${goingRows.eventId} = ${events.id} and ${goingRows.status} = 'going')`.mapWith(Number),
      status: mine.status,
      showOnList: mine.showOnList,
      attendedAt: mine.attendedAt,
      position: sql<
        number | null
      >`case when ${mine.status} = 'waitlist' then (select count(*) from ${eventRsvps} as ${sql.identifier('queued')}
        where ${queued.eventId} = ${events.id} and ${queued.status} = 'waitlist'
          and (${queued.waitlistedAt}, ${queued.attendeeId}) <= (${mine.waitlistedAt}, ${mine.attendeeId})) end`,
    })
    .from(events)
    .leftJoin(mine, and(eq(mine.eventId, events.id), viewerId ? eq(mine.attendeeId, viewerId) : sql`false`))
    .where(inArray(events.id, ids));
  for (const row of rows) {
    views.set(row.event.id, {
      event: row.event,
      going: row.going,
      mine: row.status
        ? {
            status: row.status,
            showOnList: Boolean(row.showOnList),
            attended: row.attendedAt !== null,
            waitlistPosition: row.position === null ? null : Number(row.position),
          }
        : null,
    });
  }
  return views;
}

export function toEventItem(row: EventRow, view: MemberView | undefined, now: Date): EventItem {
  const going = view?.going ?? 0;
  return {
    ...toEventBase(row),
    goingCount: going,
    spotsLeft: row.capacity === null ? null : Math.max(0, row.capacity - going),
    online: row.onlineLink !== null,
    started: hasStarted(row, now),
    myRsvp: view?.mine ?? null,
  };
}

/** Members Going who chose to appear on the list and may be seen by others. */
const listedOn = (eventId: string) =>
  and(
    eq(eventRsvps.eventId, eventId),
    eq(eventRsvps.status, 'going'),
    eq(eventRsvps.showOnList, true),
    isListableMember(attendees),
  );

/**
 * One event as the caller sees it, in one query. The online link only for a caller who is Going, or an
 * administrator. (How many are on the attendee list is the list's own total: counting them here would
 * put a join of every listed member on the page's every load.)
 */
export async function getEventDetail(deps: EventDeps, caller: Caller, id: string): Promise<EventDetail> {
  const view = (await memberViewsOf(deps.db, [id], caller.attendee?.id ?? null)).get(id);
  if (!view) throw notFound(EVENT_MESSAGES.eventNotFound);
  const item = toEventItem(view.event, view, deps.now());
  const mayJoinOnline = caller.kind === 'admin' || item.myRsvp?.status === 'going';
  return { ...item, onlineLink: mayJoinOnline ? view.event.onlineLink : null };
}

/**
 * The attendee list: members Going who chose to appear, by name, paged in SQL. Nobody else, ever. Each as
 * the caller may see them (decision 043): a member who left the directory is still here (they chose to
 * be on this list), showing what they show; a connection sees what that member shows connections.
 */
export async function listEventAttendees(
  deps: EventDeps,
  caller: Caller,
  id: string,
  query: { page: number; pageSize: number },
): Promise<EventAttendeePage> {
  await readEvent(deps.db, id);
  // A member who blocked the caller is on the list by name alone (decision 055).
  const viewer = await loadViewer(deps.db, caller);
  const rows = await deps.db
    .select({
      ...memberViewColumns,
      connected: viewer.attendeeId ? isConnectedWith(viewer.attendeeId, attendees.id).mapWith(Boolean) : sql<boolean>`false`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(eventRsvps)
    .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
    .where(listedOn(id))
    .orderBy(sql`lower(${attendees.firstName})`, sql`lower(${attendees.lastName})`, asc(attendees.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await deps.db
      .select({ n: count() })
      .from(eventRsvps)
      .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
      .where(listedOn(id));
    total = counted.n;
  }
  return {
    items: rows.map((row) => memberCardOf(viewMemberAs(row, relationOf(viewer, row.attendeeId, row.connected), 96))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// ---------------------------------------------------------------------------------------------------
// Answers

/** A cancelled or started event takes no more answers. */
function refuseClosed(event: EventRow, now: Date) {
  if (event.cancelledAt) throw conflict(M.eventCancelled, 'EVENT_CANCELLED');
  if (hasStarted(event, now)) throw conflict(M.eventStarted, 'EVENT_STARTED');
}

export async function countGoing(tx: Database, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')));
  return row.n;
}

/** The attendee list changed: 'People to meet here' kept for the old one is computed again. */
export async function bumpListVersion(tx: Database, eventId: string) {
  await tx
    .update(events)
    .set({ listVersion: sql`${events.listVersion} + 1` })
    .where(eq(events.id, eventId));
}

/**
 * Fills the places left (all of them without a capacity) from the waitlist, first in first, with members
 * who can still come. Call with the event locked. Their open pages are told and their news recorded with
 * the transaction; answers that news, to deliver after commit (null when nobody was promoted).
 */
export async function promoteFromWaitlist(
  deps: AnswerDeps,
  tx: Database,
  event: Pick<EventRow, 'id' | 'capacity' | 'title' | 'date'>,
  now: Date,
): Promise<RecordedNews | null> {
  const free = event.capacity === null ? null : event.capacity - (await countGoing(tx, event.id));
  if (free !== null && free <= 0) return null;
  const next = tx
    .select({
      attendeeId: attendees.id,
      userId: attendees.userId,
      email: attendees.email,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      showOnList: eventRsvps.showOnList,
    })
    .from(eventRsvps)
    .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.status, 'waitlist'), isListableMember(attendees)))
    .orderBy(asc(eventRsvps.waitlistedAt), asc(eventRsvps.attendeeId));
  const chosen = free === null ? await next : await next.limit(free);
  if (chosen.length === 0) return null;
  await tx
    .update(eventRsvps)
    .set({ status: 'going', waitlistedAt: null, respondedAt: now })
    .where(
      and(
        eq(eventRsvps.eventId, event.id),
        inArray(
          eventRsvps.attendeeId,
          chosen.map((c) => c.attendeeId),
        ),
      ),
    );
  if (chosen.some((c) => c.showOnList)) await bumpListVersion(tx, event.id);
  await tellChanged(deps, tx, event.id, chosen);
  return recordPromoted(
    deps,
    tx,
    event,
    chosen.map(({ showOnList: _listed, ...recipient }) => recipient),
  );
}

/**
 * A member's changes to one event's answer, at most: far more than anyone changing their mind needs, and
 * few enough that nobody can keep the event's row locked (every change takes it) or keep resetting every
 * other member's 'People to meet here' by toggling the list.
 */
export const RSVP_CHANGE_LIMIT = { max: 12, windowSeconds: 600 } as const;

/** Counts one change of `me`'s answer to `eventId`, before the event's row is locked; 429 past the limit. */
async function countAnswerChange(deps: EventDeps, me: string, eventId: string, now: Date) {
  const limit: Limit = { key: `rsvp:${me}:${eventId}`, ...RSVP_CHANGE_LIMIT, message: M.rsvpTooOften };
  await consumeRateLimits(deps.db, [limit], now, deps.config.rateLimit);
}

function answerMessage(status: RsvpStatus, listingChanged: boolean, statusChanged: boolean, showOnList: boolean): string {
  if (listingChanged && !statusChanged) return showOnList ? M.rsvpListed : M.rsvpUnlisted;
  return { going: M.rsvpGoing, waitlist: M.rsvpWaitlisted, maybe: M.rsvpMaybe, not_going: M.rsvpNotGoing }[status];
}

/**
 * The caller's answer: 'going' is Going while there is room and the waitlist once the event is full (a
 * member already waitlisted keeps their place); leaving Going gives the place to the first waitlisted.
 */
export async function answerEvent(deps: EventDeps, caller: Caller, eventId: string, input: RsvpInput): Promise<RsvpSaved> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  await countAnswerChange(deps, me, eventId, now);
  const outcome = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    refuseClosed(event, now);
    const [current] = await tx
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, me)))
      .limit(1);
    const showOnList = input.showOnList ?? current?.showOnList ?? false;
    let status: RsvpStatus = input.rsvp;
    if (input.rsvp === 'going' && current?.status !== 'going') {
      const room = event.capacity === null || (await countGoing(tx, eventId)) < event.capacity;
      status = room ? 'going' : 'waitlist';
    }
    const statusChanged = current?.status !== status;
    // The database's own clock, to the microsecond: answers run one at a time under the event's lock, so
    // each newcomer is strictly later than the last, and the waitlist is first come, first served.
    const waitlistedAt = status === 'waitlist' ? (current?.waitlistedAt ?? sql`clock_timestamp()`) : null;
    const respondedAt = statusChanged || !current ? now : current.respondedAt;
    await tx
      .insert(eventRsvps)
      .values({ eventId, attendeeId: me, status, showOnList, waitlistedAt, respondedAt, createdAt: now })
      .onConflictDoUpdate({
        target: [eventRsvps.eventId, eventRsvps.attendeeId],
        set: { status, showOnList, waitlistedAt, respondedAt },
      });
    const promoted = current?.status === 'going' && status !== 'going' ? await promoteFromWaitlist(deps, tx, event, now) : null;
    const wasListed = current?.status === 'going' && current.showOnList;
    if (wasListed !== (status === 'going' && showOnList)) await bumpListVersion(tx, eventId);
    return { event, status, promoted, statusChanged, listingChanged: (current?.showOnList ?? false) !== showOnList, showOnList };
  });
  deliverAfterAnswer(deps, 'waitlist place news', outcome.promoted ? [outcome.promoted] : []);
  return {
    success: true,
    message: answerMessage(outcome.status, outcome.listingChanged, outcome.statusChanged, outcome.showOnList),
    event: await getEventDetail(deps, caller, eventId),
  };
}

/**
 * Takes `attendeeId`'s answer off the locked `event`; a place Going goes to the waitlist. Answers what
 * was taken off and the news of whoever was promoted (to deliver after commit), or null when there was no answer.
 */
export async function takeAnswerOff(
  deps: AnswerDeps,
  tx: Database,
  event: EventRow,
  attendeeId: string,
  now: Date,
): Promise<{ removed: { status: RsvpStatus; showOnList: boolean }; promoted: RecordedNews | null } | null> {
  const [removed] = await tx
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.attendeeId, attendeeId)))
    .returning({ status: eventRsvps.status, showOnList: eventRsvps.showOnList });
  if (!removed) return null;
  const promoted = removed.status === 'going' ? await promoteFromWaitlist(deps, tx, event, now) : null;
  if (removed.status === 'going' && removed.showOnList) await bumpListVersion(tx, event.id);
  return { removed, promoted };
}

/** Withdraws the caller's answer (as if they had never answered); a place they held goes to the waitlist. */
export async function withdrawAnswer(deps: EventDeps, caller: Caller, eventId: string): Promise<RsvpSaved> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  await countAnswerChange(deps, me, eventId, now);
  const outcome = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    refuseClosed(event, now);
    const taken = await takeAnswerOff(deps, tx, event, me, now);
    return taken?.promoted ?? null;
  });
  deliverAfterAnswer(deps, 'waitlist place news', outcome ? [outcome] : []);
  return { success: true, message: M.rsvpCancelled, event: await getEventDetail(deps, caller, eventId) };
}

// ---------------------------------------------------------------------------------------------------
// People to meet here

/** How long a ranking is kept while the attendee list stays the same: profiles change too, slowly. */
export const PEOPLE_TO_MEET_KEPT_MS = 60 * 60 * 1000;

const listedRsvp = alias(eventRsvps, 'listed_rsvp');

/**
 * For a member who is Going: the top three of the event's listed attendees for them, ranked by the
 * recommendation engine, with its 'Why Connect?' texts, leaving out members they are already connected
 * with. Anyone else gets nothing. The ranking's ids are kept per member and event (event_people_to_meet)
 * for the list's version; a kept ranking is read back through the same conditions, so someone who has
 * since left the list, opted out or been deactivated is never shown from it (it is then computed again).
 */
export async function listPeopleToMeet(
  deps: EventDeps,
  caller: Caller & Pick<SignedInCaller, 'attendee'>,
  eventId: string,
): Promise<PeopleToMeet> {
  const event = await readEvent(deps.db, eventId);
  const me = caller.attendee?.id;
  if (!me) return { items: [], going: false };
  const [answer] = await deps.db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, me)))
    .limit(1);
  const going = answer?.status === 'going';
  if (!going || event.cancelledAt) return { items: [], going };

  const among = and(
    sql`${attendees.id} in (select ${listedRsvp.attendeeId} from ${eventRsvps} as ${sql.identifier('listed_rsvp')}
      where ${listedRsvp.eventId} = ${eventId} and ${listedRsvp.status} = 'going' and ${listedRsvp.showOnList} = true)`,
    sql`not ${isConnectedWith(me, attendees.id)}`,
  )!;
  const now = deps.now();
  const [kept] = await deps.db
    .select()
    .from(eventPeopleToMeet)
    .where(and(eq(eventPeopleToMeet.eventId, eventId), eq(eventPeopleToMeet.attendeeId, me)))
    .limit(1);
  if (kept && kept.listVersion === event.listVersion && now.getTime() - kept.computedAt.getTime() < PEOPLE_TO_MEET_KEPT_MS) {
    if (kept.picks.length === 0) return { items: [], going };
    const again = await recommendAmong(deps, caller, and(among, inArray(attendees.id, kept.picks))!);
    if (again.items.length === kept.picks.length) return { items: again.items, going };
  }
  const ranked = await recommendAmong(deps, caller, among);
  const picks = ranked.items.map((item) => item.attendeeId);
  await deps.db
    .insert(eventPeopleToMeet)
    .values({ eventId, attendeeId: me, picks, listVersion: event.listVersion, computedAt: now })
    .onConflictDoUpdate({
      target: [eventPeopleToMeet.eventId, eventPeopleToMeet.attendeeId],
      set: { picks, listVersion: event.listVersion, computedAt: now },
    });
  return { items: ranked.items, going };
}
