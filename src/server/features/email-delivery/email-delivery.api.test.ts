// Email delivery (issue 34, decision 051), through a real SMTP server in the test process: every registered
// template's email carries RFC 8058's headers with a valid token if it is news, none if it is transactional;
// the one-click POST turns that kind's email off for that account (and nothing else), with no sign-in, no
// Origin and a form body, again harmlessly; a GET changes nothing; a changed token is refused. Refusals: a
// 5xx marks the address and stops news to it, a 4xx is tried again through the job queue, and the member
// clears the mark with a check email.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_ENDPOINTS as E, EMAIL_DELIVERY_MESSAGES as M } from '../../../common/contracts/email-delivery';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { DIGEST_TOPIC, NOTIFICATION_KINDS, emailTopicLabel } from '../../../common/contracts/notification-kinds';
import { notificationPreferences, notificationSettings, undeliverableAddresses } from '../../db/schema';
import { EMAILS } from '../../../../tests/support/email-samples';
import { createMember } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { startSmtpServer, type SmtpStandIn } from '../../../../tests/support/smtp-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';
import { MAIL_TRIES } from '../../mail/delivery';
import { EMAIL_TEMPLATES, registrationOf, type Email } from '../../mail/registry';
import { readUnsubscribeToken } from '../../mail/unsubscribe-token';
import { channelsFor, setChannel } from '../notifications/public';

let smtp: SmtpStandIn;
let t: TestApp;
let people: Awaited<ReturnType<typeof signInEachKind>>;
let reader: { userId: string; email: string };
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  people = await signInEachKind(t, { deactivated: true });
  reader = await createMember(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  smtp.refuseRecipients(undefined);
  t.mailLog.length = 0;
  await t.db.delete(notificationSettings);
  await t.db.delete(undeliverableAddresses);
});

const header = (headers: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];
/** The one-click address a received email's List-Unsubscribe names (its https link, not the mailto). */
const oneClickOf = (headers: string) => /<(http[^>]+)>/.exec(header(headers, 'List-Unsubscribe') ?? '')?.[1];
const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);

/** A sample of a template, to `to`: news of `kind` if given, by the first registered template of that kind. */
function sampleOf(template: keyof typeof EMAIL_TEMPLATES, to: string): Email {
  const make = Object.values(EMAILS).find((sample) => sample().template === template)!;
  return { ...make(), to };
}
const newsOf = (kind: string, to: string) =>
  sampleOf(
    (Object.keys(EMAIL_TEMPLATES) as (keyof typeof EMAIL_TEMPLATES)[]).find((name) => {
      const registration = EMAIL_TEMPLATES[name];
      return !registration.transactional && registration.kind === kind;
    })!,
    to,
  );

/** Sends a reply-from-the-team email to the reader and answers its one-click address. */
async function oneClickLink(to = reader.email) {
  expect(await t.mail.deliver(newsOf('team-reply', to))).toBe('sent');
  return oneClickOf(smtp.to(to).at(-1)!.headers)!;
}

/** A mail provider's one-click POST (RFC 8058): from its own server, no cookie, no Origin, form-encoded. */
const postOneClick = (link: string, headers: Record<string, string> = {}) =>
  t.app.request(new URL(link).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  });

const emailOn = async (userId: string, kind: keyof typeof NOTIFICATION_KINDS) =>
  (await channelsFor(t.db, [userId], kind)).get(userId)!.email;

