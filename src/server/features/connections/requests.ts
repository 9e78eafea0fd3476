// The life of a connection request (issue 17, decision 022): Connect, accept, 'Not now', withdraw, and
// removing a connection. Every change is one conditional UPDATE (or a guarded INSERT) in a transaction,
// so accepting twice, accepting a withdrawn request, or accept racing withdraw has exactly one outcome;
// the unique index on a pair's live row means two requests between the same members can never coexist.
// Emails leave after the answer (http/after-answer.ts), so they never slow a request down; the member's
// open pages are told inside the transaction (decision 023): the recipient of a new request, the requester
// of an accepted one, never the requester of a 'Not now'.
import { and, asc, eq, gt, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import {
  CONNECTION_REQUEST_OPEN_DAYS,
  DECLINE_HOLD_DAYS,
  REQUEST_NOTICE_COOLDOWN_DAYS,
  WEEKLY_REQUEST_LIMIT,
  type ConnectionActionResult,
  type ConnectRequest,
  type ConnectResult,
} from '../../../common/contracts/connections';
import { CONNECTION_MESSAGES as M } from '../../../common/contracts/connections';
import type { LiveEvent } from '../../../common/contracts/live';
import { paths, ROUTES } from '../../../common/routes';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { attendees, connectionRequests } from '../../db/schema';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import { connectionRequestEmail, introductionEmail } from './emails';
import { pairStateOf } from './pairs';
import { rowsOf } from '../../db/rows';
import { blockedEitherWay, isBlocking } from '../blocks/public';
import { readMemberViews } from '../profile/public';
import { recordNews, type NewsDeps, type RecordedNews } from '../notifications/public';
import type { Email as MailMessage } from '../../mail/registry';
import { isShown, mayBeAsked, ownAttendeeId, personColumns, roleOf, toPerson, type PersonRow } from './people';

export type ConnectionDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  afterAnswer: AfterAnswer;
  /** The 'Why Connect?' text one member reads about another (the recommendations' cache, through their
   * public.ts: feature.ts). Null when it cannot be written. */
  whyConnect: (viewerId: string, otherId: string) => Promise<string | null>;
  /** Tells members' open pages of a request for them and of their request accepted (decision 023). */
  live: LivePublisher;
  /** Records and delivers a request's and an introduction's news, as each member chose (decision 050). */
  news: NewsDeps;
};

type Caller = Pick<SignedInCaller, 'attendee'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type RequestRow = typeof connectionRequests.$inferSelect;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const OPEN_STATUSES = ['pending', 'declined'] as const;
const LIVE_STATUSES = ['pending', 'declined', 'accepted'] as const;

/** The pair's two members, whichever way the request goes. */
const pairOf = (a: string, b: string): SQL =>
  or(
    and(eq(connectionRequests.fromAttendeeId, a), eq(connectionRequests.toAttendeeId, b)),
    and(eq(connectionRequests.fromAttendeeId, b), eq(connectionRequests.toAttendeeId, a)),
  )!;

/** The same advisory lock for a pair, whichever member asks: the pair's decisions take turns. */
const lockPair = (tx: Transaction, a: string, b: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`connection-pair:${[a, b].sort().join(':')}`}))`);
/** One member's new requests take turns, so the weekly count cannot be outrun by sending in parallel. */
const lockRequester = (tx: Transaction, me: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`connection-requests-from:${me}`}))`);

/** The request's other member is still shown (not archived, not deactivated); else it is hidden. */
const otherIsShown = (me: string) => sql`exists (
  select 1 from attendees person
  where person.id = case when ${connectionRequests.fromAttendeeId} = ${me} then ${connectionRequests.toAttendeeId} else ${connectionRequests.fromAttendeeId} end
    and ${isShown('person')})`;

/**
 * Tells the member's open pages, with the change's transaction (sent at commit, never on a rollback). A
 * member row without an account (the old product's data) has no pages to tell.
 */
async function tellMember(deps: ConnectionDeps, tx: Transaction, attendeeId: string, event: LiveEvent) {
  const userId = await accountOf(tx, attendeeId);
  if (userId) await deps.live.publishToMember(tx, userId, event);
}

/** The member's account, or null for a member row without one. */
async function accountOf(tx: Transaction, attendeeId: string): Promise<string | null> {
  const [row] = await tx.select({ userId: attendees.userId }).from(attendees).where(eq(attendees.id, attendeeId)).limit(1);
  return row?.userId ?? null;
}

