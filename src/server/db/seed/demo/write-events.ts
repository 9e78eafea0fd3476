// Writes the demo's Cultural Salons and the members' answers to them: Going (some on the attendee list),
// Maybe, Not going, a waitlist on the full one, and check-ins at the past ones.
import { inArray, sql } from 'drizzle-orm';
import { attendees, eventRsvps, events } from '../../schema';
import { DEMO_EVENTS } from './requests-and-events';
import { DEMO_EVENT_ANSWERS } from './rsvps';
import { DAY, eveningOf, existingLower, HOUR, slugify, type SeedContext } from './shared';

/** The salons not there yet (by title), with their members' answers. */
export async function writeEvents(ctx: SeedContext): Promise<{ events: number; rsvps: number }> {
  const { tx, now } = ctx;
  const taken = await existingLower(
    tx,
    sql<string>`lower(${events.title})`,
    events,
    DEMO_EVENTS.map((e) => e.title.toLowerCase()),
  );
  const newEvents = DEMO_EVENTS.filter((e) => !taken.has(e.title.toLowerCase()));
  if (!newEvents.length) return { events: 0, rsvps: 0 };
  const inserted = await tx
    .insert(events)
    .values(
      newEvents.map((e) => {
        const date = eveningOf(now, e.daysFromNow);
        const announced = new Date(Math.min(date.getTime() - 30 * DAY, now.getTime()));
        return {
          title: e.title,
          date,
          speakers: e.speakers,
          location: e.location ?? null,
          link: e.link ? `https://example.com/salons/${slugify(e.title.replace(/^Cultural Salon:\s*/, ''))}` : null,
          capacity: DEMO_EVENT_ANSWERS.find((answers) => answers.title === e.title)?.capacity ?? null,
          createdAt: announced,
          updatedAt: announced,
        };
      }),
    )
    .returning({ id: events.id, title: events.title, date: events.date, createdAt: events.createdAt });
  return { events: inserted.length, rsvps: await writeAnswers(ctx, inserted) };
}

type WrittenEvent = { id: string; title: string; date: Date; createdAt: Date };

/** The answers to the events written now, each dated between the member joining (and the event being
 * announced) and the event, or now for one still to come. */
async function writeAnswers(ctx: SeedContext, written: WrittenEvent[]): Promise<number> {
  const { tx, now, random, member, members } = ctx;
  const idByEmail = new Map(
    (
      await tx
        .select({ id: attendees.id, email: attendees.email })
        .from(attendees)
        .where(
          inArray(
            sql`lower(${attendees.email})`,
            members.map((m) => m.email),
          ),
        )
    ).map((row) => [row.email.toLowerCase(), row.id]),
  );
  const rows: (typeof eventRsvps.$inferInsert)[] = [];
  for (const event of written) {
    const answers = DEMO_EVENT_ANSWERS.find((candidate) => candidate.title === event.title);
    if (!answers) continue;
    const past = event.date < now;
    const latest = Math.min(event.date.getTime() - 2 * HOUR, now.getTime() - HOUR);
    const answerOf = (entry: string, status: 'going' | 'maybe' | 'not_going' | 'waitlist', order: number) => {
      const name = entry.replace(/\*$/, '');
      const m = member(name);
      const attendeeId = idByEmail.get(m.email);
      if (!attendeeId) return;
      const earliest = Math.max(m.createdAt.getTime(), event.createdAt.getTime()) + HOUR;
      // The waitlist in the order given; the others spread over the weeks before.
      const spread = status === 'waitlist' ? 0.1 + order * 0.05 : random() * 0.9;
      const respondedAt = new Date(Math.max(earliest, latest - (1 - spread) * Math.min(latest - earliest, 20 * DAY)));
      const checkedIn = past && status === 'going' && !answers.noShows?.includes(name);
      rows.push({
        eventId: event.id,
        attendeeId,
        status,
        showOnList: entry.endsWith('*'),
        waitlistedAt: status === 'waitlist' ? respondedAt : null,
        attendedAt: checkedIn ? new Date(event.date.getTime() + 20 * 60_000) : null,
        respondedAt,
        createdAt: respondedAt,
      });
    };
    answers.going.forEach((name, i) => answerOf(name, 'going', i));
    answers.maybe?.forEach((name, i) => answerOf(name, 'maybe', i));
    answers.notGoing?.forEach((name, i) => answerOf(name, 'not_going', i));
    answers.waitlist?.forEach((name, i) => answerOf(name, 'waitlist', i));
  }
  if (!rows.length) return 0;
  const inserted = await tx.insert(eventRsvps).values(rows).onConflictDoNothing().returning({ eventId: eventRsvps.eventId });
  return inserted.length;
}