describe('every registered template', () => {
  it.each(Object.keys(EMAIL_TEMPLATES) as (keyof typeof EMAIL_TEMPLATES)[])(
    '%s carries the unsubscribe headers and footer if it is news, none if it is transactional',
    async (template) => {
      const registration = registrationOf(template)!;
      // A kind whose email is off by default (an organisers' new question) is turned on first.
      if (!registration.transactional && registration.kind !== DIGEST_TOPIC)
        await setChannel(t.db, reader.userId, registration.kind, 'email', true, t.clock.now());
      // The digest goes only to a member who takes one.
      if (!registration.transactional && registration.kind === DIGEST_TOPIC)
        await t.db
          .insert(notificationPreferences)
          .values({ userId: reader.userId, digest: 'daily', timeZone: 'UTC' })
          .onConflictDoUpdate({ target: notificationPreferences.userId, set: { digest: 'daily' } });
      expect(await t.mail.deliver(sampleOf(template, reader.email))).toBe('sent');
      const [mail] = smtp.to(reader.email);
      const listUnsubscribe = header(mail.headers, 'List-Unsubscribe');
      if (registration.transactional) {
        expect(listUnsubscribe).toBeUndefined();
        expect(header(mail.headers, 'List-Unsubscribe-Post')).toBeUndefined();
        expect(mail.text).not.toContain('/unsubscribe/');
        return;
      }
      expect(header(mail.headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // Only the https link: no mailto until the organisers configure an address they read.
      expect(listUnsubscribe).toMatch(/^<http[^>]+>$/);
      const link = oneClickOf(mail.headers)!;
      expect(link.startsWith(`${TEST_ORIGIN}/api/unsubscribe/`)).toBe(true);
      expect(readUnsubscribeToken(t.config.authSecret, tokenOf(link))).toEqual({
        userId: reader.userId,
        kind: registration.kind,
      });
      // The footer: the settings page and the one-click page, in both parts.
      const page = `${TEST_ORIGIN}/unsubscribe/${encodeURIComponent(tokenOf(link))}`;
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(`${TEST_ORIGIN}/settings/notifications`);
        expect(part).toContain(page);
      }
      expect(mail.text).toContain(emailTopicLabel(registration.kind));
      // The log line names who and what, never the token.
      expect(t.mailLog.join('\n')).not.toContain(tokenOf(link));
    },
  );

  it('refuses an email whose template is not registered, and sends nothing', async () => {
    const unregistered = { ...sampleOf('team-reply', reader.email), template: 'weekly-offers' } as unknown as Email;
    await expect(t.mail.send(unregistered)).rejects.toThrow(/unregistered template "weekly-offers"/);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends no news to an address no account has: its settings and its unsubscribe are an account’s', async () => {
    expect(await t.mail.deliver(newsOf('team-reply', 'nobody@example.com'))).toBe('skipped');
    expect(smtp.received).toHaveLength(0);
    expect(await t.mail.deliver(sampleOf('access-link', 'nobody@example.com'))).toBe('sent');
  });
});

describe('the mailto beside the link', () => {
  it('is offered only when UNSUBSCRIBE_EMAIL is set, asking the organisers with the page’s link', async () => {
    const other = await createTestApp({ env: { SMTP_URL: smtp.url, UNSUBSCRIBE_EMAIL: 'organisers@example.com' } });
    try {
      const member = await createMember(other);
      expect(await other.mail.deliver(newsOf('event-reminder', member.email))).toBe('sent');
      const value = header(smtp.to(member.email)[0].headers, 'List-Unsubscribe')!;
      const [https, mailto] = value.split(/,\s*/);
      expect(https).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[^>]+>$/);
      expect(mailto).toMatch(/^<mailto:organisers@example\.com\?subject=Unsubscribe&body=[^>]+>$/);
      expect(decodeURIComponent(mailto)).toContain(`${TEST_ORIGIN}/unsubscribe/`);
    } finally {
      await other.close();
    }
  });
});

