import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sidebarUrls, spotlightCarousel } from '../../db/schema';
import { createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content members read', () => {
  it('answers every sidebar target as null until overridden, then the override', async () => {
    const before = await t.request('/api/sidebar-links');
    expect(before.body).toEqual({ askFmc: null, upcomingEvents: null, pastEvents: null, newsletters: null, aiTools: null, openRoles: null, memberLocation: null, contact: null });
    await t.db.insert(sidebarUrls).values({ id: 1, aiTools: 'https://tools.example.com' });
    expect((await t.request('/api/sidebar-links')).body.aiTools).toBe('https://tools.example.com');
  });

  it('lists active spotlight items in display order, for members only', async () => {
    await t.db.insert(spotlightCarousel).values([
      { title: 'Second', imageUrl: '/demo/spotlight-2.svg', displayOrder: 2 },
      { title: 'Hidden', imageUrl: '/demo/spotlight-3.svg', displayOrder: 0, isActive: false },
      { title: 'First', imageUrl: '/demo/spotlight-1.svg', displayOrder: 1, linkUrl: 'https://example.com/first' },
    ]);
    expect((await t.request('/api/spotlight')).status).toBe(401);
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    const list = await t.request('/api/spotlight', { cookie });
    expect(list.body.items.map((i: { title: string }) => i.title)).toEqual(['First', 'Second']);
    expect(list.body.items[0]).toMatchObject({ imageUrl: '/demo/spotlight-1.svg', linkUrl: 'https://example.com/first' });
  });
});