/** The request's news for its recipient (decision 050), recorded with the transaction that sends it. */
async function recordRequestNews(deps: ConnectionDeps, tx: Transaction, row: RequestRow): Promise<RecordedNews> {
  return recordNews(deps.news, tx, 'introduction-request', [
    {
      userId: await accountOf(tx, row.toAttendeeId),
      title: `${await nameOf(tx, row.fromAttendeeId)} asks to connect`,
      body: row.note,
      link: paths.connectionRequest(row.id),
      email: () => requestEmail(deps, row.id),
    },
  ]);
}

/**
 * An accepted request's news: the requester hears it (the notification, a push, the introduction email);
 * the member who accepted gets only their introduction email, as that kind's email setting allows.
 */
async function recordIntroductionNews(deps: ConnectionDeps, tx: Transaction, row: RequestRow): Promise<RecordedNews> {
  return recordNews(deps.news, tx, 'introduction-accepted', [
    {
      userId: await accountOf(tx, row.fromAttendeeId),
      title: `${await nameOf(tx, row.toAttendeeId)} accepted your introduction`,
      link: ROUTES.connections,
      email: () => introductionEmailTo(deps, row.id, 'requester'),
    },
    {
      userId: await accountOf(tx, row.toAttendeeId),
      title: `You are connected with ${await nameOf(tx, row.fromAttendeeId)}`,
      link: ROUTES.connections,
      email: () => introductionEmailTo(deps, row.id, 'recipient'),
      channels: ['email'],
    },
  ]);
}

const isOpenAt = (now: Date) =>
  and(inArray(connectionRequests.status, [...OPEN_STATUSES]), gt(connectionRequests.expiresAt, now));

// ---------------------------------------------------------------------------------------------------
// Connect

type Sent =
  | { kind: 'sent'; row: RequestRow; news: RecordedNews | null }
  | { kind: 'already-sent'; row: RequestRow }
  | { kind: 'accepted'; row: RequestRow; otherName: string; news: RecordedNews }
  | { kind: 'already-connected'; row: RequestRow };

/**
 * Connect: asks `toAttendeeId` to connect, with an optional note. If they had asked the caller already,
 * this accepts their request instead. A member who said 'Not now' to the caller in the last 90 days is
 * not asked again, and the caller is answered exactly as if they had been (decision 022).
 */
