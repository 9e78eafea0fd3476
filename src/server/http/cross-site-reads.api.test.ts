// Reads under /api open only from the site itself (same-origin.ts, decision 017). The attack this stops: a
// page on another site sent a signed-in administrator's browser to GET /api/admin/activity/export (a
// top-level navigation carries the Lax cookie); it answered the CSV and recorded an activity.export row,
// and the members, conversations and attendees exports did the same. Every read is covered, not a list of
// the ones that write, so a route added later is covered without being named here.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_ROUTES } from '../../common/contracts/email-delivery-routes';
import { ACTIVITY_ROUTES } from '../../common/contracts/activity-routes';
import { ADMIN_EVENT_ROUTES, EVENT_ROUTES } from '../../common/contracts/events-routes';
import { INBOX_ROUTES } from '../../common/contracts/inbox-routes';
import { MEMBER_ROUTES } from '../../common/contracts/members-routes';
import { endpointUrl } from '../../common/contracts/endpoint';
import { GENERAL_MESSAGES } from '../../common/messages';
import { markAuditLog } from '../../../tests/support/audit';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createAdmin, createConversation, createMember } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let eventId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdmin(t);
  admin = (await t.signIn(a.email, a.password)).cookie;
  const m = await createMember(t);
  const member = (await t.signIn(m.email, m.password)).cookie;
  // Something in each export, so each would really download and record itself if it were let through.
  await createConversation(t, { name: 'Morgan Reyes', status: 'answered', adminResponse: 'Thus.' });
  const event = await t.request(ADMIN_EVENT_ROUTES.create.path, {
    json: { title: 'Salon', date: '2031-05-01T18:30' },
    cookie: admin,
  });
  eventId = event.body.event.id;
  const going = await t.request(endpointUrl(EVENT_ROUTES.answer, { id: eventId }), {
    method: 'PUT',
    json: { rsvp: 'going' },
    cookie: member,
  });
  expect([event.status, going.status]).toEqual([201, 200]);
});
afterAll(() => t.close());

/** A request as a browser sends it: the cookie, and what the browser says of where it comes from (nothing
 * when `site` is undefined: curl, a calendar app, an older browser). */
async function read(pathname: string, site: string | undefined, method = 'GET') {
  const headers: Record<string, string> = { cookie: admin };
  if (site !== undefined) headers['sec-fetch-site'] = site;
  const response = await t.app.request(pathname, { method, headers });
  const text = await response.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* a download */
  }
  return { status: response.status, body, type: response.headers.get('content-type') ?? '' };
}

/** Another site, and another origin of this one (another port or subdomain: the same site, which is why
 * the Lax cookie alone does not stop it). */
const ELSEWHERE: Array<[string, string]> = [
  ['another site', 'cross-site'],
  ['another port of this host', 'same-site'],
];

const REFUSED = { code: 'FOREIGN_ORIGIN', message: GENERAL_MESSAGES.foreignRead };

const exports = (): Array<[string, string, string]> => [
  ['the activity export', endpointUrl(ACTIVITY_ROUTES.export), 'activity.export'],
  ['the members export', endpointUrl(MEMBER_ROUTES.export), 'member.export'],
  ['the conversations export', endpointUrl(INBOX_ROUTES.export, {}, { view: 'all' }), 'conversation.export'],
  ['the attendees export', endpointUrl(ADMIN_EVENT_ROUTES.exportAttendees, { id: eventId }), 'event.export_attendees'],
];

describe('an export opened from elsewhere', () => {
  it.each(ELSEWHERE)('from %s is refused, downloads nothing and records nothing', async (_, site) => {
    for (const [name, path, action] of exports()) {
      const recorded = await markAuditLog(t);
      const response = await read(path, site);
      expect(response.status, name).toBe(403);
      expect(response.body.error, name).toEqual(REFUSED);
      expect(response.type, name).not.toContain('text/csv');
      expect(await recorded(action), name).toHaveLength(0);
    }
  });

  it.each([
    ['from a page of the site itself', 'same-origin'],
    ['typed in the address bar or opened from a bookmark', 'none'],
    ['by a client that says nothing (curl, an older browser)', undefined],
  ])('%s still downloads, and is recorded', async (_, site) => {
    for (const [name, path, action] of exports()) {
      const recorded = await markAuditLog(t);
      const response = await read(path, site);
      expect(response.status, name).toBe(200);
      expect(response.type, name).toContain('text/csv');
      expect(await recorded(action), name).toHaveLength(1);
    }
  });
});

