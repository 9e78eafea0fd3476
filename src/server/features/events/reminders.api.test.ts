// Reminders (issue 18 item 4), driven through the app's scheduler with the test clock: a reminder 24 hours
// before to everyone Going, one more an hour before for an online event, each exactly once with two app
// instances on one database, across restarts and retries; a new time moves them, a cancellation ends them.
// Runs on PGlite and, under test:pg, on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS as EVENTS } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS as ADMIN } from '../../../common/contracts/events-admin';
import { paths } from '../../../common/routes';
import { createMemberWithProfile } from '../../../../tests/support/factories';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { signInEachKind } from '../../../../tests/support/guards';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';
import { createApp } from '../../app';
import { events } from '../../db/schema';
import { createMailer, type Mailer } from '../../mail/mailer';

const ONLINE = 'https://meet.example.com/salon-room';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC' } });
  t.clock.set(new Date('2031-03-01T10:00:00Z'));
  admin = (await signInEachKind(t)).cookies.admin;
  await t.jobs.start({ poll: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(events);
  await t.jobs.runDue();
});

type Person = { attendeeId: string; email: string; cookie: string };
async function person(): Promise<Person> {
  const m = await createMemberWithProfile(t, { firstName: 'Robin' });
  return { ...m, cookie: (await t.signIn(m.email, m.password)).cookie };
}
const answer = async (who: Person, id: string, rsvp: 'going' | 'maybe' | 'not_going') => {
  await t.call(EVENTS.answer, { params: { id }, cookie: who.cookie, body: { rsvp }, expect: 200 });
};

/** The organisers' form: `date` is a local date-time in the community's zone (UTC here). */
type EventForm = { title: string; date: string; location?: string; onlineLink?: string; capacity?: number | null };
async function createEvent(form: EventForm): Promise<string> {
  return (await t.call(ADMIN.create, { cookie: admin, body: form, expect: 201 })).body.event.id;
}
const saveEvent = (id: string, form: EventForm) => t.call(ADMIN.update, { params: { id }, cookie: admin, body: form });

const remindersTo = (email: string) => t.outbox().filter((m) => m.to === email && /^(Reminder|Starting soon): /.test(m.subject));
const at = (iso: string) => t.clock.set(new Date(iso));

/** A second app on the same database, as a second server behind the load balancer would be. */
function secondInstance(mailer: Mailer = createMailer(t.config.mail)) {
  const { jobs } = createApp({ config: t.config, database: t.database, mailer, now: t.clock.now });
  return {
    jobs,
    async close() {
      await jobs.stop();
      mailer.close();
    },
  };
}

