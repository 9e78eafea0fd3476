// Delivering news (issue 34, decision 050): for every kind, each channel a person turned off brings them
// none of it and each one on brings it, read when it is sent (a change made after the news was recorded
// wins); the bell's count goes up live; pushes to members' browsers, held back in quiet hours; a push
// service's 410 removes the browser; the digest's rows; the nightly removal after 90 days; and the
// features' own news (a reply, a new question, a request to join, a newsletter, a cancellation).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KIND_NAMES, type NotificationKind } from '../../../common/contracts/notification-kinds';
import { NOTIFICATION_ENDPOINTS as N } from '../../../common/contracts/notifications';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import { ASK_QUESTIONS } from '../../../common/contracts/ask';
import { INBOX_ENDPOINTS } from '../../../common/contracts/inbox';
import { POST_ENDPOINTS } from '../../../common/contracts/posts';
import { ACCESS_REQUEST_ENDPOINTS } from '../../../common/contracts/access-requests';
import { notificationPreferences, notificationSettings, notifications, pushSubscriptions } from '../../db/schema';
import { layout } from '../../mail/layout';
import { EMAIL_TEMPLATES, registeredEmail, type EmailTemplate } from '../../mail/registry';
import { createWebPushSender } from '../../push/web-push';
import { createAdmin, createMember, createPushSubscription } from '../../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../../tests/support/live-stream';
import { browserKeys, startPushService } from '../../../../tests/support/push-service';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { recordNews, type NewsDeps } from './deliver';
import { removeOldNotifications } from './retention';
import { setChannel } from './settings';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let news: NewsDeps;
const streams: OpenStream[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true', TIME_ZONE: 'UTC' } });
  await t.live!.bus.ready();
  push = await startPushService();
  // The app's own services, as a feature's newsDepsOf(context) makes them.
  news = {
    db: t.db,
    live: t.live!.publisher,
    mailer: t.mail,
    push: createWebPushSender({ vapid: t.config.vapid, allowLoopbackHttp: true }),
    now: t.clock.now,
    communityZone: () => 'UTC',
  };
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  news.mailer.close();
  await push.close();
  await t.close();
});
beforeEach(async () => {
  t.clock.set(new Date('2026-05-04T12:00:00Z'));
  push.received.length = 0;
  push.state.status = 201;
});
afterEach(() => push.release());

