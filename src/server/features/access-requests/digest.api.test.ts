// The administrators' daily digest of waiting access requests (issue 20, item 5), driven through the
// app's scheduler with the test clock: "it is now 09:00; run what is due". Runs on PGlite and, under
// test:pg, on PostgreSQL, where the second instance below is a second app on one PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOfWallTime, parseLocalDateTime } from '../../../common/zoned-time';
import { createAccessRequest, createAdmin, createMember } from '../../../../tests/support/factories';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';
import { createApp } from '../../app';
import { accessRequests, adminUsers } from '../../db/schema';
import { ROUTES } from '../../../common/routes';
import { createMailDelivery } from '../../mail/delivery';
import { createMailer, type MailTransport } from '../../mail/mailer';
import { sendAccessRequestDigest } from './digest';

const ZONE = 'America/Los_Angeles';
/** An instant read on the community's clocks: '2031-05-06T09:00'. */
const at = (local: string) => instantOfWallTime(parseLocalDateTime(local)!, ZONE);
const DIGEST_SUBJECT = /waited more than a day$/;
const DASHBOARD_LINK = `${TEST_ORIGIN}/admin/dashboard?tab=magic-links`;
const SETTINGS_LINK = `${TEST_ORIGIN}${ROUTES.notificationSettings}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: ZONE } });
  t.clock.set(at('2031-05-05T12:00'));
  await t.jobs.start({ poll: false });
});
afterAll(() => t.close());

/**
 * A new day for one test: no requests, no administrators, the clock at 08:00 on `date`, and anything
 * already due (the last test's occurrence, running late) run first, with nothing waiting to send.
 */
async function newDay(date: string) {
  await t.db.delete(accessRequests);
  await t.db.delete(adminUsers);
  t.clock.set(at(`${date}T08:00`));
  await t.jobs.runDue();
}

const digestsTo = (...emails: string[]) => t.outbox().filter((m) => DIGEST_SUBJECT.test(m.subject) && emails.includes(m.to));

const waitingRequest = (createdAt: Date, overrides: Partial<typeof accessRequests.$inferInsert> = {}) =>
  createAccessRequest(t, { approved: false, createdAt, updatedAt: createdAt, ...overrides });

/** A second app on the same database, as a second server behind the load balancer would be. */
function secondInstance(mailer: MailTransport = createMailer(t.config.mail)) {
  const { jobs } = createApp({ config: t.config, database: t.database, mailer, now: t.clock.now });
  return {
    jobs,
    async close() {
      await jobs.stop();
      mailer.close();
    },
  };
}

describe('the daily digest of waiting access requests', () => {
  it('emails every active administrator at 09:00 in the community time zone, listing the requests that waited more than a day', async () => {
    await newDay('2031-05-06');
    const [first, second] = [await createAdmin(t, { firstName: 'Avery', lastName: 'Stone' }), await createAdmin(t)];
    const deactivated = await createAdmin(t, { banned: true });
    const member = await createMember(t);
    const longest = await waitingRequest(at('2031-05-03T07:00'), { firstName: 'Jordan', lastName: 'Blake' });
    const nameless = await waitingRequest(at('2031-05-04T08:30'), { firstName: null, lastName: null });
    const justOverADay = await waitingRequest(at('2031-05-05T08:30'), { firstName: 'Priya', lastName: 'Natarajan' });
    const recent = await waitingRequest(at('2031-05-05T10:00'), { firstName: 'Recent', lastName: 'Asker' });
    const approved = await createAccessRequest(t, {
      createdAt: at('2031-05-01T09:00'),
      firstName: 'Already',
      lastName: 'Approved',
    });

    t.clock.set(at('2031-05-06T08:59'));
    await t.jobs.runDue();
    expect(digestsTo(first.email, second.email, deactivated.email, member.email)).toEqual([]);

    t.clock.set(at('2031-05-06T09:00'));
    // The digest runs with whatever else is due at 09:00 (the members' digests' quarter-hour check, the
    // messages' away-email sweep): what it did is read from the mail below.
    await t.jobs.runDue();
    const sent = digestsTo(first.email, second.email, deactivated.email, member.email);
    expect(sent.map((m) => m.to).sort()).toEqual([first.email, second.email].sort());

    const digest = sent.find((m) => m.to === first.email)!;
    expect(digest.subject).toBe('3 access requests have waited more than a day');
    expect(digest.text).toContain('Hello Avery Stone,');
    expect(digest.text).toContain('3 people asked to join Franchise, Media & Creator Collective more than a day ago');
    const lines = digest.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      `- Jordan Blake (${longest.email}), waiting 3 days`,
      `- ${nameless.email}, waiting 2 days`,
      `- Priya Natarajan (${justOverADay.email}), waiting 1 day`,
    ]);
    expect(digest.text).not.toContain(recent.email);
    expect(digest.text).not.toContain(approved.email);
    // The dashboard, then the footer every news email has (decision 051): the settings and the unsubscribe page.
    expect(digest.links).toEqual([DASHBOARD_LINK, SETTINGS_LINK, expect.stringContaining('/unsubscribe/')]);
  });

  it('sends nothing while no request has waited a day, and the next morning once one has', async () => {
    await newDay('2031-05-08');
    const admin = await createAdmin(t);
    await waitingRequest(at('2031-05-07T10:00'));
    t.clock.set(at('2031-05-08T09:00'));
    await t.jobs.runDue();
    expect(digestsTo(admin.email)).toEqual([]);

    // By the afternoon it has waited more than a day, but the digest goes out in the morning.
    t.clock.set(at('2031-05-08T15:00'));
    await t.jobs.runDue();
    expect(digestsTo(admin.email)).toEqual([]);

    t.clock.set(at('2031-05-09T09:00'));
    await t.jobs.runDue();
    expect(digestsTo(admin.email).map((m) => m.subject)).toEqual(['1 access request has waited more than a day']);
    expect(digestsTo(admin.email)[0].text).toContain('One person asked to join');
  });

  it('names the 20 longest waiting and counts them all', async () => {
    await newDay('2031-05-11');
    const admin = await createAdmin(t);
    for (let i = 0; i < 23; i++)
      await waitingRequest(new Date(at('2031-05-01T09:00').getTime() + i * 60_000), {
        firstName: 'Asker',
        lastName: `Number${i}`,
      });
    t.clock.set(at('2031-05-11T09:00'));
    await t.jobs.runDue();
    const [digest] = digestsTo(admin.email);
    expect(digest.subject).toBe('23 access requests have waited more than a day');
    const lines = digest.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(20);
    expect(lines[0]).toMatch(/^- Asker Number0 /);
    expect(lines[19]).toMatch(/^- Asker Number19 /);
    expect(digest.text).toContain('And 3 more.');
  });

  it('goes out once a day with two instances on one database, across restarts, and again the next day', async () => {
    await newDay('2031-05-13');
    const admins = [await createAdmin(t), await createAdmin(t)];
    await waitingRequest(at('2031-05-10T12:00'));
    const b = secondInstance();
    const restarted: Array<ReturnType<typeof secondInstance>> = [];
    try {
      await b.jobs.start({ poll: false });
      // A restart before 09:00 finds the day's occurrence already queued.
      const early = secondInstance();
      restarted.push(early);
      await early.jobs.start({ poll: false });

      t.clock.set(at('2031-05-13T09:00'));
      await Promise.all([t.jobs.runDue(), b.jobs.runDue(), early.jobs.runDue(), t.jobs.runDue(), b.jobs.runDue()]);
      expect(
        digestsTo(...admins.map((a) => a.email))
          .map((m) => m.to)
          .sort(),
      ).toEqual(admins.map((a) => a.email).sort());

      // A restart later that morning, and the digest's work itself asked again: nothing more today.
      t.clock.set(at('2031-05-13T11:00'));
      const later = secondInstance();
      restarted.push(later);
      await later.jobs.start({ poll: false });
      await Promise.all([t.jobs.runDue(), later.jobs.runDue()]);
      expect(
        await sendAccessRequestDigest({
          db: t.db,
          config: t.config,
          mailer: createMailDelivery({ db: t.db, transport: createMailer(t.config.mail), config: t.config, now: t.clock.now }),
          now: t.clock.now,
        }),
      ).toEqual({ waiting: 1, sent: 0 });
      expect(digestsTo(...admins.map((a) => a.email))).toHaveLength(2);

      t.clock.set(at('2031-05-14T09:00'));
      await Promise.all([t.jobs.runDue(), b.jobs.runDue(), later.jobs.runDue()]);
      const perAdmin = admins.map((admin) => digestsTo(admin.email).length);
      expect(perAdmin).toEqual([2, 2]);
    } finally {
      await b.close();
      for (const instance of restarted) await instance.close();
    }
  });

  it('tries again, later, for an administrator whose mail server refused it, without emailing the others twice', async () => {
    await newDay('2031-05-16');
    const [reached, refused] = [await createAdmin(t), await createAdmin(t)];
    await waitingRequest(at('2031-05-14T12:00'));
    const smtp = await startSmtpServer({ refuseOnce: [refused.email] });
    const viaSmtp = secondInstance(createMailer({ ...t.config.mail, smtpUrl: smtp.url }));
    try {
      await viaSmtp.jobs.start({ poll: false });
      t.clock.set(at('2031-05-16T09:00'));
      // The digest reaches one administrator; the other's email waits in the mail queue (decision 051)
      // and arrives five minutes later.
      await viaSmtp.jobs.runDue();
      expect(smtp.received.filter((m) => DIGEST_SUBJECT.test(m.subject)).map((m) => m.to)).toEqual([reached.email]);
      t.clock.set(at('2031-05-16T09:05'));
      await viaSmtp.jobs.runDue();
      const received = smtp.received.filter((m) => DIGEST_SUBJECT.test(m.subject)).map((m) => m.to);
      expect(received.sort()).toEqual([reached.email, refused.email].sort());
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });
});
