// The dashboard's Spotlight tab (spec 2.5 tab 1, 5, 7.2): who may manage items, their defaults and
// order, what the form accepts, and that members only ever see the active ones.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SpotlightAdminItem } from '../../../common/contracts/content';
import { auditLog, spotlightCarousel } from '../../db/schema';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachKind(t);
  Object.assign(cookies, signedIn.cookies);
  adminEmail = signedIn.admin.email;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(spotlightCarousel);
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const VALID = { title: 'Member spotlight', imageUrl: '/uploads/spotlight-carousel/1-abc.png' };

describeAdminOnly(
  [
    ['GET', '/api/admin/spotlight'],
    ['POST', '/api/admin/spotlight', VALID],
    ['PUT', `/api/admin/spotlight/${SOME_ID}`, VALID],
    ['DELETE', `/api/admin/spotlight/${SOME_ID}`],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string } }),
);

const create = (json: unknown) => t.request('/api/admin/spotlight', { cookie: cookies.admin, json });
const adminList = async () =>
  (await t.request('/api/admin/spotlight', { cookie: cookies.admin })).body.items as SpotlightAdminItem[];

describe('creating items', () => {
  it('makes a new item active and places it last (item count + 1), and audits it', async () => {
    const first = await create(VALID);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Spotlight item added');
    expect(first.body.item).toMatchObject({ ...VALID, linkUrl: null, isActive: true, displayOrder: 1 });
    const second = await create({ ...VALID, title: 'Second' });
    expect(second.body.item.displayOrder).toBe(2);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'spotlight.create'));
    expect(audits.find((audit) => audit.details?.id === first.body.item.id)).toMatchObject({
      actorEmail: adminEmail,
      subject: 'Member spotlight',
      details: { id: first.body.item.id, title: 'Member spotlight' },
    });
  });

  it('keeps a given order, trims the title, and turns an empty link into none', async () => {
    const response = await create({
      title: '  Spaced  ',
      imageUrl: 'https://images.example.com/a.jpg',
      linkUrl: '',
      isActive: false,
      displayOrder: '0',
    });
    expect(response.body.item).toMatchObject({ title: 'Spaced', linkUrl: null, isActive: false, displayOrder: 0 });
  });

  it.each([['abc'], ['one'], ['NaN']])('treats the non-numeric order %j as 0', async (displayOrder) => {
    expect((await create({ ...VALID, displayOrder })).body.item.displayOrder).toBe(0);
  });

  it.each([
    [{ displayOrder: -1 }, 'displayOrder'],
    [{ displayOrder: '-3' }, 'displayOrder'],
    [{ displayOrder: 'Infinity' }, 'displayOrder'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ imageUrl: '' }, 'imageUrl'],
    [{ imageUrl: 'http://insecure.example.com/a.png' }, 'imageUrl'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ imageUrl: '/uploads/../secrets.json' }, 'imageUrl'],
    [{ imageUrl: '/api/admin/members/export' }, 'imageUrl'],
    [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
    [{ linkUrl: '//evil.example.com' }, 'linkUrl'],
    [{ linkUrl: 'data:text/html,hi' }, 'linkUrl'],
  ])('refuses %j with a message on its field and stores nothing', async (override, field) => {
    const response = await create({ ...VALID, ...override });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBeTruthy();
    expect(await adminList()).toEqual([]);
  });

  it('asks for the title and the image when they are missing', async () => {
    const response = await create({});
    expect(response.body.error.fields).toMatchObject({ title: 'Title is required', imageUrl: 'An image is required' });
  });

  it('accepts links to uploaded documents, site paths and http(s) addresses', async () => {
    for (const linkUrl of [
      '/uploads/spotlight-files/1-a.pdf',
      '/newsletters',
      'http://example.com/a',
      'https://example.com/b?c=d',
    ]) {
      expect((await create({ ...VALID, linkUrl })).body.item.linkUrl).toBe(linkUrl);
    }
  });
});

describe('the list, editing and deleting', () => {
  it('lists every item by display order, then by creation', async () => {
    await t.db.insert(spotlightCarousel).values([
      { title: 'Late', imageUrl: VALID.imageUrl, displayOrder: 5, createdAt: new Date('2026-01-01') },
      { title: 'Hidden', imageUrl: VALID.imageUrl, displayOrder: 1, isActive: false },
      { title: 'Tie older', imageUrl: VALID.imageUrl, displayOrder: 2, createdAt: new Date('2026-01-01') },
      { title: 'Tie newer', imageUrl: VALID.imageUrl, displayOrder: 2, createdAt: new Date('2026-02-01') },
    ]);
    expect((await adminList()).map((i) => i.title)).toEqual(['Hidden', 'Tie older', 'Tie newer', 'Late']);
    const members = await t.request('/api/spotlight', { cookie: cookies.member });
    expect(members.body.items.map((i: { title: string }) => i.title)).toEqual(['Tie older', 'Tie newer', 'Late']);
  });

  it('edits an item, keeps its order when none is given, and audits it', async () => {
    const { item } = (await create({ ...VALID, displayOrder: 7 })).body;
    const response = await t.request(`/api/admin/spotlight/${item.id}`, {
      method: 'PUT',
      cookie: cookies.admin,
      json: { title: 'Renamed', imageUrl: VALID.imageUrl, linkUrl: 'https://example.com', isActive: false },
    });
    expect(response.status).toBe(200);
    expect(response.body.item).toMatchObject({
      id: item.id,
      title: 'Renamed',
      linkUrl: 'https://example.com',
      isActive: false,
      displayOrder: 7,
    });
    expect((await t.request('/api/spotlight', { cookie: cookies.member })).body.items).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'spotlight.update'));
    expect(audits.some((a) => a.details?.id === item.id)).toBe(true);
  });

  it('deletes an item and audits it', async () => {
    const { item } = (await create(VALID)).body;
    const response = await t.request(`/api/admin/spotlight/${item.id}`, { method: 'DELETE', cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(await adminList()).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'spotlight.delete'));
    expect(audits.some((a) => a.details?.id === item.id)).toBe(true);
  });

  it.each([[SOME_ID], ['not-a-uuid'], ['1%20or%201=1']])('answers 404 Record not found for the unknown id %s', async (id) => {
    const put = await t.request(`/api/admin/spotlight/${id}`, { method: 'PUT', cookie: cookies.admin, json: VALID });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Record not found');
    const del = await t.request(`/api/admin/spotlight/${id}`, { method: 'DELETE', cookie: cookies.admin });
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Record not found');
  });

  it('refuses an invalid edit without changing the item', async () => {
    const { item } = (await create(VALID)).body;
    const response = await t.request(`/api/admin/spotlight/${item.id}`, {
      method: 'PUT',
      cookie: cookies.admin,
      json: { ...VALID, displayOrder: -2 },
    });
    expect(response.status).toBe(400);
    expect((await adminList())[0]).toMatchObject({ title: VALID.title, displayOrder: 1 });
  });
});