type Person = { userId: string; email: string; cookie: string; device: string };
let devices = 0;
/** A member (or an administrator) with one subscribed browser on the local push service. */
async function person(admin = false): Promise<Person> {
  const created = admin ? await createAdmin(t) : await createMember(t);
  const device = `/push/device-${++devices}`;
  const keys = browserKeys();
  await createPushSubscription(t, {
    userId: created.userId,
    endpoint: `http://127.0.0.1:${push.port}${device}`,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  return {
    userId: created.userId,
    email: created.email,
    cookie: (await t.signIn(created.email, created.password)).cookie,
    device,
  };
}

const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);
const pushedTo = (who: Person) => push.received.filter((r) => r.path === who.device);
const listOf = async (who: Person) => (await t.call(N.list, { cookie: who.cookie, expect: 200 })).body;
const turn = (who: Person, kind: NotificationKind, channel: 'product' | 'email' | 'push', on: boolean) =>
  setChannel(t.db, who.userId, kind, channel, on, t.clock.now());

/** The registered email of `kind` (mail/registry.ts); none for a kind that has no email of its own. */
const templateOf = (kind: NotificationKind) =>
  (Object.keys(EMAIL_TEMPLATES) as EmailTemplate[]).find((name) => {
    const registration = EMAIL_TEMPLATES[name];
    return !registration.transactional && registration.kind === kind;
  });

/** Records `kind` news for each person in one transaction, with the kind's email; answers its delivery. */
async function record(kind: NotificationKind, people: Person[]) {
  return t.db.transaction((tx) =>
    recordNews(
      news,
      tx,
      kind,
      people.map((p) => ({
        userId: p.userId,
        title: `News of ${kind}`,
        body: 'A second line',
        link: '/chat',
        email: () => {
          const template = templateOf(kind);
          return template
            ? registeredEmail(template, {
                to: p.email,
                subject: `Mail of ${kind}`,
                text: 'Hello',
                html: layout(t.config.brand, 'Hello', ['Hello']),
              })
            : null;
        },
      })),
    ),
  );
}

describe('every kind, as each person chose, read when it is sent', () => {
  it.each(NOTIFICATION_KIND_NAMES)('%s', async (kind) => {
    const [on, off, late] = [await person(), await person(), await person()];
    for (const channel of ['product', 'email', 'push'] as const) {
      await turn(on, kind, channel, true);
      await turn(off, kind, channel, false);
      await turn(late, kind, channel, true);
    }
    const recorded = await record(kind, [on, off, late]);
    // Changed after the news was recorded, before it is sent: the new setting wins.
    await turn(late, kind, 'email', false);
    await turn(late, kind, 'push', false);
    const delivered = await recorded.deliver();

    expect(delivered.failures).toEqual([]);
    expect((await listOf(on)).items.map((n: { title: string }) => n.title)).toEqual([`News of ${kind}`]);
    expect((await listOf(off)).items).toEqual([]);
    expect((await listOf(off)).unread).toBe(0);
    expect(await mailsTo(on.email)).toHaveLength(templateOf(kind) ? 1 : 0);
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect(await mailsTo(late.email)).toHaveLength(0);
    expect(pushedTo(on)).toHaveLength(1);
    expect(pushedTo(off)).toHaveLength(0);
    expect(pushedTo(late)).toHaveLength(0);
  });
});

describe('the bell, the digest, quiet hours and expired browsers', () => {
  it("raises the bell's count live on the person's open pages, at commit", async () => {
    const who = await person();
    const stream = await openLiveStream(t.app, who.cookie);
    streams.push(stream);
    await stream.next('ready');
    await (await record('team-reply', [who])).deliver();
    expect(JSON.parse((await stream.next('notifications')).data)).toEqual({ unread: 1 });
    await (await record('event-changed', [who])).deliver();
    expect(JSON.parse((await stream.next('notifications')).data)).toEqual({ unread: 2 });
  });

  it('keeps the single email back for a person who takes a digest, and marks the row for it', async () => {
    const [digest, hidden] = [await person(), await person()];
    for (const who of [digest, hidden])
      await t.db.insert(notificationPreferences).values({ userId: who.userId, digest: 'daily', timeZone: 'UTC' });
    await turn(hidden, 'team-reply', 'product', false);
    await (await record('team-reply', [digest, hidden])).deliver();
    expect(await mailsTo(digest.email)).toHaveLength(0);
    expect(await mailsTo(hidden.email)).toHaveLength(0);
    const rows = await t.db.select().from(notifications).where(eq(notifications.kind, 'team-reply'));
    expect(rows.find((r) => r.userId === digest.userId)).toMatchObject({ emailPending: true, inProduct: true });
    // Product off: the digest still carries it, the list and the bell never show it.
    expect(rows.find((r) => r.userId === hidden.userId)).toMatchObject({ emailPending: true, inProduct: false });
    expect((await listOf(hidden)).total).toBe(0);
  });

  it('holds a push back in quiet hours, read on the person’s own clock (not queued for later)', async () => {
    const [quiet, awake] = [await person(), await person()];
    // 12:00 UTC is 14:00 in Madrid: quiet from 13:00 to 15:00 there.
    await t.db
      .insert(notificationPreferences)
      .values({ userId: quiet.userId, timeZone: 'Europe/Madrid', quietStart: 13 * 60, quietEnd: 15 * 60 });
    await t.db
      .insert(notificationPreferences)
      .values({ userId: awake.userId, timeZone: 'America/New_York', quietStart: 13 * 60, quietEnd: 15 * 60 });
    await (await record('waitlist-place', [quiet, awake])).deliver();
    expect(pushedTo(quiet)).toHaveLength(0);
    expect(pushedTo(awake)).toHaveLength(1);
    // The notification and the email still come.
    expect((await listOf(quiet)).total).toBe(1);
    expect(await mailsTo(quiet.email)).toHaveLength(1);
  });

  it("forgets a member's browser the push service calls gone (410)", async () => {
    const who = await person();
    push.state.status = 410;
    await (await record('introduction-request', [who])).deliver();
    expect(pushedTo(who)).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.userId))).toEqual([]);
  });

  it('removes the notifications older than 90 days every night, and keeps the others', async () => {
    const who = await person();
    const now = t.clock.now();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.insert(notifications).values([
      { userId: who.userId, kind: 'newsletter', title: 'old', link: '/', createdAt: at(91) },
      { userId: who.userId, kind: 'newsletter', title: 'kept', link: '/', createdAt: at(89) },
    ]);
    expect(await removeOldNotifications(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(notifications).where(eq(notifications.userId, who.userId));
    expect(left.map((row) => row.title)).toEqual(['kept']);
  });
});

