// The dashboard's Spotlight tab (spec 2.5 tab 1, 5, 7.2): who may manage items, their defaults and
// order, what the form accepts, and that members only ever see the active ones.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_ROUTES } from '../../../common/contracts/content-routes';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { CONTENT_ENDPOINTS as CONTENT, type SpotlightItemInput } from '../../../common/contracts/content';
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
    [CONTENT.adminSpotlight, {}],
    [CONTENT.adminCreateSpotlight, { body: VALID }],
    [CONTENT.adminUpdateSpotlight, { params: { id: SOME_ID }, body: VALID }],
    [CONTENT.adminDeleteSpotlight, { params: { id: SOME_ID } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string } }),
);

/** Some inputs here leave out what the contract requires, on purpose: the server must refuse them. */
const create = (body: Partial<SpotlightItemInput>) =>
  t.call(CONTENT.adminCreateSpotlight, { cookie: cookies.admin, body: body as SpotlightItemInput });
const created = async (body: SpotlightItemInput) =>
  (await t.call(CONTENT.adminCreateSpotlight, { cookie: cookies.admin, body, expect: 201 })).body;
const adminList = async () => (await t.call(CONTENT.adminSpotlight, { cookie: cookies.admin, expect: 200 })).body.items;
const membersSee = async () => (await t.call(CONTENT.spotlight, { cookie: cookies.member, expect: 200 })).body.items;

describe('creating items', () => {
  it('makes a new item active and places it last (item count + 1), and audits it', async () => {
    const first = await created(VALID);
    expect(first.message).toBe('Spotlight item added');
    expect(first.item).toMatchObject({ ...VALID, linkUrl: null, isActive: true, displayOrder: 1 });
    const second = await created({ ...VALID, title: 'Second' });
    expect(second.item.displayOrder).toBe(2);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'spotlight.create'));
    expect(audits.find((audit) => audit.details?.id === first.item.id)).toMatchObject({
      actorEmail: adminEmail,
      subject: 'Member spotlight',
      details: { id: first.item.id, title: 'Member spotlight' },
    });
  });

  it('keeps a given order, trims the title, and turns an empty link into none', async () => {
    const response = await created({
      title: '  Spaced  ',
      imageUrl: 'https://images.example.com/a.jpg',
      linkUrl: '',
      isActive: false,
      displayOrder: '0',
    });
    expect(response.item).toMatchObject({ title: 'Spaced', linkUrl: null, isActive: false, displayOrder: 0 });
  });

  it.each([['abc'], ['one'], ['NaN']])('treats the non-numeric order %j as 0', async (displayOrder) => {
    expect((await created({ ...VALID, displayOrder })).item.displayOrder).toBe(0);
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
    expect(response.status === 400 && response.body.error.fields?.[field]).toBeTruthy();
    expect(await adminList()).toEqual([]);
  });

  it('asks for the title and the image when they are missing', async () => {
    const response = await create({});
    expect(response.status === 400 && response.body.error.fields).toMatchObject({
      title: 'Title is required',
      imageUrl: 'An image is required',
    });
  });

  it('accepts links to uploaded documents, site paths and http(s) addresses', async () => {
    for (const linkUrl of [
      '/uploads/spotlight-files/1-a.pdf',
      '/newsletters',
      'http://example.com/a',
      'https://example.com/b?c=d',
    ]) {
      expect((await created({ ...VALID, linkUrl })).item.linkUrl).toBe(linkUrl);
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
    expect((await membersSee()).map((i) => i.title)).toEqual(['Tie older', 'Tie newer', 'Late']);
  });

  it('edits an item, keeps its order when none is given, and audits it', async () => {
    const { item } = await created({ ...VALID, displayOrder: 7 });
    const response = await t.call(CONTENT.adminUpdateSpotlight, {
      params: { id: item.id },
      cookie: cookies.admin,
      body: { title: 'Renamed', imageUrl: VALID.imageUrl, linkUrl: 'https://example.com', isActive: false },
      expect: 200,
    });
    expect(response.body.item).toMatchObject({
      id: item.id,
      title: 'Renamed',
      linkUrl: 'https://example.com',
      isActive: false,
      displayOrder: 7,
    });
    expect(await membersSee()).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'spotlight.update'));
    expect(audits.some((a) => a.details?.id === item.id)).toBe(true);
  });

  it('deletes an item and audits it', async () => {
    const { item } = await created(VALID);
    await t.call(CONTENT.adminDeleteSpotlight, { params: { id: item.id }, cookie: cookies.admin, expect: 200 });
    expect(await adminList()).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'spotlight.delete'));
    expect(audits.some((a) => a.details?.id === item.id)).toBe(true);
  });

  it('answers 404 Record not found for an unknown id', async () => {
    const put = await t.call(CONTENT.adminUpdateSpotlight, {
      params: { id: SOME_ID },
      cookie: cookies.admin,
      body: VALID,
      expect: 404,
    });
    expect(put.body.error.message).toBe('Record not found');
    const del = await t.call(CONTENT.adminDeleteSpotlight, { params: { id: SOME_ID }, cookie: cookies.admin, expect: 404 });
    expect(del.body.error.message).toBe('Record not found');
  });

  // Raw HTTP on purpose: malformed ids, written into the path as they are (t.call would encode them).
  it.each([['not-a-uuid'], ['1%20or%201=1']])('answers 404 Record not found for the malformed id %s', async (id) => {
    const put = await t.request(endpointUrl(CONTENT_ROUTES.adminUpdateSpotlight, { id }), {
      method: 'PUT',
      cookie: cookies.admin,
      json: VALID,
    });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Record not found');
    const del = await t.request(endpointUrl(CONTENT_ROUTES.adminDeleteSpotlight, { id }), {
      method: 'DELETE',
      cookie: cookies.admin,
    });
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Record not found');
  });

  it('refuses an invalid edit without changing the item', async () => {
    const { item } = await created(VALID);
    await t.call(CONTENT.adminUpdateSpotlight, {
      params: { id: item.id },
      cookie: cookies.admin,
      body: { ...VALID, displayOrder: -2 },
      expect: 400,
    });
    expect((await adminList())[0]).toMatchObject({ title: VALID.title, displayOrder: 1 });
  });
});
