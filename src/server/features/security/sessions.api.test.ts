// Your devices (issue 37, decision 060): the browsers signed in to an account, signing one or all others
// out on two app servers over one database, the rough place only from a trusted proxy's header, and the
// email on a sign-in from a browser the account has not used before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_ENDPOINTS } from '../../../common/contracts/security';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { createApp } from '../../app';
import { createMailer, type MailTransport } from '../../mail/mailer';
import { createCookieJar } from '../../../../tests/support/browser-cookies';
import { createMember } from '../../../../tests/support/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let mailerB: MailTransport;
let b: ReturnType<typeof createApp>;

beforeAll(async () => {
  // Behind a proxy that names the place (the header is read only with TRUST_PROXY).
  t = await createTestApp({ env: { TRUST_PROXY: 'true', PLACE_HEADER: 'X-Test-City' } });
  mailerB = createMailer(t.config.mail);
  b = createApp({ config: t.config, database: t.database, mailer: mailerB, now: t.clock.now });
});
afterAll(async () => {
  await b.afterAnswer.settled();
  mailerB.close();
  await t.close();
});

type Browser = ReturnType<typeof createCookieJar> & { userAgent: string; city?: string };
const browserOf = (userAgent: string, city?: string): Browser => Object.assign(createCookieJar(), { userAgent, city });

/** A request from `browser` to app server A (or B), keeping what the answer sets. */
async function send(browser: Browser, path: string, init: { method?: string; json?: unknown; on?: 'A' | 'B' } = {}) {
  const headers: Record<string, string> = { 'user-agent': browser.userAgent, origin: TEST_ORIGIN };
  if (browser.city) headers['x-test-city'] = browser.city;
  if (init.on === 'B') {
    headers.cookie = browser.header();
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await b.app.request(path, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    browser.keep(response.headers);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const answer = await t.request(path, { ...init, cookie: browser.header(), headers });
  browser.keep(answer.headers);
  return answer;
}

const signIn = (browser: Browser, member: { email: string; password: string }) =>
  send(browser, AUTH_ROUTES.signInEmail.path, { json: { email: member.email, password: member.password } });
const kindOn = async (browser: Browser, on: 'A' | 'B') => (await send(browser, SESSION_ROUTES.me.path, { on })).body.kind;
const newDeviceEmails = (to: string) => t.outbox().filter((message) => message.to === to && /new sign-in/i.test(message.subject));

describe('your devices', () => {
  it('lists each signed-in browser by name, the asking one first, with the place only from the proxy', async () => {
    const member = await createMember(t);
    const laptop = browserOf(FIREFOX, 'Lyon');
    const phone = browserOf(SAFARI_IPHONE, 'Paris%2C%20France');
    await signIn(laptop, member);
    await signIn(phone, member);
    const list = await t.call(SECURITY_ENDPOINTS.sessions, { cookie: phone.header(), expect: 200 });
    expect(list.body.items.map((item) => [item.device, item.place, item.current])).toEqual([
      ['Safari on iPhone', 'Paris, France', true],
      ['Firefox on Windows', 'Lyon', false],
    ]);
    // Another member sees only their own.
    const other = await createMember(t);
    const otherBrowser = browserOf(FIREFOX);
    await signIn(otherBrowser, other);
    const theirs = await t.call(SECURITY_ENDPOINTS.sessions, { cookie: otherBrowser.header(), expect: 200 });
    expect(theirs.body.items).toHaveLength(1);
    expect((await t.call(SECURITY_ENDPOINTS.sessions, {})).status).toBe(401);
  });

  it('signs one out on every app server, and refuses another account’s session as unknown', async () => {
    const member = await createMember(t);
    const laptop = browserOf(FIREFOX);
    const phone = browserOf(SAFARI_IPHONE);
    await signIn(laptop, member);
    await signIn(phone, member);
    expect(await kindOn(phone, 'B')).toBe('member');
    const list = await t.call(SECURITY_ENDPOINTS.sessions, { cookie: laptop.header(), expect: 200 });
    const phoneSession = list.body.items.find((item) => !item.current)!;

    const stranger = await createMember(t);
    const strangerBrowser = browserOf(FIREFOX);
    await signIn(strangerBrowser, stranger);
    const refused = await t.call(SECURITY_ENDPOINTS.signOutSession, {
      params: { id: phoneSession.id },
      cookie: strangerBrowser.header(),
    });
    expect(refused.status).toBe(404);
    expect(await kindOn(phone, 'B')).toBe('member');

    // Signed out on A, from the laptop: the phone is signed out on B too.
    const done = await t.call(SECURITY_ENDPOINTS.signOutSession, {
      params: { id: phoneSession.id },
      cookie: laptop.header(),
      expect: 200,
    });
    expect(done.body.message).toBe('Safari on iPhone is signed out.');
    expect(await kindOn(phone, 'B')).toBe('visitor');
    expect(await kindOn(laptop, 'B')).toBe('member');
  });

  it('signs out all the others from app server B, keeping the one asking', async () => {
    const member = await createMember(t);
    const browsers = [browserOf(FIREFOX), browserOf(SAFARI_IPHONE), browserOf(FIREFOX)];
    for (const browser of browsers) await signIn(browser, member);
    const answer = await send(browsers[0], endpointUrl(SECURITY_ENDPOINTS.signOutOtherSessions), { json: {}, on: 'B' });
    expect(answer.body).toEqual({ message: 'Signed out of 2 other devices.', signedOut: 2 });
    expect(await kindOn(browsers[0], 'A')).toBe('member');
    expect(await kindOn(browsers[1], 'A')).toBe('visitor');
    expect(await kindOn(browsers[2], 'A')).toBe('visitor');
  });
});

describe('a sign-in from a new device', () => {
  it('emails the member, once per browser, and not for the account’s first browser', async () => {
    const member = await createMember(t);
    const laptop = browserOf(FIREFOX, 'Lyon');
    await signIn(laptop, member);
    expect(newDeviceEmails(member.email)).toHaveLength(0);
    // The same browser again: known.
    await signIn(laptop, member);
    expect(newDeviceEmails(member.email)).toHaveLength(0);

    const phone = browserOf(SAFARI_IPHONE, 'Porto');
    await signIn(phone, member);
    const [email] = newDeviceEmails(member.email);
    expect(email.text).toContain('Safari on iPhone, near Porto');
    expect(email.text).toContain('/settings/security');
    // Without its device cookie, a browser is new again; with it, known.
    await signIn(phone, member);
    expect(newDeviceEmails(member.email)).toHaveLength(1);
  });

  it('ignores the place header without a trusted proxy', async () => {
    const direct = await createTestApp({ env: { PLACE_HEADER: 'X-Test-City' } });
    try {
      const member = await createMember(direct);
      const answer = await direct.request(AUTH_ROUTES.signInEmail.path, {
        json: { email: member.email, password: member.password },
        headers: { 'x-test-city': 'Forged', 'user-agent': FIREFOX },
      });
      const cookie = answer.headers.getSetCookie()[0].split(';')[0];
      const list = await direct.call(SECURITY_ENDPOINTS.sessions, { cookie, expect: 200 });
      expect(list.body.items[0].place).toBeNull();
    } finally {
      await direct.close();
    }
  }, 120_000);
});