describe("the features' news", () => {
  it('a new question: every administrator’s row and push; one who turned push off gets the row only', async () => {
    const [admin, quietAdmin, asker] = [await person(true), await person(true), await person()];
    await turn(quietAdmin, 'new-question', 'push', false);
    const saved = await t.request(ASK_ROUTES.save.path, {
      cookie: asker.cookie,
      json: { name: 'Ada Lovelace', question: ASK_QUESTIONS[1], answer: 'Founders', followup: 'no', sharePermission: true },
    });
    expect(saved.status).toBe(201);
    expect((await listOf(admin)).items[0]).toMatchObject({ kind: 'new-question', title: 'New question from Ada Lovelace' });
    expect((await listOf(quietAdmin)).items[0]).toMatchObject({ kind: 'new-question' });
    await vi.waitFor(() => expect(pushedTo(admin)).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(pushedTo(quietAdmin)).toHaveLength(0);
    // Members never hear of the organisers' kinds.
    expect((await listOf(asker)).total).toBe(0);
  });

  it("a team reply: the row and the email; a member who turned the reply's email off gets the row only", async () => {
    const admin = await person(true);
    for (const emailOn of [true, false]) {
      const asker = await person();
      await turn(asker, 'team-reply', 'email', emailOn);
      await t.request(ASK_ROUTES.save.path, {
        cookie: asker.cookie,
        json: {
          name: `Grace Hopper ${emailOn}`,
          question: ASK_QUESTIONS[1],
          answer: 'Founders',
          followup: 'no',
          sharePermission: true,
        },
      });
      const pending = await t.call(INBOX_ENDPOINTS.list, { cookie: admin.cookie, query: { view: 'pending' }, expect: 200 });
      const conversation = pending.body.items.find((item: { name: string }) => item.name === `Grace Hopper ${emailOn}`);
      const answered = await t.call(INBOX_ENDPOINTS.answer, {
        cookie: admin.cookie,
        params: { id: conversation!.id },
        body: { response: 'Here is what we found.' },
        expect: 200,
      });
      expect(answered.body.emailed).toBe(emailOn);
      expect((await listOf(asker)).items[0]).toMatchObject({ kind: 'team-reply', link: '/chat' });
      expect((await mailsTo(asker.email)).length).toBe(emailOn ? 1 : 0);
    }
  });

  it('a request to join: a row for every administrator, none for members', async () => {
    const [admin, member] = [await person(true), await person()];
    await t.call(ACCESS_REQUEST_ENDPOINTS.submit, {
      body: { email: 'newcomer@example.com', firstName: 'New', lastName: 'Comer' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
      expect: 201,
    });
    expect((await listOf(admin)).items[0]).toMatchObject({ kind: 'access-request', title: 'New Comer asks to join' });
    expect((await listOf(member)).total).toBe(0);
  });

  it('a newsletter published: one row per member in one statement; none for a member who turned it off', async () => {
    const [admin, reader, notReading] = [await person(true), await person(), await person()];
    await turn(notReading, 'newsletter', 'product', false);
    const created = await t.call(POST_ENDPOINTS.adminCreate, {
      cookie: admin.cookie,
      body: { title: 'Spring Letter', content: 'Hello', description: 'A short note', status: 'published' },
      expect: 201,
    });
    expect((await listOf(reader)).items[0]).toMatchObject({
      kind: 'newsletter',
      title: 'New newsletter: Spring Letter',
      link: `/newsletters/${created.body.post.slug}`,
    });
    expect((await listOf(admin)).items[0]).toMatchObject({ kind: 'newsletter' });
    expect((await listOf(notReading)).total).toBe(0);
    // Never emailed nor pushed from here: that is the newsletter's own sending.
    expect(await mailsTo(reader.email)).toHaveLength(0);
    expect(pushedTo(reader)).toHaveLength(0);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'newsletter'), eq(notifications.userId, reader.userId)));
    expect(rows).toHaveLength(1);
  });

  it('settings rows for one person never reach another', async () => {
    const [a, b] = [await person(), await person()];
    await turn(a, 'event-cancelled', 'email', false);
    await (await record('event-cancelled', [a, b])).deliver();
    expect(await mailsTo(a.email)).toHaveLength(0);
    expect(await mailsTo(b.email)).toHaveLength(1);
    expect(await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, b.userId))).toEqual([]);
  });
});

describe('the nightly removal on the job queue', () => {
  it('runs at 03:30 in the community’s zone, on whichever server takes it', async () => {
    const who = await person();
    await t.jobs.start({ poll: false });
    const old = new Date(t.clock.now().getTime() - 95 * 86_400_000);
    await t.db.insert(notifications).values({ userId: who.userId, kind: 'newsletter', title: 'old', link: '/', createdAt: old });
    t.clock.set(new Date('2026-05-05T03:29:00Z'));
    await t.jobs.runDue();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, who.userId))).toHaveLength(1);
    t.clock.set(new Date('2026-05-05T03:30:00Z'));
    await t.jobs.runDue();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, who.userId))).toHaveLength(0);
  });
});
