// Who the organisers are (issue 34): one definition for everything sent to them. A deactivated
// administrator — by the auth library's flag, or by a ban record alone — gets neither the organisers'
// news (a new question: the bell's row and its email) nor the daily digest of waiting access requests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_QUESTIONS } from '../../../common/contracts/ask';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import { createAccessRequest, createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminUsers, bannedUsers, notifications, users } from '../../db/schema';
import { setChannel } from '../notifications/public';
import { listActiveAdministrators } from './public';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC' } });
  t.clock.set(new Date('2031-05-06T08:00:00Z'));
  await t.jobs.start({ poll: false });
  await t.jobs.runDue();
});
afterAll(() => t.close());

describe('the organisers', () => {
  it('are the administrators not deactivated, by either mark; a deactivated one gets neither news nor the digest', async () => {
    await t.db.delete(adminUsers);
    const active = await createAdmin(t, { firstName: 'Active' });
    const flagged = await createAdmin(t, { firstName: 'Flagged' });
    await t.db.update(users).set({ banned: true }).where(eq(users.id, flagged.userId));
    const recorded = await createAdmin(t, { firstName: 'Recorded' });
    await t.db.insert(bannedUsers).values({ userId: recorded.userId, email: recorded.email });
    const everyone = [active, flagged, recorded];
    // Each has the organisers' emails on, so only the rule can keep one out.
    for (const admin of everyone) await setChannel(t.db, admin.userId, 'new-question', 'email', true, t.clock.now());

    expect((await listActiveAdministrators(t.db)).map((admin) => admin.userId)).toEqual([active.userId]);

    const asker = await createMember(t);
    const saved = await t.request(ASK_ROUTES.save.path, {
      cookie: (await t.signIn(asker.email, asker.password)).cookie,
      json: { name: 'Ada Lovelace', question: ASK_QUESTIONS[1], answer: 'Founders', followup: 'no', sharePermission: true },
    });
    expect(saved.status).toBe(201);
    const rows = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'new-question'));
    expect(rows.map((row) => row.userId)).toEqual([active.userId]);
    const questionEmails = t.outbox().filter((mail) => mail.subject.includes('Ada Lovelace'));
    expect(questionEmails.map((mail) => mail.to)).toEqual([active.email]);

    const day = t.clock.now().getTime();
    await createAccessRequest(t, { approved: false, createdAt: new Date(day - 2 * 86_400_000) });
    // The digest's hour (09:00 in the community's zone), on the scheduler as in production.
    t.clock.set(new Date('2031-05-06T09:00:00Z'));
    await t.jobs.runDue();
    const digests = t.outbox().filter((mail) => /waited more than a day$/.test(mail.subject));
    expect(digests.map((mail) => mail.to)).toEqual([active.email]);
  });
});
