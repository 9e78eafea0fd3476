// Newsletters by email (issue 34 item 6, decision 053): 'Also email it to members' reaches the members whose
// newsletter emails are on, in batches on the job queue at the configured rate; a member who turns them off
// after the send was queued is skipped (the setting at send time wins); a refusal is counted as failed; each
// member is emailed at most once, whatever re-runs a batch. Through a real SMTP stand-in and the test clock.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_EMAILED_CODE,
  NOT_PUBLISHED_CODE,
  POST_ENDPOINTS as POSTS,
  POST_MESSAGES,
} from '../../../common/contracts/posts';
import { NOTIFICATION_ENDPOINTS } from '../../../common/contracts/notifications';
import { auditLog, newsletterRecipients, newsletterSends } from '../../db/schema';
import { createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { startSmtpServer, type SmtpStandIn } from '../../../../tests/support/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createMailDelivery } from '../../mail/delivery';
import { createMailer } from '../../mail/mailer';
import { sendNewsletterBatch, type NewsletterEmailDeps } from './newsletter-email';

let t: TestApp;
let smtp: SmtpStandIn;
const cookies: Record<string, string> = {};
/** Two emails a minute: a batch of two, the next a minute later. */
const RATE = 2;
const START = new Date('2031-03-02T10:00:00Z');
let busyOnce = 0;

beforeAll(async () => {
  smtp = await startSmtpServer({
    refuse: (address) => {
      const to = address.toLowerCase();
      if (to === 'refuses@example.com') return { code: 550, message: 'No such mailbox' };
      // Busy once, then accepted; busy at every try.
      if (to === 'busy-once@example.com' && busyOnce++ === 0) return { code: 451, message: 'Mailbox busy, try later' };
      if (to === 'always-busy@example.com') return { code: 451, message: 'Mailbox busy, try later' };
      return undefined;
    },
  });
  t = await createTestApp({ env: { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: String(RATE) } });
  t.clock.set(START);
  await t.jobs.start({ poll: false });
  Object.assign(cookies, (await signInEachKind(t, { deactivated: true })).cookies);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describeAdminOnly(
  [
    [POSTS.adminRecipients, {}],
    // The guard answers before the post is looked up: any id.
    [POSTS.adminEmail, { params: { id: '00000000-0000-4000-8000-000000000000' } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

/** A refusal's error, from an answer typed as the endpoint's success or error. */
const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string } }).error;
const recipientCount = async () => (await t.call(POSTS.adminRecipients, { cookie: cookies.admin, expect: 200 })).body.count;
const received = (address: string) => smtp.to(address);
const statusesOf = async (postId: string) =>
  Object.fromEntries(
    (await t.db.select().from(newsletterRecipients).where(eq(newsletterRecipients.postId, postId))).map((row) => [
      row.userId,
      row.status,
    ]),
  );

async function turnNewsletterEmailsOff(member: { email: string; password: string }) {
  const { cookie } = await t.signIn(member.email, member.password);
  await t.call(NOTIFICATION_ENDPOINTS.saveSettings, {
    cookie,
    body: {
      channels: { newsletter: { product: true, email: false, push: false } },
      digest: { frequency: 'off', hour: 8, weekday: 1 },
      quietHours: null,
      timeZone: 'UTC',
    },
    expect: 200,
  });
}

describe('a newsletter emailed to members', () => {
  it('counts, queues at the rate, skips who opted out since, records sent / failed / skipped, and emails no one twice', async () => {
    const before = await recipientCount();
    const members = await Promise.all([
      createMember(t, { firstName: 'Ada' }),
      createMember(t, { firstName: 'Bo' }),
      createMember(t, { firstName: 'Cy', email: 'refuses@example.com' }),
      createMember(t, { firstName: 'Di' }),
    ]);
    const optedOut = await createMember(t, { firstName: 'Ed' });
    await turnNewsletterEmailsOff(optedOut);
    const notOnboarded = await createMember(t, { onboarded: false });
    const banned = await createMember(t, { banned: true });
    // Four more who receive newsletter emails; the one who opted out, the one not onboarded and the banned one do not.
    expect(await recipientCount()).toBe(before + 4);

    const created = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: {
        title: 'The spring letter',
        description: 'What is coming in April.',
        content: 'First paragraph.\nSecond paragraph.',
        imageUrl: '/uploads/spring.jpg',
        emailMembers: true,
      },
      expect: 201,
    });
    const post = created.body.post;
    const total = before + 4;
    expect(created.body.message).toContain(`emailed to ${total} members`);
    expect(post.email).toMatchObject({ recipients: total, sent: 0, failed: 0, skipped: 0, waiting: total });
    const statuses = await statusesOf(post.id);
    expect(Object.keys(statuses)).toHaveLength(total);
    for (const left of [optedOut, notOnboarded, banned]) expect(statuses[left.userId]).toBeUndefined();

    // Di turns newsletter emails off after the send was queued: the setting at send time wins.
    await turnNewsletterEmailsOff(members[3]);

    // The rate: two a minute. Nothing more than the first batch leaves at the start.
    await t.jobs.runDue();
    const settled = async () => {
      const rows = Object.values(await statusesOf(post.id));
      return rows.filter((status) => status !== 'queued').length;
    };
    expect(await settled()).toBe(RATE);
    t.clock.set(new Date(START.getTime() + 60_000));
    await t.jobs.runDue();
    expect(await settled()).toBe(2 * RATE);
    t.clock.set(new Date(START.getTime() + 60 * 60_000));
    await t.jobs.runDue();
    expect(await settled()).toBe(total);

    const [ada, bo, cy, di] = members;
    for (const member of [ada, bo]) expect(received(member.email)).toHaveLength(1);
    expect(received(cy.email)).toHaveLength(0); // refused (550): counted failed
    expect(received(di.email)).toHaveLength(0);
    expect(received(optedOut.email)).toHaveLength(0);
    const after = await statusesOf(post.id);
    expect(after[cy.userId]).toBe('failed');
    expect(after[di.userId]).toBe('skipped');
    // Cy's address is now marked: the next newsletter's count leaves it out.
    expect(await recipientCount()).toBe(before + 2);

    // HTML with a plain-text part, the cover linked by its full address, a link to read it in the product.
    const email = received(ada.email)[0];
    expect(email.subject).toBe('The spring letter');
    expect(email.text).toContain('What is coming in April.');
    expect(email.text).toContain('Second paragraph.');
    expect(email.text).toContain(`${t.config.publicBaseUrl}/newsletters/${post.slug}`);
    expect(email.html).toContain(`<img src="${t.config.publicBaseUrl}/uploads/spring.jpg"`);

    // The newsletters tab's counts.
    const list = await t.call(POSTS.adminList, { cookie: cookies.admin, expect: 200 });
    const row = list.body.items.find((item) => item.id === post.id)!;
    expect(row.email).toMatchObject({ recipients: total, failed: 1, skipped: 1, waiting: 0, sent: total - 2 });

    // Every batch run again (a retry, a second server): no one is emailed twice.
    const count = smtp.received.length;
    const mailer = createMailDelivery({ db: t.db, transport: createMailer(t.config.mail), config: t.config, now: t.clock.now });
    const deps: NewsletterEmailDeps = { db: t.db, config: t.config, mailer, now: t.clock.now };
    for (let batch = 0; batch * RATE < total; batch++) await sendNewsletterBatch(deps, { postId: post.id, batch });
    mailer.close();
    expect(smtp.received.length).toBe(count);
  });

  it('records a member left mid-send by a stopped server as failed, and does not send to them again', async () => {
    const member = await createMember(t);
    const created = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Cut off', content: 'Text.', emailMembers: true },
      expect: 201,
    });
    const postId = created.body.post.id;
    // As a server that died after claiming this member and before recording the email.
    await t.db
      .update(newsletterRecipients)
      .set({ status: 'sending' })
      .where(and(eq(newsletterRecipients.postId, postId), eq(newsletterRecipients.userId, member.userId)));
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 3600_000));
    allowConsole(/digests at/);
    await t.jobs.runDue();
    expect(received(member.email)).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.postId, postId), eq(newsletterRecipients.userId, member.userId)));
    expect(row.status).toBe('failed');
  });

  it('shows a member the mail server asked to wait as retrying, then sent, or failed once the last try fails', async () => {
    allowConsole(/digests at/);
    t.clock.set(new Date(t.clock.now().getTime() + 48 * 3600_000));
    await t.jobs.runDue();
    const busy = await createMember(t, { email: 'busy-once@example.com' });
    const stuck = await createMember(t, { email: 'always-busy@example.com' });
    const created = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Busy mailboxes', content: 'Text.', emailMembers: true },
      expect: 201,
    });
    const postId = created.body.post.id;
    const emailOf = async () =>
      (await t.call(POSTS.adminList, { cookie: cookies.admin, expect: 200 })).body.items.find((item) => item.id === postId)!
        .email!;
    // Every batch runs (two a minute): the two busy mailboxes are being tried again, not 'waiting'.
    t.clock.set(new Date(t.clock.now().getTime() + 30 * 60_000));
    await t.jobs.runDue();
    const first = await emailOf();
    expect(first).toMatchObject({ retrying: 2, waiting: 0, failed: 0 });
    expect((await statusesOf(postId))[busy.userId]).toBe('retrying');

    // The mail layer's retries (5, 15, 45, 135 and 405 minutes later): the first busy one arrives at the
    // next try; the other is given up after the sixth and counted failed.
    for (const minutes of [5, 15, 45, 135, 405]) {
      t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000));
      await t.jobs.runDue();
      if (minutes === 5) expect(await emailOf()).toMatchObject({ retrying: 1, sent: first.sent + 1 });
    }
    expect(received(busy.email)).toHaveLength(1);
    expect(received(stuck.email)).toHaveLength(0);
    const done = await emailOf();
    expect(done).toMatchObject({ retrying: 0, waiting: 0, sent: first.sent + 1, failed: 1 });
    expect(done.sent + done.failed + done.skipped).toBe(done.recipients);
    const statuses = await statusesOf(postId);
    expect([statuses[busy.userId], statuses[stuck.userId]]).toEqual(['sent', 'failed']);
    expect(t.mailLog.filter((line) => line.includes('gave up') && line.includes(stuck.email))).toHaveLength(1);
  });

  it('emails a newsletter published without its email later, once: a second request is refused and no one gets two', async () => {
    allowConsole(/digests at/);
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 3600_000));
    await t.jobs.runDue();
    const member = await createMember(t, { firstName: 'Later' });
    const published = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Published quietly', content: 'Text.' },
      expect: 201,
    });
    const postId = published.body.post.id;
    expect(published.body.post.email).toBeNull();
    const count = await recipientCount();

    const emailed = await t.call(POSTS.adminEmail, { cookie: cookies.admin, params: { id: postId }, expect: 200 });
    expect(emailed.body.message).toBe(POST_MESSAGES.emailed(count));
    expect(emailed.body.post.email).toMatchObject({ recipients: count, waiting: count, sent: 0 });

    // Again, and twice at once: refused, nothing more queued, and one audit row in all.
    const again = await Promise.all(
      [1, 2].map(() => t.call(POSTS.adminEmail, { cookie: cookies.admin, params: { id: postId } })),
    );
    for (const answer of again) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer)).toMatchObject({ code: ALREADY_EMAILED_CODE, message: POST_MESSAGES.alreadyEmailed });
    }
    expect(await t.db.select().from(newsletterSends).where(eq(newsletterSends.postId, postId))).toHaveLength(1);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'post.email'));
    expect(audited.filter((row) => (row.details as { postId?: string } | null)?.postId === postId)).toHaveLength(1);

    t.clock.set(new Date(t.clock.now().getTime() + 60 * 60_000));
    await t.jobs.runDue();
    expect(received(member.email).filter((mail) => mail.subject === 'Published quietly')).toHaveLength(1);
    const list = await t.call(POSTS.adminList, { cookie: cookies.admin, expect: 200 });
    expect(list.body.items.find((item) => item.id === postId)!.email).toMatchObject({ recipients: count, waiting: 0 });
  });

  it('refuses to email later a draft, a newsletter emailed when published, and an unknown one', async () => {
    const draft = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Still a draft', content: 'Text.', status: 'draft' },
      expect: 201,
    });
    const refused = await t.call(POSTS.adminEmail, { cookie: cookies.admin, params: { id: draft.body.post.id } });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(NOT_PUBLISHED_CODE);
    expect(await t.db.select().from(newsletterSends).where(eq(newsletterSends.postId, draft.body.post.id))).toHaveLength(0);

    const withEmail = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Emailed at once', content: 'Text.', emailMembers: true },
      expect: 201,
    });
    const second = await t.call(POSTS.adminEmail, { cookie: cookies.admin, params: { id: withEmail.body.post.id } });
    expect(second.status).toBe(409);
    expect(errorOf(second).code).toBe(ALREADY_EMAILED_CODE);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await t.call(POSTS.adminEmail, { cookie: cookies.admin, params: { id } });
      expect(missing.status).toBe(404);
    }
  });

  it('refuses to email a draft, and sends nothing for a post published without the option', async () => {
    const draft = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Draft mailed', content: 'Text.', status: 'draft', emailMembers: true },
    });
    expect(draft.status).toBe(400);
    const plain = await t.call(POSTS.adminCreate, {
      cookie: cookies.admin,
      body: { title: 'Not mailed', content: 'Text.' },
      expect: 201,
    });
    expect(plain.body.post.email).toBeNull();
  });
});
