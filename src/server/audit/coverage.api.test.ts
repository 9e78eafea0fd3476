// Every administrator write writes exactly one audit row (issue 20). Driven by the app's own route table:
// each non-GET route under /api/admin (and the admin-only routes elsewhere, ADMIN_ROUTES_ELSEWHERE) must
// have a case here, so a new admin write route without one fails this file until its action is recorded
// and named in the catalogue. Each case makes its action for real, through the app, and reads the log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction } from '../../common/contracts/activity';
import { endpointUrl } from '../../common/contracts/endpoint';
import { POST_ENDPOINTS as POSTS } from '../../common/contracts/posts';
import { markAuditLog } from '../../../tests/support/audit';
import { createAccessRequest, createAdmin, createConversation, createMember } from '../../../tests/support/factories';
import { makePng } from '../../../tests/support/files';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { events, spotlightCarousel } from '../db/schema';

let t: TestApp;
let admin: { cookie: string; email: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  const created = await createAdmin(t);
  admin = { cookie: (await t.signIn(created.email, created.password)).cookie, email: created.email, userId: created.userId };
});
afterAll(() => t.close());

/** Admin-only writes that live outside /api/admin. */
const ADMIN_ROUTES_ELSEWHERE = ['POST /api/setup/demo-content'];

type Call = { path: string; method: string; json?: unknown; multipart?: FormData };
type Case = { action: AuditAction; prepare: () => Promise<Call> };

const send = async ({ path, method, json, multipart }: Call) => {
  if (!multipart) return t.request(path, { method, json, cookie: admin.cookie });
  const response = await t.app.request(path, {
    method,
    body: multipart,
    headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
  });
  return { status: response.status, body: await response.json() };
};

const byAdmin = async (path: string, method: string, json?: unknown) => {
  const response = await t.request(path, { method, json, cookie: admin.cookie });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
};

let seq = 0;
const unique = (label: string) => `${label}-${++seq}-${Date.now().toString(36)}`;

const newLink = async () => {
  const email = `${unique('link')}@example.com`;
  const body = await byAdmin('/api/admin/access-requests', 'POST', { email, firstName: 'Ada', lastName: 'Link' });
  return body.recordId as string;
};
const newSpotlight = async () => {
  const [row] = await t.db
    .insert(spotlightCarousel)
    .values({ title: unique('Spotlight'), imageUrl: 'https://example.com/a.png', isActive: true, displayOrder: 1 })
    .returning();
  return row.id;
};
const newPost = async (status: 'draft' | 'published' = 'draft') =>
  (
    await t.call(POSTS.adminCreate, {
      body: { title: unique('Newsletter'), content: 'Body', status },
      cookie: admin.cookie,
      expect: 201,
    })
  ).body.post.id;
const FUTURE = '2099-05-01T18:30';
const newEvent = async () =>
  (await byAdmin('/api/admin/events', 'POST', { title: unique('Salon'), date: FUTURE, speakers: [] })).event.id as string;
const answered = async () => {
  const entry = await createConversation(t, {
    name: 'Asker',
    email: `${unique('asker')}@example.com`,
    question: 'Q',
    answer: 'A',
  });
  await byAdmin(`/api/admin/conversations/${entry.id}/answer`, 'POST', { response: 'Answer' });
  return entry.id;
};
const shareable = async () => {
  const entry = await createConversation(t, {
    name: 'Sharer',
    email: `${unique('sharer')}@example.com`,
    question: 'Q',
    answer: 'How?',
    sharePermission: true,
  });
  await byAdmin(`/api/admin/conversations/${entry.id}/answer`, 'POST', { response: 'Like this.' });
  return entry.id;
};
const newFaqEntry = async () =>
  (await byAdmin('/api/admin/faq', 'POST', { conversationId: await shareable(), question: unique('How'), answer: 'Like this.' }))
    .entry.id as string;
