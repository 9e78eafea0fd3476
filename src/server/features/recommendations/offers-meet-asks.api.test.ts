// Offers meet asks (issue 33 item 6): a member whose Offering answers the viewer's Looking for (or whose
// Looking for the viewer's Offering answers) is recommended above a member of the same industry, in the
// recommendations and in People to meet; the reason is one sentence with the matched words; an Offering
// hidden from the viewer, or a member who left the directory, never counts; a changed Looking for writes
// the reason again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS as EVENTS } from '../../../common/contracts/events';
import { HOME_ENDPOINTS as HOME } from '../../../common/contracts/home';
import { RECOMMENDATION_ENDPOINTS as RECOMMENDATIONS } from '../../../common/contracts/recommendations';
import { attendees, eventRsvps, events } from '../../db/schema';
import { createAttendeeRows, createMemberWithProfile } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('offers meet asks', () => {
  let t: TestApp;
  let viewer: Awaited<ReturnType<typeof createMemberWithProfile>>;
  let cookie: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createMemberWithProfile(t, { firstName: 'Vera', lastName: 'Viewer', industry: 'Franchise' });
    await t.db
      .update(attendees)
      .set({ lookingFor: 'A franchise lawyer to check my agreements', offering: 'Marketing plans for new franchisees' })
      .where(eq(attendees.id, viewer.attendeeId));
    cookie = (await t.signIn(viewer.email, viewer.password)).cookie;
    const rows = await createAttendeeRows(t, [
      // Same industry, the newest: first before issue 33.
      { firstName: 'Sam', lastName: 'Same', industry: 'Franchise', createdAt: day(9) },
      { firstName: 'Ada', lastName: 'Stone', industry: 'Legal', offering: 'Franchise agreement reviews', createdAt: day(1) },
      { firstName: 'Ben', lastName: 'Bold', industry: 'Media', lookingFor: 'Marketing help', createdAt: day(2) },
      // Would match, but shows their Offering only to connections: it must not count, nor be named.
      {
        firstName: 'Hal',
        lastName: 'Hidden',
        industry: 'Legal',
        offering: 'Franchise agreements, reviewed',
        offeringVisibleTo: 'connections',
        createdAt: day(3),
      },
      // Would match, but left the directory: never recommended.
      { firstName: 'Lou', lastName: 'Left', industry: 'Legal', offering: 'Franchise law', inDirectory: false, createdAt: day(4) },
    ]);
    ids = Object.fromEntries(rows.map((row) => [row.firstName, row.id]));
  });
  afterAll(() => t.close());

  const recommendations = async () => (await t.call(RECOMMENDATIONS.list, { cookie, expect: 200 })).body.items;

  it('ranks an offer that answers the ask, and an ask the viewer’s offer answers, above the same industry', async () => {
    const items = await recommendations();
    expect(items.map((r) => r.firstName)).toEqual(['Ada', 'Ben', 'Sam']);
  });

  it('says why in one sentence built from the matched words', async () => {
    const [ada, ben, sam] = await recommendations();
    expect(ada.whyConnect.split(/(?<=\.) /)[0]).toBe(
      'Ada Stone offers franchise agreement reviews — you are looking for a franchise lawyer to check my agreements.',
    );
    expect(ben.whyConnect.split(/(?<=\.) /)[0]).toBe(
      'Ben Bold is looking for marketing help — you offer marketing plans for new franchisees.',
    );
    // No match: the reason is the industry's, as before.
    expect(sam.whyConnect).toMatch(/^You and Sam Same both work in Franchise/);
    expect(ada.offering).toBe('Franchise agreement reviews');
  });

  it('never counts or names an Offering hidden from the viewer, nor a member who left the directory', async () => {
    const items = await recommendations();
    const shown = items.map((r) => r.attendeeId);
    expect(shown).not.toContain(ids.Hal);
    expect(shown).not.toContain(ids.Lou);
    expect(JSON.stringify(items)).not.toContain('reviewed');
    // With Sam archived for a moment, Hal comes fourth on the newest rule alone,
    // as a member with nothing shared: no word of his hidden Offering in his reason.
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, ids.Sam));
    const after = await recommendations().finally(() =>
      t.db.update(attendees).set({ archived: false }).where(eq(attendees.id, ids.Sam)),
    );
    expect(after.map((r) => r.firstName)).toEqual(['Ada', 'Ben', 'Hal']);
    expect(after[2]).not.toHaveProperty('offering');
    expect(after[2].whyConnect).not.toMatch(/agreement|reviewed/i);
  });

  it('the member home’s top recommendation is the best offer for the ask', async () => {
    const home = (await t.call(HOME.home, { cookie, expect: 200 })).body;
    expect(home.recommendation?.firstName).toBe('Ada');
    expect(home.recommendation?.whyConnect).toContain('franchise agreement reviews');
  });

  it('writes the reason again when the Looking for changes', async () => {
    await t.db.update(attendees).set({ lookingFor: 'A bookkeeper' }).where(eq(attendees.id, viewer.attendeeId));
    const items = await recommendations();
    expect(items.map((r) => r.firstName)).toEqual(['Ben', 'Sam', 'Hal']);
    const ada = (await recommendations()).find((r) => r.firstName === 'Ada');
    expect(ada).toBeUndefined();
    await t.db
      .update(attendees)
      .set({ lookingFor: 'Someone who reviews franchise agreements' })
      .where(eq(attendees.id, viewer.attendeeId));
    const [first] = await recommendations();
    expect(first.firstName).toBe('Ada');
    expect(first.whyConnect).toMatch(
      /^Ada Stone offers franchise agreement reviews — you are looking for someone who reviews franchise agreements\./,
    );
  });

  it('People to meet ranks the listed attendees the same way, leaving out those who left the directory', async () => {
    const [event] = await t.db
      .insert(events)
      .values({ title: 'Franchise breakfast', date: new Date('2030-01-01T08:00:00Z') })
      .returning();
    const going = (attendeeId: string) => ({ eventId: event.id, attendeeId, status: 'going' as const, showOnList: true });
    await t.db.insert(eventRsvps).values([going(viewer.attendeeId), going(ids.Sam), going(ids.Ada), going(ids.Lou)]);
    const people = (await t.call(EVENTS.peopleToMeet, { params: { id: event.id }, cookie, expect: 200 })).body;
    expect(people.items.map((p) => p.firstName)).toEqual(['Ada', 'Sam']);
    expect(people.items[0].whyConnect).toContain('franchise agreement reviews');
    // Lou chose to be on the attendee list: there they stay.
    const list = (await t.call(EVENTS.attendees, { params: { id: event.id }, cookie, expect: 200 })).body;
    expect(list.items.map((p) => p.firstName)).toContain('Lou');
  });
});