export async function sendConnectionRequest(deps: ConnectionDeps, caller: Caller, input: ConnectRequest): Promise<ConnectResult> {
  const me = ownAttendeeId(caller);
  const to = input.toAttendeeId;
  if (to === me) throw badRequest(M.connectSelf, 'SELF_CONNECTION');
  const note = input.note?.trim() || null;
  const now = deps.now();

  const result = await deps.db.transaction(async (tx): Promise<Sent> => {
    const [target] = rowsOf<PersonRow>(
      await tx.execute(
        sql`select ${personColumns('person')} from attendees person where person.id = ${to} and ${mayBeAsked('person')}`,
      ),
    );
    if (!target) throw notFound(M.memberNotFound);
    // Blocked (decision 055): the caller who blocked is told so; the member they blocked is answered as for
    // a member who cannot be asked, so a block is never revealed.
    if (await isBlocking(tx, me, to)) throw conflict(M.youBlocked(toPerson(target).fullName), 'BLOCKED');
    if (await isBlocking(tx, to, me)) throw notFound(M.memberNotFound);
    await lockPair(tx, me, to);
    // A request past its 30 days gives up the pair's live place; it stays as history.
    await tx
      .update(connectionRequests)
      .set({ status: 'expired', closedAt: sql`${connectionRequests.expiresAt}` })
      .where(and(pairOf(me, to), inArray(connectionRequests.status, [...OPEN_STATUSES]), lte(connectionRequests.expiresAt, now)));
    const [live] = await tx
      .select()
      .from(connectionRequests)
      .where(and(pairOf(me, to), inArray(connectionRequests.status, [...LIVE_STATUSES])))
      .limit(1);
    if (live?.status === 'accepted') return { kind: 'already-connected', row: live };
    if (live && live.fromAttendeeId === me) return { kind: 'already-sent', row: live };
    if (live) {
      // They asked first (and the caller may even have set it aside): Connect accepts their request.
      const [accepted] = await tx
        .update(connectionRequests)
        .set({ status: 'accepted', acceptedAt: now })
        .where(and(eq(connectionRequests.id, live.id), isOpenAt(now)))
        .returning();
      // Withdrawn in the same moment (withdrawing takes the row, not the pair): say so.
      if (!accepted) throw conflict(M.requestWithdrawn, 'WITHDRAWN');
      await tellMember(deps, tx, accepted.fromAttendeeId, { type: 'connection-accepted', requestId: accepted.id });
      const news = await recordIntroductionNews(deps, tx, accepted);
      return { kind: 'accepted', row: accepted, otherName: toPerson(target).fullName, news };
    }

    await lockRequester(tx, me);
    const recent = await tx
      .select({ createdAt: connectionRequests.createdAt })
      .from(connectionRequests)
      .where(and(eq(connectionRequests.fromAttendeeId, me), gt(connectionRequests.createdAt, new Date(now.getTime() - WEEK_MS))))
      .orderBy(asc(connectionRequests.createdAt))
      .limit(WEEKLY_REQUEST_LIMIT);
    if (recent.length >= WEEKLY_REQUEST_LIMIT) {
      const nextAt = new Date(recent[0].createdAt.getTime() + WEEK_MS);
      throw new HttpError(429, 'WEEKLY_LIMIT', M.weeklyLimit(WEEKLY_REQUEST_LIMIT, dayInWords(nextAt, deps.config.timeZone)));
    }
    // 'Not now' from this member in the last 90 days: recorded as set aside from the start, so nobody is
    // told anything and the caller's view is that of any request sent. The hold counts from that answer.
    const [held] = await tx
      .select({ declinedAt: max(connectionRequests.declinedAt) })
      .from(connectionRequests)
      .where(
        and(
          eq(connectionRequests.fromAttendeeId, me),
          eq(connectionRequests.toAttendeeId, to),
          gt(connectionRequests.declinedAt, new Date(now.getTime() - DECLINE_HOLD_DAYS * DAY_MS)),
        ),
      );
    const heldOffSince = held?.declinedAt ?? null;
    // Asked by the caller within the cooldown already (then withdrawn, or expired): this one waits in their
    // list like any request, but they are not emailed or told again, however often Connect is pressed.
    const [toldRecently] = await tx
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(
        and(
          eq(connectionRequests.fromAttendeeId, me),
          eq(connectionRequests.toAttendeeId, to),
          gt(connectionRequests.createdAt, new Date(now.getTime() - REQUEST_NOTICE_COOLDOWN_DAYS * DAY_MS)),
        ),
      )
      .limit(1);
    const [row] = await tx
      .insert(connectionRequests)
      .values({
        fromAttendeeId: me,
        toAttendeeId: to,
        note,
        status: heldOffSince ? 'declined' : 'pending',
        declinedAt: heldOffSince,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CONNECTION_REQUEST_OPEN_DAYS * DAY_MS),
      })
      .returning();
    // Held by 'Not now': the recipient is not asked again, so their pages are not told either.
    const tell = !heldOffSince && !toldRecently;
    if (tell) await tellMember(deps, tx, to, { type: 'connection-request', requestId: row.id });
    return { kind: 'sent', row, news: tell ? await recordRequestNews(deps, tx, row) : null };
  });

  switch (result.kind) {
    case 'sent':
      if (result.news) deps.afterAnswer.run('connection request news', () => result.news!.deliver());
      return { outcome: 'sent', created: true, message: M.sent, state: pairStateOf(result.row, me, now) };
    case 'already-sent':
      return { outcome: 'sent', created: false, message: M.alreadySent, state: pairStateOf(result.row, me, now) };
    case 'accepted':
      deps.afterAnswer.run('introduction news', () => result.news.deliver());
      return {
        outcome: 'connected',
        created: false,
        message: M.connectedNow(result.otherName),
        state: pairStateOf(result.row, me, now),
      };
    case 'already-connected':
      return { outcome: 'connected', created: false, message: M.alreadyConnected, state: pairStateOf(result.row, me, now) };
  }
}

/** 'Saturday, December 5' in the community's time zone. */
function dayInWords(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(instant);
}

// ---------------------------------------------------------------------------------------------------
// Answers and changes of mind

/** Why a request in this state cannot take the action: its own words, as a 409. */
function closedRefusal(row: RequestRow, now: Date): HttpError {
  if (row.status === 'accepted') return conflict(M.alreadyConnected, 'ALREADY_CONNECTED');
  if (row.status === 'withdrawn') return conflict(M.requestWithdrawn, 'WITHDRAWN');
  if (row.status === 'removed') return conflict(M.connectionRemoved, 'REMOVED');
  if (row.status === 'expired' || row.expiresAt.getTime() <= now.getTime()) return conflict(M.requestExpired, 'EXPIRED');
  return conflict(M.requestNotFound, 'CONFLICT');
}

