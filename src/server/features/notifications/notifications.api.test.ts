// Notifications (issue 34): a person's own list and unread count, marking read, and the settings grid
// (kinds × channels, digest, quiet hours) with its defaults and the rule that only one's own kinds are kept.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../common/contracts/notification-kinds';
import { NOTIFICATION_ENDPOINTS as E, NOTIFICATION_MESSAGES as M } from '../../../common/contracts/notifications';
import { notificationPreferences, notificationSettings, notifications } from '../../db/schema';
import { signInEachKind } from '../../../../tests/support/guards';
import { createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { channelsFor, inQuietHours, preferencesFor } from './settings';

let t: TestApp;
let people: Awaited<ReturnType<typeof signInEachKind>>;
let other: { userId: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  people = await signInEachKind(t, { deactivated: true });
  const member = await createMember(t);
  other = { userId: member.userId, cookie: (await t.signIn(member.email, member.password)).cookie };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
  await t.db.delete(notificationSettings);
  await t.db.delete(notificationPreferences);
});

const addNotification = async (userId: string, title: string, minutesAgo = 0, readAt: Date | null = null) =>
  (
    await t.db
      .insert(notifications)
      .values({
        userId,
        kind: 'team-reply',
        title,
        link: '/chat',
        createdAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
        readAt,
      })
      .returning()
  )[0]!;

const validSettings = {
  channels: { 'introduction-request': { product: true, email: false, push: true } },
  digest: { frequency: 'weekly', hour: 18, weekday: 5 },
  quietHours: { start: '22:00', end: '07:30' },
  timeZone: 'Europe/Madrid',
} as const;

describe('the list and the bell', () => {
  it('answers a person their own notifications, newest first, paged, with the unread count; never another’s', async () => {
    const { member } = people;
    await addNotification(member.userId, 'oldest', 30);
    await addNotification(member.userId, 'read one', 20, t.clock.now());
    await addNotification(member.userId, 'newest', 10);
    await addNotification(other.userId, 'someone else’s', 5);
    await addNotification(member.userId, 'too old', 91 * 24 * 60);

    const first = await t.call(E.list, { cookie: people.cookies.member, query: { pageSize: 2 }, expect: 200 });
    expect(first.body.items.map((n: { title: string }) => n.title)).toEqual(['newest', 'read one']);
    expect(first.body).toMatchObject({ total: 3, unread: 2, page: 1, pageSize: 2 });
    const second = await t.call(E.list, { cookie: people.cookies.member, query: { pageSize: 2, page: 2 }, expect: 200 });
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(['oldest']);
    expect((await t.call(E.unreadCount, { cookie: people.cookies.member, expect: 200 })).body).toEqual({ unread: 2 });
  });

  it('marks one read, and all read; another person’s notification answers 404 and stays unread', async () => {
    const mine = await addNotification(people.member.userId, 'mine');
    await addNotification(people.member.userId, 'also mine');
    const theirs = await addNotification(other.userId, 'theirs');

    expect((await t.call(E.markRead, { cookie: people.cookies.member, params: { id: mine.id }, expect: 200 })).body).toEqual({
      unread: 1,
    });
    // Again, harmlessly.
    expect((await t.call(E.markRead, { cookie: people.cookies.member, params: { id: mine.id }, expect: 200 })).body).toEqual({
      unread: 1,
    });
    expect((await t.call(E.markRead, { cookie: people.cookies.member, params: { id: theirs.id } })).status).toBe(404);
    expect((await t.call(E.markRead, { cookie: people.cookies.member, params: { id: randomUUID() } })).status).toBe(404);
    expect((await t.call(E.unreadCount, { cookie: other.cookie, expect: 200 })).body).toEqual({ unread: 1 });

    expect((await t.call(E.markAllRead, { cookie: people.cookies.member, expect: 200 })).body).toEqual({ unread: 0 });
    expect((await t.call(E.unreadCount, { cookie: other.cookie, expect: 200 })).body).toEqual({ unread: 1 });
  });

  it('refuses a visitor, a member not onboarded and a deactivated member; an administrator has their own', async () => {
    for (const endpoint of [E.list, E.unreadCount, E.settings] as const) {
      expect((await t.call(endpoint as typeof E.list, { query: {} })).status).toBe(401);
      expect((await t.call(endpoint as typeof E.list, { cookie: people.cookies.notOnboarded, query: {} })).status).toBe(403);
      expect((await t.call(endpoint as typeof E.list, { cookie: people.cookies.deactivated, query: {} })).status).toBe(403);
    }
    expect((await t.call(E.markAllRead, {})).status).toBe(401);
    expect((await t.call(E.saveSettings, { body: validSettings })).status).toBe(401);
    await addNotification(people.admin.userId, 'for the organiser');
    expect((await t.call(E.unreadCount, { cookie: people.cookies.admin, expect: 200 })).body).toEqual({ unread: 1 });
  });
});