describe('the one-click POST', () => {
  it('turns that kind’s email off for the link’s account at once, with no sign-in or Origin; later news of it is not sent', async () => {
    const link = await oneClickLink();
    const response = await postOneClick(link);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'team-reply', label: NOTIFICATION_KINDS['team-reply'].label });
    expect(await emailOn(reader.userId, 'team-reply')).toBe(false);
    // Nothing else: the other kinds' email, and this kind in the product and by push, stay as they were.
    expect((await channelsFor(t.db, [reader.userId], 'team-reply')).get(reader.userId)).toEqual({
      product: true,
      email: false,
      push: true,
    });
    expect(await emailOn(reader.userId, 'event-reminder')).toBe(true);

    smtp.clear();
    expect(await t.mail.deliver(newsOf('team-reply', reader.email))).toBe('skipped');
    expect(await t.mail.deliver(newsOf('event-reminder', reader.email))).toBe('sent');
    expect(smtp.to(reader.email).map((m) => m.subject)).toEqual([newsOf('event-reminder', reader.email).subject]);
    expect(t.mailLog.join('\n')).not.toContain(tokenOf(link));
  });

  it('is harmless to replay: the same answer, the same one setting', async () => {
    const link = await oneClickLink();
    for (let i = 0; i < 3; i++) expect((await postOneClick(link)).status).toBe(200);
    expect(await t.db.select().from(notificationSettings)).toEqual([
      expect.objectContaining({ userId: reader.userId, kind: 'team-reply', channel: 'email', enabled: false }),
    ]);
  });

  it('is what the page’s button sends too (JSON, from the site), for any caller: the token, not the session, decides', async () => {
    const link = await oneClickLink();
    const token = tokenOf(link);
    const cookies = [
      undefined,
      people.cookies.member,
      people.cookies.notOnboarded,
      people.cookies.deactivated,
      people.cookies.admin,
    ];
    for (const cookie of cookies) {
      const answer = await t.call(E.unsubscribe, { params: { token }, cookie, expect: 200 });
      expect(answer.body.kind).toBe('team-reply');
    }
    // Only the link's account changed, whoever sent it (another member holding it changes nothing of theirs).
    const rows = await t.db.select().from(notificationSettings);
    expect(rows.map((row) => row.userId)).toEqual([reader.userId]);
  });

  it('is the one write another origin may send: any other route still refuses it', async () => {
    const link = await oneClickLink();
    const response = await postOneClick(link, { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(200);
    const other = await t.request(endpointUrl(E.checkAddress), {
      method: 'POST',
      cookie: people.cookies.member,
      headers: { origin: 'https://mail.example.net' },
    });
    expect(other.status).toBe(403);
  });

  it('refuses a changed, cut or foreign token with 404 and changes nothing', async () => {
    const link = await oneClickLink();
    const token = tokenOf(link);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(`${reader.userId}\nevent-reminder`).toString('base64url');
    const otherAccount = Buffer.from(`${people.member.userId}\nteam-reply`).toString('base64url');
    const bad = [
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${forged}.${signature}`,
      `${otherAccount}.${signature}`,
      token.slice(0, -5),
      `${payload}.`,
      'nonsense',
      `${token}.${signature}`,
      'x'.repeat(400),
    ];
    for (const candidate of bad) {
      const post = await t.call(E.unsubscribe, { params: { token: candidate } });
      expect(post.status).toBe(404);
      expect((post.body as { error: { message: string } }).error.message).toBe(M.invalidLink);
      expect((await t.call(E.showUnsubscribe, { params: { token: candidate } })).status).toBe(404);
    }
    expect(await t.db.select().from(notificationSettings)).toEqual([]);
  });
});

describe('the GET of the link', () => {
  it('changes nothing: a browser opening it from a mail client is sent on to the page; the page reads only the kind', async () => {
    const link = await oneClickLink();
    const navigation = await t.app.request(new URL(link).pathname, {
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site', accept: 'text/html' },
    });
    expect(navigation.status).toBe(303);
    expect(navigation.headers.get('location')).toBe(`/unsubscribe/${encodeURIComponent(tokenOf(link))}`);
    const read = await t.call(E.showUnsubscribe, { params: { token: tokenOf(link) }, expect: 200 });
    expect(read.body).toEqual({ kind: 'team-reply', label: NOTIFICATION_KINDS['team-reply'].label });
    // A scanner following it, as often as it likes: nothing.
    for (let i = 0; i < 3; i++) await t.app.request(new URL(link).pathname);
    expect(await t.db.select().from(notificationSettings)).toEqual([]);
    expect(await emailOn(reader.userId, 'team-reply')).toBe(true);
  });
});

/** A member whose mail server refuses with `code` (while `refusing()` says so), the queue started and the
 * clock stopped at `start`: `run` moves the clock and drives the queue with runDue(). */
async function onTheTestClock(
  start: string,
  refusal: { code: number; message: string; refusing?: () => boolean },
  run: (member: { userId: string; email: string }, at: (minutes: number) => Promise<void>) => Promise<void>,
) {
  const member = await createMember(t);
  smtp.refuseRecipients((address) =>
    address === member.email && (refusal.refusing?.() ?? true) ? { code: refusal.code, message: refusal.message } : undefined,
  );
  await t.jobs.start({ poll: false });
  const startAt = new Date(start);
  t.clock.set(startAt);
  try {
    await run(member, async (minutes) => {
      t.clock.set(new Date(startAt.getTime() + minutes * 60_000));
      await t.jobs.runDue();
    });
  } finally {
    t.clock.reset();
  }
}

describe('refusals', () => {
  it('a permanent refusal (5xx) marks the address: no more news to it; transactional mail still tries', async () => {
    const member = await createMember(t);
    smtp.refuseRecipients((address) => (address === member.email ? { code: 550, message: 'No such user here' } : undefined));
    expect(await t.mail.deliver(newsOf('event-reminder', member.email))).toBe('refused');
    const [mark] = await t.db.select().from(undeliverableAddresses);
    expect(mark).toMatchObject({ email: member.email, code: 550 });
    expect(mark.reason).toContain('No such user here');

    // The mailbox works again, but nothing tells us: news stays held; a password reset (asked for now) tries,
    // and being accepted clears the mark.
    smtp.refuseRecipients(undefined);
    expect(await t.mail.deliver(newsOf('event-reminder', member.email))).toBe('skipped');
    expect(smtp.to(member.email)).toHaveLength(0);
    expect(t.mailLog.some((line) => line.includes('refused for good'))).toBe(true);
    expect(await t.mail.deliver(sampleOf('password-reset', member.email))).toBe('sent');
    expect(await t.db.select().from(undeliverableAddresses)).toEqual([]);
    expect(await t.mail.deliver(newsOf('event-reminder', member.email))).toBe('sent');
  });

  it('a temporary refusal (4xx) is tried again through the job queue, later, and arrives', async () => {
    let refusals = 2;
    const refusal = { code: 450, message: 'Mailbox busy, try later', refusing: () => refusals-- > 0 };
    await onTheTestClock('2031-06-02T09:00:00Z', refusal, async (member, at) => {
      expect(await t.mail.deliver(newsOf('waitlist-place', member.email))).toBe('queued');
      const tries = () => t.mailLog.filter((line) => line.includes('refused for now')).length;
      await at(0);
      expect(tries()).toBe(1);
      // Five minutes later, the second try (refused again); fifteen after that, the third, accepted.
      await at(5);
      expect(tries()).toBe(2);
      expect(smtp.to(member.email)).toHaveLength(0);
      await at(19);
      expect(smtp.to(member.email)).toHaveLength(0);
      await at(20);
      const [mail] = smtp.to(member.email);
      expect(header(mail.headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(await t.db.select().from(undeliverableAddresses)).toEqual([]);
    });
  });

  it('a retry reads the settings again: news turned off while it waited is not sent', async () => {
    await onTheTestClock('2031-07-02T09:00:00Z', { code: 451, message: 'Try again later' }, async (member, at) => {
      expect(await t.mail.deliver(newsOf('team-reply', member.email))).toBe('queued');
      await t.db
        .insert(notificationSettings)
        .values({ userId: member.userId, kind: 'team-reply', channel: 'email', enabled: false, updatedAt: t.clock.now() });
      smtp.refuseRecipients(undefined);
      await at(5);
      expect(smtp.to(member.email)).toHaveLength(0);
      expect(t.mailLog.some((line) => line.includes('not sent (team-reply email is off)'))).toBe(true);
    });
  });

  it(`gives up after ${MAIL_TRIES} tries, and says so in one line without the link's token`, async () => {
    await onTheTestClock('2031-08-02T09:00:00Z', { code: 421, message: 'Service not available' }, async (member, at) => {
      expect(await t.mail.deliver(newsOf('event-cancelled', member.email))).toBe('queued');
      for (let hour = 1; hour <= 24; hour++) await at(hour * 60);
      expect(t.mailLog.filter((line) => line.includes('refused for now'))).toHaveLength(MAIL_TRIES - 1);
      const gaveUp = t.mailLog.filter((line) => line.includes('gave up'));
      expect(gaveUp).toHaveLength(1);
      expect(gaveUp[0]).toContain(`after ${MAIL_TRIES} tries`);
      expect(t.mailLog.join('\n')).not.toMatch(/unsubscribe/i);
      expect(smtp.to(member.email)).toHaveLength(0);
      // A temporary refusal never marks the address.
      expect(await t.db.select().from(undeliverableAddresses)).toEqual([]);
    });
  });
});

describe('the member’s address', () => {
  it('shows the member their refused address, and a check clears it once the mailbox accepts mail again', async () => {
    const { member } = people;
    smtp.refuseRecipients((address) => (address === member.email ? { code: 552, message: 'Mailbox full' } : undefined));
    expect(await t.mail.deliver(newsOf('event-reminder', member.email))).toBe('refused');
    const state = await t.call(E.address, { cookie: people.cookies.member, expect: 200 });
    expect(state.body).toMatchObject({ email: member.email, undeliverable: { code: 552 } });
    expect(state.body.undeliverable!.reason).toContain('Mailbox full');

    // Still full: the check is refused again, and the mark comes back with the server's words.
    const again = await t.call(E.checkAddress, { cookie: people.cookies.member, expect: 200 });
    expect(again.body.outcome).toBe('refused');
    expect(again.body.address.undeliverable).toMatchObject({ code: 552 });

    smtp.refuseRecipients(undefined);
    const fixed = await t.call(E.checkAddress, { cookie: people.cookies.member, expect: 200 });
    expect(fixed.body).toMatchObject({ outcome: 'sent', message: M.checkSent, address: { undeliverable: null } });
    expect(smtp.to(member.email).map((m) => m.subject)).toEqual(['Your FMC emails will arrive again']);
    expect(await t.mail.deliver(newsOf('event-reminder', member.email))).toBe('sent');
  });

  it('answers only a signed-in member, about their own address', async () => {
    expect((await t.call(E.address, {})).status).toBe(401);
    expect((await t.call(E.checkAddress, {})).status).toBe(401);
    expect((await t.call(E.address, { cookie: people.cookies.notOnboarded })).status).toBe(403);
    expect((await t.call(E.address, { cookie: people.cookies.deactivated })).status).toBe(403);
    expect((await t.call(E.checkAddress, { cookie: people.cookies.deactivated })).status).toBe(403);
    const admin = await t.call(E.address, { cookie: people.cookies.admin, expect: 200 });
    expect(admin.body).toEqual({ email: people.admin.email, undeliverable: null });
    const other = await t.call(E.address, { cookie: people.cookies.member, expect: 200 });
    expect(other.body.email).toBe(people.member.email);
  });
});