const PUSH = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/audit-coverage',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** 'METHOD /path/:param' → how to make that action once, and the action it records. */
const CASES: Record<string, Case> = {
  'POST /api/setup/demo-content': {
    action: 'setup.demo-content',
    prepare: async () => ({ method: 'POST', path: '/api/setup/demo-content', json: {} }),
  },
  'POST /api/admin/access-requests': {
    action: 'access-request.create-link',
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/access-requests',
      json: { email: `${unique('new')}@example.com`, firstName: 'New', lastName: 'Person' },
    }),
  },
  'POST /api/admin/access-requests/:id/approve': {
    action: 'access-request.approve',
    prepare: async () => ({
      method: 'POST',
      path: `/api/admin/access-requests/${(await createAccessRequest(t, { approved: false })).id}/approve`,
      json: {},
    }),
  },
  'POST /api/admin/access-requests/:id/regenerate': {
    action: 'access-request.regenerate',
    prepare: async () => ({ method: 'POST', path: `/api/admin/access-requests/${await newLink()}/regenerate`, json: {} }),
  },
  'DELETE /api/admin/access-requests/:id': {
    action: 'access-request.delete',
    prepare: async () => ({ method: 'DELETE', path: `/api/admin/access-requests/${await newLink()}` }),
  },
  'PUT /api/admin/sidebar-links': {
    action: 'sidebar-links.save',
    prepare: async () => ({
      method: 'PUT',
      path: '/api/admin/sidebar-links',
      json: { aiTools: `https://example.com/${unique('tools')}` },
    }),
  },
  'POST /api/admin/spotlight': {
    action: 'spotlight.create',
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/spotlight',
      json: { title: unique('Spot'), imageUrl: 'https://example.com/s.png', isActive: true },
    }),
  },
  'PUT /api/admin/spotlight/:id': {
    action: 'spotlight.update',
    prepare: async () => ({
      method: 'PUT',
      path: `/api/admin/spotlight/${await newSpotlight()}`,
      json: { title: unique('Renamed'), imageUrl: 'https://example.com/b.png', isActive: true },
    }),
  },
  'DELETE /api/admin/spotlight/:id': {
    action: 'spotlight.delete',
    prepare: async () => ({ method: 'DELETE', path: `/api/admin/spotlight/${await newSpotlight()}` }),
  },
  'POST /api/admin/members/ban': {
    action: 'member.ban',
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/members/ban',
      json: { email: (await createMember(t)).email, reason: 'Spam' },
    }),
  },
  'POST /api/admin/members/unban': {
    action: 'member.unban',
    prepare: async () => {
      const { email } = await createMember(t);
      await byAdmin('/api/admin/members/ban', 'POST', { email });
      return { method: 'POST', path: '/api/admin/members/unban', json: { email } };
    },
  },
  'POST /api/admin/members/archive': {
    action: 'member.archive',
    prepare: async () => ({ method: 'POST', path: '/api/admin/members/archive', json: { email: (await createMember(t)).email } }),
  },
  'POST /api/admin/members/unarchive': {
    action: 'member.unarchive',
    prepare: async () => {
      const { email } = await createMember(t);
      await byAdmin('/api/admin/members/archive', 'POST', { email });
      return { method: 'POST', path: '/api/admin/members/unarchive', json: { email } };
    },
  },
  'POST /api/admin/conversations/:id/answer': {
    action: 'conversation.answer',
    prepare: async () => {
      const entry = await createConversation(t, { name: 'Asker', question: 'Q', answer: 'A' });
      return { method: 'POST', path: `/api/admin/conversations/${entry.id}/answer`, json: { response: 'Hello' } };
    },
  },
  'POST /api/admin/faq': {
    action: 'faq.publish',
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/faq',
      json: { conversationId: await shareable(), question: 'How?', answer: 'Like this.' },
    }),
  },
  'PUT /api/admin/faq/:id': {
    action: 'faq.update',
    prepare: async () => ({
      method: 'PUT',
      path: `/api/admin/faq/${await newFaqEntry()}`,
      json: { question: 'How, then?', answer: 'Like that.' },
    }),
  },
  'DELETE /api/admin/faq/:id': {
    action: 'faq.unpublish',
    prepare: async () => ({ method: 'DELETE', path: `/api/admin/faq/${await newFaqEntry()}` }),
  },
  'POST /api/admin/conversations/:id/archive': {
    action: 'conversation.archive',
    prepare: async () => ({ method: 'POST', path: `/api/admin/conversations/${await answered()}/archive`, json: {} }),
  },
  'POST /api/admin/conversations/:id/unarchive': {
    action: 'conversation.unarchive',
    prepare: async () => {
      const id = await answered();
      await byAdmin(`/api/admin/conversations/${id}/archive`, 'POST', {});
      return { method: 'POST', path: `/api/admin/conversations/${id}/unarchive`, json: {} };
    },
  },
  'PUT /api/admin/response-target': {
    action: 'conversation.response-target',
    prepare: async () => ({ method: 'PUT', path: '/api/admin/response-target', json: { hours: 24 + (++seq % 24) } }),
  },
  'POST /api/admin/push-subscriptions': {
    action: 'push.subscribe',
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/push-subscriptions',
      json: { ...PUSH, endpoint: `${PUSH.endpoint}-${unique('on')}` },
    }),
  },
  'DELETE /api/admin/push-subscriptions': {
    action: 'push.unsubscribe',
    prepare: async () => {
      const endpoint = `${PUSH.endpoint}-${unique('off')}`;
      await byAdmin('/api/admin/push-subscriptions', 'POST', { ...PUSH, endpoint });
      return { method: 'DELETE', path: '/api/admin/push-subscriptions', json: { endpoint } };
    },
  },
  'PUT /api/admin/profile': {
    action: 'profile.update',
    prepare: async () => ({
      method: 'PUT',
      path: '/api/admin/profile',
      json: { firstName: 'Renamed', lastName: unique('Admin') },
    }),
  },
  [`${POSTS.adminCreate.method} ${POSTS.adminCreate.path}`]: {
    action: 'post.create',
    prepare: async () => ({
      method: POSTS.adminCreate.method,
      path: endpointUrl(POSTS.adminCreate),
      json: { title: unique('Letter'), content: 'Body' },
    }),
  },
  [`${POSTS.adminUpdate.method} ${POSTS.adminUpdate.path}`]: {
    action: 'post.update',
    prepare: async () => ({
      method: POSTS.adminUpdate.method,
      path: endpointUrl(POSTS.adminUpdate, { id: await newPost() }),
      json: { title: unique('Edited'), content: 'New body' },
    }),
  },
  [`${POSTS.adminPublish.method} ${POSTS.adminPublish.path}`]: {
    action: 'post.publish',
    prepare: async () => ({
      method: POSTS.adminPublish.method,
      path: endpointUrl(POSTS.adminPublish, { id: await newPost('draft') }),
      json: {},
    }),
  },
  [`${POSTS.adminUnpublish.method} ${POSTS.adminUnpublish.path}`]: {
    action: 'post.unpublish',
    prepare: async () => ({
      method: POSTS.adminUnpublish.method,
      path: endpointUrl(POSTS.adminUnpublish, { id: await newPost('published') }),
      json: {},
    }),
  },
  [`${POSTS.adminDelete.method} ${POSTS.adminDelete.path}`]: {
    action: 'post.delete',
    prepare: async () => ({ method: POSTS.adminDelete.method, path: endpointUrl(POSTS.adminDelete, { id: await newPost() }) }),
  },
  'POST /api/admin/events': {
    action: 'event.create',
    prepare: async () => ({
      method: 'POST',
      path: '/api/admin/events',
      json: { title: unique('Event'), date: FUTURE, speakers: [] },
    }),
  },
  'PUT /api/admin/events/:id': {
    action: 'event.update',
    prepare: async () => ({
      method: 'PUT',
      path: `/api/admin/events/${await newEvent()}`,
      json: { title: unique('Moved'), date: FUTURE, speakers: [] },
    }),
  },
  'DELETE /api/admin/events/:id': {
    action: 'event.delete',
    prepare: async () => ({ method: 'DELETE', path: `/api/admin/events/${await newEvent()}` }),
  },
  'POST /api/admin/events/:id/cancel': {
    action: 'event.cancel',
    prepare: async () => ({ method: 'POST', path: `/api/admin/events/${await newEvent()}/cancel`, json: {} }),
  },
  'PUT /api/admin/events/:id/attendees/:attendeeId/attendance': {
    action: 'event.check_in',
    prepare: async () => {
      const id = await newEvent();
      const member = await createMember(t);
      const { cookie } = await t.signIn(member.email, member.password);
      const rsvp = await t.request(`/api/events/${id}/rsvp`, { method: 'PUT', cookie, json: { rsvp: 'going' } });
      expect(rsvp.status, JSON.stringify(rsvp.body)).toBeLessThan(300);
      // The event has started: check-in opens.
      await t.db
        .update(events)
        .set({ date: new Date(t.clock.now().getTime() - 60_000) })
        .where(eq(events.id, id));
      return {
        method: 'PUT',
        path: `/api/admin/events/${id}/attendees/${member.attendeeId}/attendance`,
        json: { attended: true },
      };
    },
  },
  'DELETE /api/admin/events/:id/attendees/:attendeeId/rsvp': {
    action: 'event.remove_answer',
    prepare: async () => {
      const id = await newEvent();
      const member = await createMember(t);
      const { cookie } = await t.signIn(member.email, member.password);
      const rsvp = await t.request(`/api/events/${id}/rsvp`, { method: 'PUT', cookie, json: { rsvp: 'going' } });
      expect(rsvp.status, JSON.stringify(rsvp.body)).toBeLessThan(300);
      return { method: 'DELETE', path: `/api/admin/events/${id}/attendees/${member.attendeeId}/rsvp` };
    },
  },
  'POST /api/admin/uploads': {
    action: 'upload.create',
    prepare: async () => {
      const form = new FormData();
      form.set('purpose', 'spotlight-image');
      form.set('file', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), 'picture.png');
      return { method: 'POST', path: '/api/admin/uploads', multipart: form };
    },
  },
};