describe('event reminders', () => {
  it('reminds everyone Going 24 hours before, with the place, and only them', async () => {
    at('2031-03-01T10:00:00Z');
    const id = await createEvent({ title: 'Spring Salon', date: '2031-03-05T18:30', location: 'Mercer Street Loft' });
    const [going, maybe, notGoing, changedMind] = [await person(), await person(), await person(), await person()];
    await answer(going, id, 'going');
    await answer(maybe, id, 'maybe');
    await answer(notGoing, id, 'not_going');
    await answer(changedMind, id, 'going');
    await answer(changedMind, id, 'not_going');

    at('2031-03-04T18:29:00Z');
    await t.jobs.runDue();
    expect(remindersTo(going.email)).toEqual([]);

    at('2031-03-04T18:30:00Z');
    await t.jobs.runDue();
    const [reminder] = remindersTo(going.email);
    expect(reminder.subject).toBe('Reminder: Spring Salon');
    expect(reminder.text).toContain('Hello Robin,');
    expect(reminder.text).toContain('you are going to "Spring Salon" on Wednesday, March 5, 2031 at 6:30 PM UTC');
    expect(reminder.text).toContain('- Where: Mercer Street Loft');
    expect(reminder.text).not.toContain('Join online');
    expect(reminder.links).toContain(`${TEST_ORIGIN}${paths.eventDetail(id)}`);
    for (const other of [maybe, notGoing, changedMind]) expect(remindersTo(other.email)).toEqual([]);

    // In person: no second reminder an hour before, and nothing is sent again.
    at('2031-03-05T17:45:00Z');
    await t.jobs.runDue();
    expect(remindersTo(going.email)).toHaveLength(1);
  });

  it("reminds an online event's members an hour before too, with the link only they may see", async () => {
    at('2031-03-01T10:00:00Z');
    const id = await createEvent({ title: 'Online Salon', date: '2031-03-06T17:00', onlineLink: ONLINE });
    const going = await person();
    const maybe = await person();
    await answer(going, id, 'going');
    await answer(maybe, id, 'maybe');

    at('2031-03-05T17:00:00Z');
    await t.jobs.runDue();
    expect(remindersTo(going.email).map((m) => m.subject)).toEqual(['Reminder: Online Salon']);
    expect(remindersTo(going.email)[0].text).toContain(`- Join online: ${ONLINE}`);

    at('2031-03-06T16:00:00Z');
    await t.jobs.runDue();
    const soon = remindersTo(going.email)[1];
    expect(soon.subject).toBe('Starting soon: Online Salon');
    expect(soon.text).toContain('"Online Salon" starts soon, on Thursday, March 6, 2031 at 5:00 PM UTC');
    expect(soon.links).toEqual([ONLINE, `${TEST_ORIGIN}${paths.eventDetail(id)}`]);
    expect(remindersTo(maybe.email)).toEqual([]);
    expect(t.outbox().filter((m) => m.to !== going.email && m.text.includes(ONLINE))).toEqual([]);
  });

  it('moves the reminders with a new time, and sends none for a cancelled or deleted event', async () => {
    at('2031-03-01T10:00:00Z');
    const moved = await createEvent({ title: 'Moved Salon', date: '2031-03-05T18:00' });
    const cancelled = await createEvent({ title: 'Cancelled Salon', date: '2031-03-05T18:00', onlineLink: ONLINE });
    const deleted = await createEvent({ title: 'Deleted Salon', date: '2031-03-05T18:00' });
    const member = await person();
    for (const id of [moved, cancelled, deleted]) await answer(member, id, 'going');

    expect((await saveEvent(moved, { title: 'Moved Salon', date: '2031-03-07T18:00' })).status).toBe(200);
    expect((await t.call(ADMIN.cancel, { params: { id: cancelled }, cookie: admin })).status).toBe(200);
    expect((await t.call(ADMIN.remove, { params: { id: deleted }, cookie: admin })).status).toBe(200);

    at('2031-03-05T17:30:00Z');
    await t.jobs.runDue();
    expect(remindersTo(member.email)).toEqual([]);

    at('2031-03-06T18:00:00Z');
    await t.jobs.runDue();
    expect(remindersTo(member.email).map((m) => m.subject)).toEqual(['Reminder: Moved Salon']);
    expect(remindersTo(member.email)[0].text).toContain('on Friday, March 7, 2031 at 6:00 PM UTC');
  });

  it('plans an online link added later, and skips a reminder already past when the event is created', async () => {
    at('2031-03-01T10:00:00Z');
    // Created 10 hours ahead: the day's reminder is already past; the hour's is planned.
    const soon = await createEvent({ title: 'Pop-up Salon', date: '2031-03-01T20:00', onlineLink: ONLINE });
    const later = await createEvent({ title: 'Later Salon', date: '2031-03-10T20:00' });
    const member = await person();
    await answer(member, soon, 'going');
    await answer(member, later, 'going');
    expect((await saveEvent(later, { title: 'Later Salon', date: '2031-03-10T20:00', onlineLink: ONLINE })).status).toBe(200);

    at('2031-03-01T19:00:00Z');
    await t.jobs.runDue();
    expect(remindersTo(member.email).map((m) => m.subject)).toEqual(['Starting soon: Pop-up Salon']);

    at('2031-03-09T20:00:00Z');
    await t.jobs.runDue();
    expect(remindersTo(member.email).map((m) => m.subject)).toEqual(['Starting soon: Pop-up Salon', 'Reminder: Later Salon']);
    at('2031-03-10T19:00:00Z');
    await t.jobs.runDue();
    expect(remindersTo(member.email).map((m) => m.subject)).toEqual([
      'Starting soon: Pop-up Salon',
      'Reminder: Later Salon',
      'Starting soon: Later Salon',
    ]);
  });

  it('sends each reminder once with two instances on one database and a restart in between', async () => {
    at('2031-03-01T10:00:00Z');
    const id = await createEvent({ title: 'Busy Salon', date: '2031-03-08T18:00', onlineLink: ONLINE });
    const members = [await person(), await person(), await person()];
    for (const m of members) await answer(m, id, 'going');
    const b = secondInstance();
    const restarted = secondInstance();
    try {
      await b.jobs.start({ poll: false });
      at('2031-03-07T18:00:00Z');
      await Promise.all([t.jobs.runDue(), b.jobs.runDue(), t.jobs.runDue(), b.jobs.runDue()]);
      // A server that starts later that day, and the organisers saving the event unchanged, plan nothing new.
      await restarted.jobs.start({ poll: false });
      expect((await saveEvent(id, { title: 'Busy Salon', date: '2031-03-08T18:00', onlineLink: ONLINE })).status).toBe(200);
      at('2031-03-07T19:00:00Z');
      await Promise.all([restarted.jobs.runDue(), b.jobs.runDue()]);
      at('2031-03-08T17:00:00Z');
      await Promise.all([t.jobs.runDue(), b.jobs.runDue(), restarted.jobs.runDue()]);
      for (const m of members)
        expect(remindersTo(m.email).map((mail) => mail.subject)).toEqual(['Reminder: Busy Salon', 'Starting soon: Busy Salon']);
    } finally {
      await b.close();
      await restarted.close();
    }
  });

  it('tries again, later, for a member whose mail server refused it, without emailing the others twice', async () => {
    allowConsole(/\[jobs\] events\.reminder failed \(try 1 of 4\): the reminder of event .* could not be emailed to 1 members/);
    allowConsole(/\[notifications\] event-reminder: could not email/);
    at('2031-03-01T10:00:00Z');
    const id = await createEvent({ title: 'Retry Salon', date: '2031-03-09T18:00' });
    const [reached, refused] = [await person(), await person()];
    await answer(reached, id, 'going');
    await answer(refused, id, 'going');
    const smtp = await startSmtpServer({ refuseOnce: [refused.email] });
    const viaSmtp = secondInstance(createMailer({ ...t.config.mail, smtpUrl: smtp.url }));
    try {
      await viaSmtp.jobs.start({ poll: false });
      at('2031-03-08T18:00:00Z');
      // The first try reaches one member; its retry (due at once on a clock this far ahead of the
      // database's) reaches the other.
      expect(await viaSmtp.jobs.runDue()).toBe(2);
      expect(smtp.received.map((m) => m.to).sort()).toEqual([reached.email, refused.email].sort());
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });
});
