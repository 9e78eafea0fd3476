// Digests (issue 34 item 4, decision 053): one email per member per period at the hour they chose in their
// own zone, with only what they have not seen, nothing when there is nothing; one per member and period under
// two app servers; a run that dies part-way is finished by the next one without emailing anyone it reached,
// but for the one member whose email the mail server had accepted just before the crash. Test clock, real SMTP.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_ENDPOINTS } from '../../../common/contracts/notifications';
import { createApp } from '../../app';
import { notifications } from '../../db/schema';
import { createMailDelivery, type Mailer } from '../../mail/delivery';
import { createMailer, type MailTransport } from '../../mail/mailer';
import { createMember } from '../../../../tests/support/factories';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { startSmtpServer, type SmtpStandIn } from '../../../../tests/support/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { DIGEST_LEASE_MS, sendDueDigests, type DigestDeps } from './digest';

let t: TestApp;
/** A server's own mail delivery (decision 051) over its own SMTP connection. */
const deliveryOver = () =>
  createMailDelivery({ db: t.db, transport: createMailer(t.config.mail), config: t.config, now: t.clock.now });
let smtp: SmtpStandIn;
const DIGEST = /digest:/;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  t.clock.set(new Date('2031-04-01T12:00:00Z'));
  await t.jobs.start({ poll: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const digestsTo = (address: string) => smtp.to(address).filter((m) => DIGEST.test(m.subject));

/** A member with a digest, saved now (the clock), in `timeZone`. */
async function memberWithDigest(frequency: 'daily' | 'weekly', hour: number, timeZone: string, weekday = 1) {
  const member = await createMember(t);
  const { cookie } = await t.signIn(member.email, member.password);
  await t.call(NOTIFICATION_ENDPOINTS.saveSettings, {
    cookie,
    body: { channels: {}, digest: { frequency, hour, weekday }, quietHours: null, timeZone },
    expect: 200,
  });
  return member;
}

async function notify(
  userId: string,
  title: string,
  createdAt: Date,
  overrides: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId,
      kind: 'team-reply',
      title,
      body: `${title} body`,
      link: '/chat',
      createdAt,
      emailPending: true,
      ...overrides,
    })
    .returning();
  return row;
}

/** A second app on the same database, as a second server behind the load balancer. */
function secondServer(mailer: MailTransport) {
  return createApp({ config: t.config, database: t.database, mailer, now: t.clock.now });
}