/** The admin write routes the app has, as 'METHOD /path'. */
function adminWriteRoutes(): string[] {
  const routes = new Set<string>();
  for (const { method, path } of t.app.routes) {
    if (method === 'GET' || method === 'ALL') continue;
    const key = `${method} ${path}`;
    if (path.startsWith('/api/admin/') || ADMIN_ROUTES_ELSEWHERE.includes(key)) routes.add(key);
  }
  return [...routes];
}

describe('the admin write routes', () => {
  it('each has a case here, and each case names a route that exists', () => {
    const routes = adminWriteRoutes();
    expect(routes.length).toBeGreaterThan(25);
    expect(
      routes.filter((route) => !(route in CASES)),
      'admin write routes with no audit case',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((route) => !routes.includes(route)),
      'cases for routes that do not exist',
    ).toEqual([]);
  });

  // The demo content needs a community without members, so it goes first.
  it.each(Object.keys(CASES))('%s writes exactly one audit row, of its action, by the administrator', async (route) => {
    const { action, prepare } = CASES[route];
    const call = await prepare();
    const newRows = await markAuditLog(t);
    const response = await send(call);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    const rows = await newRows();
    expect(rows.map((row) => row.action)).toEqual([action]);
    expect(rows[0]).toMatchObject({ actorUserId: admin.userId, actorEmail: admin.email });
    expect(AUDIT_ACTIONS[action].meaning.length).toBeGreaterThan(10);
  });
});