/** The request as its recipient (or requester) may see it: a hidden other member hides it. */
async function findOwnRequest(tx: Transaction, id: string, me: string, side: 'recipient' | 'requester' | 'either') {
  const mine =
    side === 'recipient'
      ? eq(connectionRequests.toAttendeeId, me)
      : side === 'requester'
        ? eq(connectionRequests.fromAttendeeId, me)
        : or(eq(connectionRequests.toAttendeeId, me), eq(connectionRequests.fromAttendeeId, me));
  const [row] = await tx
    .select()
    .from(connectionRequests)
    .where(and(eq(connectionRequests.id, id), mine, otherIsShown(me)))
    .limit(1);
  return row;
}

async function nameOf(tx: Transaction, attendeeId: string): Promise<string> {
  const [row] = rowsOf<PersonRow>(
    await tx.execute(sql`select ${personColumns('person')} from attendees person where person.id = ${attendeeId}`),
  );
  return row ? toPerson(row).fullName : '';
}

/** Accept: the recipient agrees; both get their introduction. Also from 'Not now', while it is open. */
export async function acceptConnectionRequest(deps: ConnectionDeps, caller: Caller, id: string): Promise<ConnectionActionResult> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(connectionRequests)
      .set({ status: 'accepted', acceptedAt: now })
      .where(
        and(
          eq(connectionRequests.id, id),
          eq(connectionRequests.toAttendeeId, me),
          isOpenAt(now),
          otherIsShown(me),
          sql`not ${blockedEitherWay(connectionRequests.fromAttendeeId, connectionRequests.toAttendeeId)}`,
        ),
      )
      .returning();
    if (accepted) {
      await tellMember(deps, tx, accepted.fromAttendeeId, { type: 'connection-accepted', requestId: accepted.id });
      const news = await recordIntroductionNews(deps, tx, accepted);
      return { changed: true, name: await nameOf(tx, accepted.fromAttendeeId), news };
    }
    const row = await findOwnRequest(tx, id, me, 'recipient');
    if (!row) throw notFound(M.requestNotFound);
    if (row.status === 'accepted') return { changed: false, name: await nameOf(tx, row.fromAttendeeId), news: null };
    throw closedRefusal(row, now);
  });
  const { news } = outcome;
  if (news) deps.afterAnswer.run('introduction news', () => news.deliver());
  return { changed: outcome.changed, message: outcome.changed ? M.connectedNow(outcome.name) : M.alreadyConnected };
}

/** 'Not now': the requester is never told (no email, nothing on their open pages), and sees 'Request sent'
 * until its 30 days end. */
export async function declineConnectionRequest(
  deps: ConnectionDeps,
  caller: Caller,
  id: string,
): Promise<ConnectionActionResult> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [declined] = await tx
      .update(connectionRequests)
      .set({ status: 'declined', declinedAt: now })
      .where(
        and(
          eq(connectionRequests.id, id),
          eq(connectionRequests.toAttendeeId, me),
          eq(connectionRequests.status, 'pending'),
          gt(connectionRequests.expiresAt, now),
          otherIsShown(me),
        ),
      )
      .returning();
    if (declined) return { changed: true, message: M.declined(await nameOf(tx, declined.fromAttendeeId)) };
    const row = await findOwnRequest(tx, id, me, 'recipient');
    if (!row) throw notFound(M.requestNotFound);
    if (row.status === 'declined' && row.expiresAt.getTime() > now.getTime())
      return { changed: false, message: M.alreadyDeclined };
    throw closedRefusal(row, now);
  });
}

/** Withdraw: the requester takes back a request that is still open to them (answered 'Not now' or not). */
export async function withdrawConnectionRequest(
  deps: ConnectionDeps,
  caller: Caller,
  id: string,
): Promise<ConnectionActionResult> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(connectionRequests)
      .set({ status: 'withdrawn', closedAt: now })
      .where(and(eq(connectionRequests.id, id), eq(connectionRequests.fromAttendeeId, me), isOpenAt(now), otherIsShown(me)))
      .returning();
    if (withdrawn) return { changed: true, message: M.withdrawn };
    const row = await findOwnRequest(tx, id, me, 'requester');
    if (!row) throw notFound(M.requestNotFound);
    if (row.status === 'withdrawn') return { changed: false, message: M.alreadyWithdrawn };
    throw closedRefusal(row, now);
  });
}