describe('the digest', () => {
  it("goes at the member's hour in their zone, with only what they have not seen, and clears what it carried", async () => {
    allowConsole(/digests at/);
    // India is UTC+05:30: 09:00 there is 03:30 UTC, a quarter hour no whole-hour job would find.
    const member = await memberWithDigest('daily', 9, 'Asia/Kolkata');
    const unseen = await notify(member.userId, 'A reply from the team', new Date('2031-04-01T20:00:00Z'));
    await notify(member.userId, 'Already read', new Date('2031-04-01T21:00:00Z'), { readAt: new Date('2031-04-01T22:00:00Z') });
    await notify(member.userId, 'Not for email', new Date('2031-04-01T21:00:00Z'), { emailPending: false });
    await notify(member.userId, 'Before the period', new Date('2031-03-30T21:00:00Z'));

    t.clock.set(new Date('2031-04-02T03:15:00Z'));
    await t.jobs.runDue();
    expect(digestsTo(member.email)).toHaveLength(0);

    t.clock.set(new Date('2031-04-02T03:30:00Z'));
    await t.jobs.runDue();
    const [digest] = digestsTo(member.email);
    expect(digest.subject).toBe('Your daily digest: 1 new notification');
    expect(digest.text).toContain('A reply from the team: A reply from the team body');
    for (const left of ['Already read', 'Not for email', 'Before the period']) expect(digest.text).not.toContain(left);
    expect(digest.html).toContain('See them all');
    // The list, then the footer's two links: the settings once, not again in the body.
    expect(digest.links).toEqual([
      expect.stringMatching(/\/notifications$/),
      expect.stringMatching(/\/settings\/notifications$/),
      expect.stringContaining('/unsubscribe/'),
    ]);
    expect(digest.text).toContain('You get this daily digest instead of single emails.');
    const [carried] = await t.db.select().from(notifications).where(eq(notifications.id, unseen.id));
    expect(carried.emailPending).toBe(false);

    // Later the same day: the period's digest went, so nothing more, even with news since.
    await notify(member.userId, 'Later news', new Date('2031-04-02T05:00:00Z'));
    t.clock.set(new Date('2031-04-02T10:00:00Z'));
    await t.jobs.runDue();
    expect(digestsTo(member.email)).toHaveLength(1);
    // The next day's carries it.
    t.clock.set(new Date('2031-04-03T03:30:00Z'));
    await t.jobs.runDue();
    expect(digestsTo(member.email)).toHaveLength(2);
    expect(digestsTo(member.email)[1].text).toContain('Later news');
  });

  it('sends nothing when there is nothing unseen, and nothing to a member who turned it on after their hour', async () => {
    allowConsole(/digests at/);
    t.clock.set(new Date('2031-04-05T12:00:00Z'));
    const quiet = await memberWithDigest('daily', 8, 'UTC');
    t.clock.set(new Date('2031-04-06T09:00:00Z'));
    const late = await memberWithDigest('daily', 8, 'UTC'); // saved at 09:00: today's 08:00 is not theirs
    await notify(late.userId, 'News', new Date('2031-04-06T09:00:00Z'));
    await t.jobs.runDue();
    expect(digestsTo(quiet.email)).toHaveLength(0);
    expect(digestsTo(late.email)).toHaveLength(0);
  });

  it('goes once a week on the chosen day', async () => {
    allowConsole(/digests at/);
    t.clock.set(new Date('2031-04-08T12:00:00Z')); // a Tuesday
    const member = await memberWithDigest('weekly', 18, 'Europe/Paris', 5); // Fridays 18:00 (16:00 UTC in April)
    await notify(member.userId, 'Event changed', new Date('2031-04-09T10:00:00Z'));
    t.clock.set(new Date('2031-04-10T16:00:00Z')); // Thursday
    await t.jobs.runDue();
    expect(digestsTo(member.email)).toHaveLength(0);
    t.clock.set(new Date('2031-04-11T16:00:00Z')); // Friday 18:00 in Paris
    await t.jobs.runDue();
    expect(digestsTo(member.email).map((m) => m.subject)).toEqual(['Your weekly digest: 1 new notification']);
  });

  it('is sent once per member and period by two app servers running at once', async () => {
    allowConsole(/digests at/);
    t.clock.set(new Date('2031-04-12T12:00:00Z'));
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await memberWithDigest('daily', 7, 'UTC'));
    for (const member of members) await notify(member.userId, 'News', new Date('2031-04-12T13:00:00Z'));
    const b = secondServer(createMailer(t.config.mail));
    const mailerB = deliveryOver();
    t.clock.set(new Date('2031-04-13T07:00:00Z'));
    // Both servers take due jobs, and both run the digest itself at once (as overlapping occurrences would).
    const depsB: DigestDeps = { db: t.db, config: t.config, mailer: mailerB, now: t.clock.now };
    const mailerA = deliveryOver();
    const depsA: DigestDeps = { ...depsB, mailer: mailerA };
    await Promise.all([t.jobs.runDue(), b.jobs.runDue(), sendDueDigests(depsA), sendDueDigests(depsB)]);
    for (const member of members) expect(digestsTo(member.email)).toHaveLength(1);
    await b.jobs.stop();
    mailerA.close();
    mailerB.close();
  });

  it('after a server dies mid-run, the next run sends the rest and not the sent ones (one duplicate at most)', async () => {
    allowConsole(/digests at/);
    t.clock.set(new Date('2031-04-14T12:00:00Z'));
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await memberWithDigest('daily', 6, 'UTC'));
    for (const member of members) await notify(member.userId, 'News', new Date('2031-04-14T13:00:00Z'));
    const ordered = [...members].sort((x, y) => (x.userId < y.userId ? -1 : 1));
    t.clock.set(new Date('2031-04-15T06:00:00Z'));

    // Server A sends two digests; the mail server accepts the third, and A dies before recording it.
    const smtpMailer = deliveryOver();
    let sends = 0;
    let died: () => void = () => {};
    const diedNow = new Promise<void>((resolve) => (died = resolve));
    const dying: Mailer = {
      async send(message) {
        await smtpMailer.send(message);
        if (++sends === 3) {
          died();
          await new Promise(() => {}); // never answers: the process is gone
        }
      },
      async deliver(message) {
        await this.send(message);
        return 'sent';
      },
      whenRetryEnds: () => {},
      close: () => smtpMailer.close(),
    };
    void sendDueDigests({ db: t.db, config: t.config, mailer: dying, now: t.clock.now });
    await diedNow;
    expect(ordered.map((m) => digestsTo(m.email).length)).toEqual([1, 1, 1, 0, 0]);

    // Server B, a quarter hour later: the dead server's lease has not run out yet, so the third waits.
    const mailerB = deliveryOver();
    const depsB: DigestDeps = { db: t.db, config: t.config, mailer: mailerB, now: t.clock.now };
    t.clock.set(new Date('2031-04-15T06:15:00Z'));
    await sendDueDigests(depsB);
    expect(ordered.map((m) => digestsTo(m.email).length)).toEqual([1, 1, 1, 1, 1]);
    // Once the lease has run out, the third is sent again: the one duplicate the design allows.
    t.clock.set(new Date(new Date('2031-04-15T06:00:00Z').getTime() + DIGEST_LEASE_MS + 60_000));
    await sendDueDigests(depsB);
    expect(ordered.map((m) => digestsTo(m.email).length)).toEqual([1, 1, 2, 1, 1]);
    // And never again after that.
    t.clock.set(new Date('2031-04-15T12:00:00Z'));
    await sendDueDigests(depsB);
    expect(ordered.map((m) => digestsTo(m.email).length)).toEqual([1, 1, 2, 1, 1]);
    const pending = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ordered[2].userId), eq(notifications.emailPending, true)));
    expect(pending).toHaveLength(0);
    mailerB.close();
    smtpMailer.close();
  });
});
