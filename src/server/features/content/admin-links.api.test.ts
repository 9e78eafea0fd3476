// The link rule on every address an administrator sets (decision 017; issue 14, finding 5): the routes
// refuse what would leave the site or call our own API with the viewer's cookie, and what was stored
// before the rule is never offered to anyone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EVENT_ROUTES } from '../../../common/contracts/events-routes';
import { CONTENT_ENDPOINTS as CONTENT } from '../../../common/contracts/content';
import { POST_ENDPOINTS as POSTS } from '../../../common/contracts/posts';
import { posts, sidebarUrls, spotlightCarousel } from '../../db/schema';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdmin(t);
  const m = await createMember(t);
  admin = (await t.signIn(a.email, a.password)).cookie;
  member = (await t.signIn(m.email, m.password)).cookie;
});
afterAll(() => t.close());

const OFF_SITE = ['/\\evil.example', '/\\/evil.example', '//evil.example', 'https://user:pw@evil.example/'];
const OWN_API = [
  '/api/admin/members/export',
  '/API/admin/members/export',
  '/uploads/%2e%2e/api/admin/members/export',
  '/uploads/%2E%2E/api/admin/members/export',
  '/uploads/../api/admin/members/export',
  '/%61pi/admin/members/export',
];

describe('sidebar targets', () => {
  it.each([...OFF_SITE, ...OWN_API])('refuses %s with the field named, and keeps the saved links', async (value) => {
    await t.call(CONTENT.adminSaveSidebarLinks, { cookie: admin, body: { contact: '/contact-us' }, expect: 200 });
    const response = await t.call(CONTENT.adminSaveSidebarLinks, { cookie: admin, body: { contact: value }, expect: 400 });
    expect(response.body.error.fields).toEqual({
      contact: 'Enter a full http(s) address or a path on this site starting with /',
    });
    expect((await t.call(CONTENT.sidebarLinks, { expect: 200 })).body.contact).toBe('/contact-us');
  });

  it('never offers a stored target that breaks the rule: the default is used instead', async () => {
    await t.db
      .insert(sidebarUrls)
      .values({ id: 1, contact: '/\\evil.example', aiTools: 'https://tools.example.com', openRoles: '/api/admin/members/export' })
      .onConflictDoUpdate({
        target: sidebarUrls.id,
        set: { contact: '/\\evil.example', aiTools: 'https://tools.example.com', openRoles: '/api/admin/members/export' },
      });
    const links = (await t.call(CONTENT.sidebarLinks, { expect: 200 })).body;
    expect(links).toMatchObject({ contact: null, openRoles: null, aiTools: 'https://tools.example.com' });
  });
});