describe('settings', () => {
  it('shows a member every members’ kind with its defaults, and no organisers’ kind; an administrator sees both', async () => {
    const member = await t.call(E.settings, { cookie: people.cookies.member, expect: 200 });
    expect(member.body.channels['introduction-request']).toEqual(NOTIFICATION_KINDS['introduction-request'].defaults);
    expect(member.body.channels).not.toHaveProperty('new-question');
    expect(member.body).toMatchObject({ digest: { frequency: 'off' }, quietHours: null, chosen: false });
    const admin = await t.call(E.settings, { cookie: people.cookies.admin, expect: 200 });
    expect(admin.body.channels).toHaveProperty('new-question');
  });

  it('saves a member’s choices, which sending reads; refuses an organisers’ kind, a bad hour or empty quiet hours whole', async () => {
    const saved = await t.call(E.saveSettings, { cookie: people.cookies.member, body: validSettings, expect: 200 });
    expect(saved.body.message).toBe(M.settingsSaved);
    expect(saved.body.settings).toMatchObject({
      digest: { frequency: 'weekly', hour: 18, weekday: 5 },
      quietHours: { start: '22:00', end: '07:30' },
      timeZone: 'Europe/Madrid',
      chosen: true,
    });
    const channels = await channelsFor(t.db, [people.member.userId, other.userId], 'introduction-request');
    expect(channels.get(people.member.userId)).toEqual({ product: true, email: false, push: true });
    expect(channels.get(other.userId)).toEqual(NOTIFICATION_KINDS['introduction-request'].defaults);

    const organisers = await t.call(E.saveSettings, {
      cookie: people.cookies.member,
      body: { ...validSettings, channels: { 'new-question': { product: true, email: true, push: true } } },
      expect: 400,
    });
    expect(organisers.body.error.message).toBe(M.kindNotYours);
    const badHour = await t.call(E.saveSettings, {
      cookie: people.cookies.member,
      body: { ...validSettings, digest: { ...validSettings.digest, hour: 24 } },
    });
    expect(badHour.status).toBe(400);
    const empty = await t.call(E.saveSettings, {
      cookie: people.cookies.member,
      body: { ...validSettings, quietHours: { start: '08:00', end: '08:00' } },
    });
    expect(empty.status).toBe(400);
    expect((await t.call(E.settings, { cookie: people.cookies.member, expect: 200 })).body.digest.hour).toBe(18);
  });

  it('reads quiet hours on the person’s own clock, over midnight', async () => {
    await t.call(E.saveSettings, { cookie: people.cookies.member, body: validSettings, expect: 200 });
    const preferences = (await preferencesFor(t.db, [people.member.userId], 'UTC')).get(people.member.userId)!;
    // Madrid is UTC+1 in January: 21:30 UTC is 22:30 there (quiet), 06:00 UTC is 07:00 (quiet), 07:00 UTC is 08:00.
    expect(inQuietHours(preferences, new Date('2027-01-10T21:30:00Z'))).toBe(true);
    expect(inQuietHours(preferences, new Date('2027-01-10T06:00:00Z'))).toBe(true);
    expect(inQuietHours(preferences, new Date('2027-01-10T07:00:00Z'))).toBe(false);
  });
});
