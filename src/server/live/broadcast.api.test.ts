// Broadcasts (decision 041) through the real app: what every member sees (a newsletter, an event, the
// spotlight) reaches every member's open stream as one row of live_events, on both app instances; never a
// visitor (who cannot hold a stream) nor a deactivated member (whose stream ends and is refused); and a
// stream that reconnects is sent the broadcasts it missed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ENDPOINTS as CONTENT } from '../../common/contracts/content';
import { ADMIN_EVENT_ENDPOINTS as EVENTS_ADMIN } from '../../common/contracts/events-admin';
import { POST_ENDPOINTS as POSTS } from '../../common/contracts/posts';
import { createAdmin, createMember } from '../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../tests/support/live-stream';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createApp } from '../app';
import { liveEvents } from '../db/schema';
import { createMailer, type MailTransport } from '../mail/mailer';
import { MEMBERS } from './publish';

let t: TestApp;
let mailerB: MailTransport;
let b: ReturnType<typeof createApp>;
let adminCookie: string;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true', TIME_ZONE: 'UTC' } });
  mailerB = createMailer(t.config.mail);
  b = createApp({ config: t.config, database: t.database, mailer: mailerB, now: t.clock.now });
  await Promise.all([t.live!.bus.ready(), b.live!.bus.ready()]);
  const admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await b.afterAnswer.settled();
  await b.live?.close();
  mailerB.close();
  await t.close();
});

async function stream(on: 'A' | 'B', cookie: string | undefined, options: { lastEventId?: string } = {}) {
  const opened = await openLiveStream(on === 'A' ? t.app : b.app, cookie, options);
  open.push(opened);
  return opened;
}

async function signedInMember() {
  const member = await createMember(t);
  const { cookie } = await t.signIn(member.email, member.password);
  return { ...member, cookie };
}

const publishNewsletter = async (title: string) =>
  (await t.call(POSTS.adminCreate, { cookie: adminCookie, body: { title, content: 'Body', status: 'published' }, expect: 201 }))
    .body.post;

const broadcastRows = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(liveEvents)
      .where(eq(liveEvents.recipient, MEMBERS))
  )[0].n;

describe('a broadcast to every member', () => {
  it("reaches every member's and administrator's open stream, on both instances, as one row", async () => {
    const [ada, bob] = [await signedInMember(), await signedInMember()];
    const streams = [await stream('A', ada.cookie), await stream('B', bob.cookie), await stream('B', adminCookie)];
    await Promise.all(streams.map((s) => s.next('ready')));
    const rowsBefore = await broadcastRows();

    const post = await publishNewsletter('The June issue');
    for (const s of streams) expect(JSON.parse((await s.next('newsletters-changed')).data)).toEqual({ postId: post.id });
    // One row for everyone, not one per member.
    expect(await broadcastRows()).toBe(rowsBefore + 1);
  });

  it('tells of an event created, changed, cancelled and deleted, and of a spotlight change', async () => {
    const member = await signedInMember();
    const onB = await stream('B', member.cookie);
    await onB.next('ready');
    const form = { title: 'Summer salon', date: '2031-07-01T18:00' };
    const created = await t.call(EVENTS_ADMIN.create, { cookie: adminCookie, body: form, expect: 201 });
    const id = created.body.event.id;
    expect(JSON.parse((await onB.next('events-changed')).data)).toEqual({ eventId: id });
    await t.call(EVENTS_ADMIN.update, {
      params: { id },
      cookie: adminCookie,
      body: { ...form, title: 'Summer salon II' },
      expect: 200,
    });
    expect(JSON.parse((await onB.next('events-changed')).data)).toEqual({ eventId: id });
    await t.call(EVENTS_ADMIN.cancel, { params: { id }, cookie: adminCookie, expect: 200 });
    expect(JSON.parse((await onB.next('events-changed')).data)).toEqual({ eventId: id });
    await t.call(EVENTS_ADMIN.remove, { params: { id }, cookie: adminCookie, expect: 200 });
    expect(JSON.parse((await onB.next('events-changed')).data)).toEqual({ eventId: id });

    const spotlight = { title: 'Member spotlight', imageUrl: '/uploads/spotlight-carousel/1-abc.png' };
    await t.call(CONTENT.adminCreateSpotlight, { cookie: adminCookie, body: spotlight, expect: 201 });
    expect(JSON.parse((await onB.next('spotlight-changed')).data)).toEqual({});
  });

  it('sends nothing for a draft: members cannot see it', async () => {
    const member = await signedInMember();
    const onA = await stream('A', member.cookie);
    await onA.next('ready');
    const rowsBefore = await broadcastRows();
    await t.call(POSTS.adminCreate, {
      cookie: adminCookie,
      body: { title: 'Draft', content: 'Body', status: 'draft' },
      expect: 201,
    });
    expect(await broadcastRows()).toBe(rowsBefore);
  });

  it('never reaches a visitor (no stream) nor a deactivated member (their stream ends, a new one is refused)', async () => {
    expect((await stream('A', undefined)).status).toBe(401);
    const [staying, leaving] = [await signedInMember(), await signedInMember()];
    const stays = await stream('A', staying.cookie);
    const goes = await stream('B', leaving.cookie);
    await Promise.all([stays.next('ready'), goes.next('ready')]);
    await t.db.execute(sql`update users set banned = true where id = ${leaving.userId}`);
    await goes.next('ended', 1000);
    expect((await stream('A', leaving.cookie)).status).toBe(403);

    const post = await publishNewsletter('After the ban');
    expect(JSON.parse((await stays.next('newsletters-changed')).data)).toEqual({ postId: post.id });
    expect(goes.seen.some((m) => m.event === 'newsletters-changed' && m.data.includes(post.id))).toBe(false);
  });
});

describe('resuming after a reconnect', () => {
  it('replays the broadcasts missed while away, then goes on live', async () => {
    const member = await signedInMember();
    const first = await stream('A', member.cookie);
    const ready = await first.next('ready');
    await first.close();

    const missed = await publishNewsletter('While away');
    const again = await stream('B', member.cookie, { lastEventId: ready.id });
    expect(JSON.parse((await again.next('newsletters-changed')).data)).toEqual({ postId: missed.id });
    expect(JSON.parse((await again.next('ready')).data)).toEqual({ resync: false });
    const later = await publishNewsletter('Back again');
    expect(JSON.parse((await again.next('newsletters-changed')).data)).toEqual({ postId: later.id });
  });
});