describe('spotlight images and links', () => {
  const item = { title: 'Salon', imageUrl: '/uploads/spotlight-carousel/a.png' };

  it.each([...OFF_SITE, ...OWN_API, 'http://images.example.com/a.png', '/contact'])('refuses the image %s', async (imageUrl) => {
    const before = await t.db.select().from(spotlightCarousel);
    const response = await t.call(CONTENT.adminCreateSpotlight, { cookie: admin, body: { ...item, imageUrl }, expect: 400 });
    expect(response.body.error.fields).toEqual({ imageUrl: 'Upload an image, or enter an https:// image address' });
    expect(await t.db.select().from(spotlightCarousel)).toEqual(before);
  });

  it.each([...OFF_SITE, ...OWN_API])('refuses the link %s, on a new item and on an edit', async (linkUrl) => {
    const created = await t.call(CONTENT.adminCreateSpotlight, { cookie: admin, body: item, expect: 201 });
    const refused = await t.call(CONTENT.adminCreateSpotlight, { cookie: admin, body: { ...item, linkUrl }, expect: 400 });
    expect(refused.body.error.fields).toEqual({ linkUrl: 'Enter a full http(s) address or a path on this site starting with /' });
    const edit = await t.call(CONTENT.adminUpdateSpotlight, {
      params: { id: created.body.item.id },
      cookie: admin,
      body: { ...item, linkUrl },
    });
    expect(edit.status).toBe(400);
    const [row] = await t.db.select().from(spotlightCarousel).where(eq(spotlightCarousel.id, created.body.item.id));
    expect(row.linkUrl).toBeNull();
  });

  it('shows members no stored item whose image breaks the rule, and no such link', async () => {
    await t.db.delete(spotlightCarousel);
    await t.db.insert(spotlightCarousel).values([
      { title: 'Planted image', imageUrl: '/uploads/%2e%2e/api/admin/members/export', displayOrder: 1 },
      { title: 'Planted link', imageUrl: '/demo/spotlight-1.svg', linkUrl: '/\\evil.example', displayOrder: 2 },
      { title: 'Fine', imageUrl: 'https://images.example.com/a.png', linkUrl: '/newsletters', displayOrder: 3 },
    ]);
    const shown = (await t.call(CONTENT.spotlight, { cookie: member, expect: 200 })).body.items;
    expect(shown.map((i) => [i.title, i.linkUrl])).toEqual([
      ['Planted link', null],
      ['Fine', '/newsletters'],
    ]);
    // The dashboard still lists the planted item (so it can be fixed or deleted) without loading it.
    const listed = (await t.call(CONTENT.adminSpotlight, { cookie: admin, expect: 200 })).body.items;
    expect(listed.find((i) => i.title === 'Planted image')).toMatchObject({ imageUrl: '' });
  });
});

describe('newsletter cover images', () => {
  it.each([...OFF_SITE, ...OWN_API, 'http://images.example.com/a.png'])(
    'refuses %s, on a new post and on an edit',
    async (imageUrl) => {
      const refused = await t.call(POSTS.adminCreate, {
        cookie: admin,
        body: { title: 'Cover', content: 'Text', imageUrl },
        expect: 400,
      });
      expect(refused.body.error.fields).toEqual({ imageUrl: 'Enter an https address or a path on this site starting with /' });
      const created = await t.call(POSTS.adminCreate, {
        cookie: admin,
        body: { title: 'Cover', content: 'Text', imageUrl: '/uploads/post-images/a.png', allowDuplicateTitle: true },
        expect: 201,
      });
      const edit = await t.call(POSTS.adminUpdate, {
        params: { id: created.body.post.id },
        cookie: admin,
        body: { title: 'Cover', content: 'Text', imageUrl },
      });
      expect(edit.status).toBe(400);
      const [row] = await t.db.select().from(posts).where(eq(posts.id, created.body.post.id));
      expect(row.imageUrl).toBe('/uploads/post-images/a.png');
    },
  );

  it('shows a stored cover image that breaks the rule as none', async () => {
    const created = await t.call(POSTS.adminCreate, {
      cookie: admin,
      body: { title: 'Planted cover', content: 'Text' },
      expect: 201,
    });
    await t.db.update(posts).set({ imageUrl: '/api/admin/members/export' }).where(eq(posts.id, created.body.post.id));
    const page = (await t.call(POSTS.list, { query: { pageSize: 100 }, cookie: member, expect: 200 })).body;
    expect(page.items.find((p) => p.id === created.body.post.id)).toMatchObject({ imageUrl: null });
    const detail = (await t.call(POSTS.bySlug, { params: { slug: created.body.post.slug }, cookie: member, expect: 200 })).body;
    expect(detail.imageUrl).toBeNull();
  });
});

describe('event links', () => {
  it.each([...OFF_SITE, '/salonss', 'javascript:alert(1)'])('refuses %s', async (link) => {
    const response = await t.request(ADMIN_EVENT_ROUTES.create.path, {
      cookie: admin,
      json: { title: 'Salon', date: '2031-01-01T18:00', link },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ link: 'Enter a full http(s) address, such as https://example.com/salon' });
  });
});