/** Either member removes the connection. They may ask each other again later. */
export async function removeConnection(deps: ConnectionDeps, caller: Caller, id: string): Promise<ConnectionActionResult> {
  const me = ownAttendeeId(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const mine = or(eq(connectionRequests.fromAttendeeId, me), eq(connectionRequests.toAttendeeId, me));
    const [removed] = await tx
      .update(connectionRequests)
      .set({ status: 'removed', closedAt: now })
      .where(and(eq(connectionRequests.id, id), mine, eq(connectionRequests.status, 'accepted'), otherIsShown(me)))
      .returning();
    if (removed) {
      const other = removed.fromAttendeeId === me ? removed.toAttendeeId : removed.fromAttendeeId;
      return { changed: true, message: M.removed(await nameOf(tx, other)) };
    }
    const row = await findOwnRequest(tx, id, me, 'either');
    if (row?.status === 'removed') return { changed: false, message: M.alreadyRemoved };
    throw notFound(M.connectionNotFound);
  });
}

// ---------------------------------------------------------------------------------------------------
// Emails

type EmailRow = RequestRow & {
  requester: PersonRow & { email: string };
  recipient: PersonRow & { email: string };
};

/** The request with both members, addresses included (for the server's emails only). */
async function loadForEmail(db: Database, id: string): Promise<EmailRow | undefined> {
  const [request] = await db.select().from(connectionRequests).where(eq(connectionRequests.id, id)).limit(1);
  if (!request) return undefined;
  const people = rowsOf<PersonRow & { email: string }>(
    await db.execute(
      sql`select ${personColumns('person')}, person.email from attendees person where person.id in (${request.fromAttendeeId}, ${request.toAttendeeId})`,
    ),
  );
  const requester = people.find((p) => p.person_id === request.fromAttendeeId);
  const recipient = people.find((p) => p.person_id === request.toAttendeeId);
  if (!requester || !recipient) return undefined;
  return { ...request, requester, recipient };
}

/**
 * How the email's reader may see the other member (decision 043): their name and role from what that member
 * shows them (a member until they are connected, a connection after), and their address only when shown
 * to connections. Read as a member, never as an organiser: an email is no place for more than the page shows.
 */
async function asSeenBy(db: Database, reader: PersonRow, other: PersonRow, connected: boolean) {
  const views = await readMemberViews(
    db,
    { attendeeId: reader.person_id, isOrganiser: false },
    [other.person_id],
    () => connected,
  );
  const view = views.get(other.person_id);
  const person = view ?? toPerson(other);
  return { fullName: person.fullName, firstName: person.firstName, role: roleOf(person), email: view?.email ?? null };
}

/** The recipient learns at once: who, their role, the note, the reason, and the two choices. No address. */
async function requestEmail(deps: ConnectionDeps, id: string): Promise<MailMessage | null> {
  const row = await loadForEmail(deps.db, id);
  // Withdrawn (or answered) in the moment since: nothing to ask any more.
  if (!row || row.status !== 'pending') return null;
  const reason = await deps.whyConnect(row.toAttendeeId, row.fromAttendeeId);
  if (reason) await deps.db.update(connectionRequests).set({ reason }).where(eq(connectionRequests.id, id));
  const base = deps.config.publicBaseUrl;
  const lastDay = new Date(row.expiresAt.getTime() - 1);
  return connectionRequestEmail(deps.config.brand, row.recipient.email, {
    recipientFirstName: row.recipient.person_first_name,
    requester: await asSeenBy(deps.db, row.recipient, row.requester, false),
    note: row.note,
    reason,
    acceptUrl: `${base}${paths.connectionRequest(id, 'accept')}`,
    notNowUrl: `${base}${paths.connectionRequest(id, 'not-now')}`,
    openUntil: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: deps.config.timeZone }).format(lastDay),
  });
}

/** Accepted: one email to each (`reader`), naming the other with their address, the note and the reason. */
async function introductionEmailTo(
  deps: ConnectionDeps,
  id: string,
  reader: 'requester' | 'recipient',
): Promise<MailMessage | null> {
  const row = await loadForEmail(deps.db, id);
  if (!row || row.status !== 'accepted') return null;
  const readerAsked = reader === 'requester';
  const [me, them] = readerAsked ? [row.requester, row.recipient] : [row.recipient, row.requester];
  // The recipient's reason was written with the request; the requester's is the other way round.
  const reason = !readerAsked && row.reason ? row.reason : await deps.whyConnect(me.person_id, them.person_id);
  return introductionEmail(deps.config.brand, me.email, {
    readerFirstName: me.person_first_name,
    readerAsked,
    // As the reader sees the other, now connected.
    other: await asSeenBy(deps.db, me, them, true),
    note: row.note,
    reason,
    connectionsUrl: `${deps.config.publicBaseUrl}${ROUTES.connections}`,
  });
}
