import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ENDPOINTS as CONTENT } from '../../../common/contracts/content';
import { auditLog, sidebarUrls, spotlightCarousel } from '../../db/schema';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content members read', () => {
  it('answers every sidebar target as null until overridden, then the override', async () => {
    const before = await t.call(CONTENT.sidebarLinks, {});
    expect(before.body).toEqual({
      askFmc: null,
      upcomingEvents: null,
      pastEvents: null,
      newsletters: null,
      aiTools: null,
      openRoles: null,
      memberLocation: null,
      contact: null,
    });
    await t.db.insert(sidebarUrls).values({ id: 1, aiTools: 'https://tools.example.com' });
    expect((await t.call(CONTENT.sidebarLinks, { expect: 200 })).body.aiTools).toBe('https://tools.example.com');
  });

  it('lists active spotlight items in display order, for members only', async () => {
    await t.db.insert(spotlightCarousel).values([
      { title: 'Second', imageUrl: '/demo/spotlight-2.svg', displayOrder: 2 },
      { title: 'Hidden', imageUrl: '/demo/spotlight-3.svg', displayOrder: 0, isActive: false },
      { title: 'First', imageUrl: '/demo/spotlight-1.svg', displayOrder: 1, linkUrl: 'https://example.com/first' },
    ]);
    expect((await t.call(CONTENT.spotlight, {})).status).toBe(401);
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    const list = await t.call(CONTENT.spotlight, { cookie, expect: 200 });
    expect(list.body.items.map((i) => i.title)).toEqual(['First', 'Second']);
    expect(list.body.items[0]).toMatchObject({ imageUrl: '/demo/spotlight-1.svg', linkUrl: 'https://example.com/first' });
  });
});

describe('administrators save the sidebar links', () => {
  it('saves overrides, clears empty ones, and the sidebar follows', async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    const saved = await t.call(CONTENT.adminSaveSidebarLinks, {
      cookie,
      body: { aiTools: ' https://tools.example.com/ai ', contact: '/contact-us', newsletters: '' },
      expect: 200,
    });
    expect(saved.body.message).toBe('Sidebar URLs saved');
    const links = (await t.call(CONTENT.sidebarLinks, { expect: 200 })).body;
    expect(links).toMatchObject({
      aiTools: 'https://tools.example.com/ai',
      contact: '/contact-us',
      newsletters: null,
      askFmc: null,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sidebar-links.save'));
    expect(audit.actorEmail).toBe(admin.email);
  });

  it.each([['javascript:alert(1)'], ['//evil.example.com'], ['ftp://files.example.com'], ['not a link'], ['x'.repeat(501)]])(
    'refuses %s with a message and changes nothing',
    async (value) => {
      const admin = await createAdmin(t);
      const { cookie } = await t.signIn(admin.email, admin.password);
      const before = (await t.call(CONTENT.sidebarLinks, { expect: 200 })).body;
      const response = await t.call(CONTENT.adminSaveSidebarLinks, { cookie, body: { openRoles: value }, expect: 400 });
      expect(response.body.error.fields?.openRoles).toBeTruthy();
      expect((await t.call(CONTENT.sidebarLinks, { expect: 200 })).body).toEqual(before);
    },
  );

  it('answers a visitor 401 and a member 403', async () => {
    expect((await t.call(CONTENT.adminSaveSidebarLinks, { body: {} })).status).toBe(401);
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await t.call(CONTENT.adminSaveSidebarLinks, { cookie, body: {} })).status).toBe(403);
  });
});