/** The reads app.ts lets another site send a browser to, by route (besides Better Auth's, checked below): the
 * List-Unsubscribe address, which changes nothing and sends a browser on to the page (email-delivery's tests). */
const FROM_ELSEWHERE = new Set<string>([EMAIL_DELIVERY_ROUTES.showUnsubscribe.path]);

/** Every GET route under /api in the app's own route table (Better Auth's '/api/auth/*' and the catch-all
 * included), each parameter filled with a well-formed id that names nothing. */
function readPaths({ allowedFromElsewhere = true } = {}): string[] {
  const paths = t.app.routes
    .filter((route) => (route.method === 'GET' || route.method === 'ALL') && route.path.startsWith('/api/'))
    .filter((route) => allowedFromElsewhere || !FROM_ELSEWHERE.has(route.path))
    .map((route) => route.path.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*/g, 'x'));
  // Better Auth's reads sit behind its wildcard: the one a page makes.
  return [...new Set([...paths, '/api/auth/get-session'])];
}

async function tableChecksums(): Promise<string> {
  const tables = await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const sums: string[] = [];
  for (const { tablename } of (tables as unknown as { rows: Array<{ tablename: string }> }).rows) {
    const result = await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from "${tablename}" t`),
    );
    sums.push(`${tablename} ${(result as unknown as { rows: Array<{ sum: string }> }).rows[0].sum}`);
  }
  return sums.join('\n');
}

describe('every read under /api', () => {
  it('is found in the app (the exports and a route with a parameter among them)', () => {
    const templates = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
    for (const route of [
      'GET /api/admin/activity/export',
      'GET /api/admin/members/export',
      'GET /api/admin/conversations/export',
      'GET /api/admin/events/:id/attendees/export',
      'GET /api/home',
      'GET /api/auth/*',
    ]) {
      expect(templates).toContain(route);
    }
  });

  it.each(ELSEWHERE)('from %s is refused before it runs, and nothing anywhere changes', { timeout: 60_000 }, async (_, site) => {
    const before = await tableChecksums();
    const paths = readPaths({ allowedFromElsewhere: false });
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const response = await read(path, site);
      expect(response.status, `GET ${path}`).toBe(403);
      expect(response.body.error, `GET ${path}`).toEqual(REFUSED);
      expect((await read(path, site, 'HEAD')).status, `HEAD ${path}`).toBe(403);
    }
    expect(await tableChecksums()).toBe(before);
  });

  it('from the site itself, or with no word of where it comes from, is never refused for it', { timeout: 60_000 }, async () => {
    for (const path of readPaths()) {
      for (const site of ['same-origin', 'none', undefined]) {
        const response = await read(path, site);
        expect(response.body?.error?.code, `GET ${path} (${site})`).not.toBe('FOREIGN_ORIGIN');
      }
    }
  });

  // What another site may send a browser to (app.ts, READS_FROM_ELSEWHERE): Google sends it back to the
  // callback at the end of a sign-in, and Better Auth redirects a failed one on to its error page.
  it("only the sign-in's return from the provider, and its error page, may be opened from elsewhere", async () => {
    // A return that matches no sign-in this browser started: Better Auth itself refuses it and says so.
    allowConsole(/Failed to parse state/);
    const callback = await t.app.request('/api/auth/callback/google?state=forged&code=x', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(callback.status).toBe(302);
    const errorPage = new URL(callback.headers.get('location')!);
    expect(errorPage.pathname).toBe('/api/auth/error');
    const shown = await t.app.request(`${errorPage.pathname}${errorPage.search}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(shown.status).toBe(200);
  });
});
