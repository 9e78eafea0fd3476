// GET /api/admin/community-health/offers-and-asks (issue 33, item 7): the words and phrases members use most
// in what they offer and what they look for, counted by hand below; members only; administrators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_HEALTH_ENDPOINTS as HEALTH } from '../../../common/contracts/community-health';
import { createAttendeeRows } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInEachKind>>['cookies'];
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies } = await signInEachKind(t, { deactivated: true }));
});
afterAll(() => t.close());

describeAdminOnly([[HEALTH.offersAndAsks, {}]], () => ({ t, cookies }), { withDeactivated: true });

describe('the most common offers and asks', () => {
  it('says so when nobody has written any', async () => {
    const empty = await t.call(HEALTH.offersAndAsks, { cookie: cookies.admin, expect: 200 });
    expect(empty.body).toEqual({ items: [], membersOffering: 0, membersLooking: 0 });
  });

  it('counts each word and phrase once per member and text, by stem, leaving out common words and non-members', async () => {
    await createAttendeeRows(t, [
      { offering: 'I can help founders with fundraising. Fundraising decks too!', lookingFor: 'A product designer' },
      { offering: 'Fundraising advice for a founder', lookingFor: 'Product designers and a lawyer' },
      { offering: 'Legal advice', lookingFor: 'Fundraising' },
      { offering: 'Fundraising', lookingFor: 'product designer' },
      // Not members: not counted.
      { archived: true, offering: 'Fundraising fundraising', lookingFor: 'Product designer' },
      { onboardingCompleted: false, offering: 'Fundraising', lookingFor: 'Product designer' },
      { banned: true, offering: 'Fundraising', lookingFor: 'Product designer' },
    ]);
    const { body } = await t.call(HEALTH.offersAndAsks, { cookie: cookies.admin, expect: 200 });
    expect(body.membersOffering).toBe(4);
    expect(body.membersLooking).toBe(4);
    const byPhrase = new Map(body.items.map((item: { phrase: string }) => [item.phrase, item]));
    expect(body.items[0]).toEqual({ phrase: 'fundraising', offering: 3, lookingFor: 1 });
    // 'designer' and 'designers' share a stem; the commonest form is shown.
    expect(byPhrase.get('product')).toEqual({ phrase: 'product', offering: 0, lookingFor: 3 });
    expect(byPhrase.get('designer')).toEqual({ phrase: 'designer', offering: 0, lookingFor: 3 });
    expect(byPhrase.get('product designer')).toEqual({ phrase: 'product designer', offering: 0, lookingFor: 3 });
    expect(byPhrase.get('founders') ?? byPhrase.get('founder')).toMatchObject({ offering: 2, lookingFor: 0 });
    expect(byPhrase.get('advice')).toEqual({ phrase: 'advice', offering: 2, lookingFor: 0 });
    // A phrase only one member uses is left out; single words are kept.
    expect(byPhrase.has('legal advice')).toBe(false);
    expect(byPhrase.get('legal')).toEqual({ phrase: 'legal', offering: 1, lookingFor: 0 });
    // Common words and fillers are not in the table.
    for (const word of ['i', 'can', 'help', 'with', 'a', 'and', 'too', 'for']) expect(byPhrase.has(word), word).toBe(false);
    // The most used first.
    const totals = body.items.map((item: { offering: number; lookingFor: number }) => item.offering + item.lookingFor);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
