// Places given back (issue 28): a member archived or deactivated can no longer come, so whatever they
// hold at events that have not begun (a place Going, a place in a waitlist's queue) is given back, and
// each place freed goes to the first on that event's waitlist, who is told and emailed as when a member
// withdraws. Organisers can also take one member's answer off an event themselves (audited).
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AnswerRemoved } from '../../../common/contracts/events-admin';
import { ADMIN_TOASTS } from '../../../common/messages';
import { EVENT_MESSAGES as M } from '../../../common/contracts/events';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { attendees, eventRsvps, events } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { RecordedNews } from '../notifications/public';
import { deliverAfterAnswer } from './notify';
import { takeAnswerOff } from './rsvps';
import { fullNameOf, hasStarted, lockEvent, readEvent, type AnswerDeps, type EventDeps } from './shared';

/** What a release leaves to do once its transaction has committed: the promoted members' news. */
export type PlacesReleased = { events: number; sendEmails: () => void };

/**
 * Gives back every place the members `attendeeIds` hold at events that have neither begun nor been
 * cancelled. Call inside the archiving or deactivating transaction; the
 * events are locked one by one in id order, as every other change locks one event, so nothing waits in a
 * circle. Past events keep their answers: who went is history.
 */
export async function releasePlacesOf(deps: AnswerDeps, tx: Database, attendeeIds: string[], now: Date): Promise<PlacesReleased> {
  if (attendeeIds.length === 0) return { events: 0, sendEmails: () => {} };
  const held = await tx
    .select({ eventId: eventRsvps.eventId, attendeeId: eventRsvps.attendeeId })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        inArray(eventRsvps.attendeeId, attendeeIds),
        inArray(eventRsvps.status, ['going', 'waitlist']),
        gt(events.date, now),
        isNull(events.cancelledAt),
      ),
    )
    .orderBy(asc(eventRsvps.eventId), asc(eventRsvps.attendeeId));
  const news: RecordedNews[] = [];
  for (const { eventId, attendeeId } of held) {
    const event = await lockEvent(tx, eventId);
    const taken = await takeAnswerOff(deps, tx, event, attendeeId, now);
    if (taken?.promoted) news.push(taken.promoted);
  }
  return {
    events: new Set(held.map((h) => h.eventId)).size,
    sendEmails: () => deliverAfterAnswer(deps, 'waitlist place news', news),
  };
}

/**
 * An organiser takes one member's answer off an event that has not begun (a seat held by someone who will
 * not come, say): the place goes to the waitlist as if the member had withdrawn, and the audit log keeps
 * who did it and what the answer was. The member's own pages are told their answer changed.
 */
export async function removeAnswerForAdmin(
  deps: EventDeps,
  actor: AuditActor,
  eventId: string,
  attendeeId: string,
): Promise<AnswerRemoved> {
  const now = deps.now();
  await readEvent(deps.db, eventId, ADMIN_TOASTS.recordNotFound);
  const outcome = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, ADMIN_TOASTS.recordNotFound);
    if (hasStarted(event, now)) throw conflict(M.answerRemoveStarted, 'EVENT_STARTED');
    const [member] = await tx
      .select({ email: attendees.email, firstName: attendees.firstName, lastName: attendees.lastName, userId: attendees.userId })
      .from(attendees)
      .where(eq(attendees.id, attendeeId))
      .limit(1);
    const taken = member ? await takeAnswerOff(deps, tx, event, attendeeId, now) : null;
    if (!member || !taken) throw notFound(M.attendeeNotFound);
    if (member.userId) await deps.live.publishToMember(tx, member.userId, { type: 'event-changed', eventId });
    await recordAudit(tx, {
      actor,
      action: 'event.remove_answer',
      targetEmail: member.email,
      changes: [changeOf('Answer', taken.removed.status, null)],
      details: { eventId, title: event.title },
      at: now,
    });
    return { promoted: taken.promoted, name: fullNameOf(member) };
  });
  deliverAfterAnswer(deps, 'waitlist place news', outcome.promoted ? [outcome.promoted] : []);
  return { success: true, message: M.answerRemoved(outcome.name) };
}
