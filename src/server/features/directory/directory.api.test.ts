// The members' directory (issue 33, decision 047): who may call it, what each viewer finds and sees of each
// field for each audience, facets whose counts are what their filter returns, paging, and a member's page
// with its 404 rules.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_ENDPOINTS as DIRECTORY, type DirectoryQuery } from '../../../common/contracts/directory';
import type { Audience, MemberField } from '../../../common/contracts/member-fields';
import {
  adminUsers,
  attendeeInterests,
  attendees,
  bannedUsers,
  connectionRequests,
  eventRsvps,
  events,
  users,
} from '../../db/schema';
import { createAdmin, createAttendeeRows, createMember, createMemberWithProfile } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** The audience columns of attendees, by field (decision 043). */
const VISIBLE_TO = {
  photo: 'photoVisibleTo',
  headline: 'headlineVisibleTo',
  company: 'companyVisibleTo',
  jobTitle: 'jobTitleVisibleTo',
  industry: 'industryVisibleTo',
  summary: 'summaryVisibleTo',
  location: 'locationVisibleTo',
  interests: 'interestsVisibleTo',
  offering: 'offeringVisibleTo',
  lookingFor: 'lookingForVisibleTo',
  links: 'linksVisibleTo',
  email: 'emailVisibleTo',
} as const satisfies Record<MemberField, keyof typeof attendees.$inferInsert>;

async function connect(t: TestApp, a: string, b: string) {
  const now = new Date();
  await t.db.insert(connectionRequests).values({
    fromAttendeeId: a,
    toAttendeeId: b,
    status: 'accepted',
    acceptedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  });
}

async function setAudience(t: TestApp, attendeeId: string, field: MemberField, audience: Audience) {
  await t.db
    .update(attendees)
    .set({ [VISIBLE_TO[field]]: audience })
    .where(eq(attendees.id, attendeeId));
}

describe('the directory', () => {
  let t: TestApp;
  let cookies: Awaited<ReturnType<typeof signInEachKind>>['cookies'];
  let viewerCookie: string;
  let connectionCookie: string;
  let viewer: Awaited<ReturnType<typeof createMember>>;
  let friend: Awaited<ReturnType<typeof createMember>>;
  let bea: Awaited<ReturnType<typeof createMemberWithProfile>>;
  const list = (cookie: string, query: Partial<DirectoryQuery> = {}) => t.call(DIRECTORY.list, { cookie, query, expect: 200 });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookies } = await signInEachKind(t, { deactivated: true }));
    viewer = await createMember(t, { firstName: 'Ava', lastName: 'Viewer', industry: 'Retail', company: 'Viewco' });
    friend = await createMember(t, { firstName: 'Cleo', lastName: 'Connection', industry: 'Retail', company: 'Friendco' });
    bea = await createMemberWithProfile(t, {
      firstName: 'Bea',
      lastName: 'Broker',
      industry: 'Franchise',
      company: 'Brokerage',
      jobTitle: 'Partner',
      interests: ['Franchise law', 'Mediation'],
      summary: 'Twenty years of zebracorn disputes.\n\nNow teaching.',
    });
    await t.db
      .update(attendees)
      .set({
        headline: 'Helping founders sign fair deals',
        city: 'Lisbon',
        country: 'Portugal',
        offering: 'franchise law reviews',
        lookingFor: 'quokka investors',
        websiteUrl: 'https://bea.example',
        linkedinUrl: 'https://www.linkedin.com/in/bea',
        locationVisibleTo: 'connections',
      })
      .where(eq(attendees.id, bea.attendeeId));
    await connect(t, friend.attendeeId!, bea.attendeeId);
    viewerCookie = (await t.signIn(viewer.email, viewer.password)).cookie;
    connectionCookie = (await t.signIn(friend.email, friend.password)).cookie;
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    for (const endpoint of [DIRECTORY.list, DIRECTORY.member] as const) {
      const params = () => (endpoint === DIRECTORY.member ? { attendeeId: bea.attendeeId } : undefined);
      it(`${endpoint.method} ${endpoint.path}: a visitor 401, not onboarded 403, deactivated 403`, async () => {
        expect((await t.call(endpoint as typeof DIRECTORY.member, { params: params()! })).status).toBe(401);
        expect(
          (await t.call(endpoint as typeof DIRECTORY.member, { params: params()!, cookie: cookies.notOnboarded })).status,
        ).toBe(403);
        const banned = await t.call(endpoint as typeof DIRECTORY.member, { params: params()!, cookie: cookies.deactivated });
        expect(banned.status).toBe(403);
      });
      it(`${endpoint.method} ${endpoint.path}: a member, another member and an organiser 200`, async () => {
        for (const cookie of [cookies.member, viewerCookie, cookies.admin]) {
          expect((await t.call(endpoint as typeof DIRECTORY.member, { params: params()!, cookie })).status).toBe(200);
        }
      });
    }
  });

  it('finds a member by a word of their offering, without the city they show only to connections', async () => {
    const { body } = await list(viewerCookie, { q: 'franchise' });
    const found = body.items.find((item) => item.attendeeId === bea.attendeeId);
    expect(found).toMatchObject({
      fullName: 'Bea Broker',
      offering: 'franchise law reviews',
      headline: 'Helping founders sign fair deals',
    });
    expect(found).not.toHaveProperty('city');
    expect(found).not.toHaveProperty('country');
    expect(found).not.toHaveProperty('email');
    const asConnection = (await list(connectionCookie, { q: 'franchise' })).body.items.find(
      (i) => i.attendeeId === bea.attendeeId,
    );
    expect(asConnection).toMatchObject({ city: 'Lisbon', country: 'Portugal', email: bea.email });
  });

  it('searches the beginnings of words, every word, over name, headline, skills and bio; never the viewer themself', async () => {
    const ids = async (q: string, cookie = viewerCookie) => (await list(cookie, { q })).body.items.map((i) => i.attendeeId);
    expect(await ids('zebraco')).toEqual([bea.attendeeId]);
    expect(await ids('Bro fair')).toEqual([bea.attendeeId]);
    expect(await ids('mediation')).toEqual([bea.attendeeId]);
    expect(await ids('bea nothing-like-this')).toEqual([]);
    expect(await ids('viewer')).toEqual([]);
    // % and _ are no words: they find nobody, and neither they nor the full-text operators break the query.
    expect(await ids('%')).toEqual([]);
    expect(await ids("bro & | ! :* ( ' \\")).toEqual([bea.attendeeId]);
  });

  describe('each field, each audience, in the list and its search', () => {
    // A field, a value only it carries, and how the search finds that value (null: not searched).
    const cases: Array<{ field: MemberField; key: string; value: string; searched: boolean }> = [
      { field: 'headline', key: 'headline', value: 'Uniqheadline specialist', searched: true },
      { field: 'offering', key: 'offering', value: 'uniqoffering audits', searched: true },
      { field: 'lookingFor', key: 'lookingFor', value: 'uniqlooking partners', searched: true },
      { field: 'company', key: 'company', value: 'Uniqcompany Ltd', searched: true },
      { field: 'jobTitle', key: 'jobTitle', value: 'Uniqjobtitle lead', searched: true },
      { field: 'summary', key: 'summary', value: 'Uniqsummary story', searched: true },
      { field: 'interests', key: 'interests', value: 'Uniqinterest', searched: true },
      { field: 'industry', key: 'industry', value: 'Uniqindustry', searched: false },
      { field: 'location', key: 'city', value: 'Uniqcity', searched: false },
      { field: 'links', key: 'websiteUrl', value: 'https://uniq.example', searched: false },
      { field: 'email', key: 'email', value: '', searched: false },
    ];
    for (const { field, key, value, searched } of cases) {
      for (const audience of ['members', 'connections', 'organisers'] as const) {
        it(`${field} shown to ${audience}`, async () => {
          const owner = await createMemberWithProfile(t, {
            firstName: 'Fay',
            lastName: `Field${field}${audience}`,
            summary: field === 'summary' ? value : undefined,
            interests: field === 'interests' ? [value] : undefined,
          });
          const values: Partial<typeof attendees.$inferInsert> = {};
          if (field === 'headline') values.headline = value;
          if (field === 'offering') values.offering = value;
          if (field === 'lookingFor') values.lookingFor = value;
          if (field === 'company') values.company = value;
          if (field === 'jobTitle') values.jobTitle = value;
          if (field === 'industry') values.industry = value;
          if (field === 'location') values.city = value;
          if (field === 'links') values.websiteUrl = value;
          if (Object.keys(values).length) await t.db.update(attendees).set(values).where(eq(attendees.id, owner.attendeeId));
          await setAudience(t, owner.attendeeId, field, audience);
          const linked = await createMember(t, { firstName: 'Lin', lastName: 'Linked' });
          await connect(t, linked.attendeeId!, owner.attendeeId);
          const linkedCookie = (await t.signIn(linked.email, linked.password)).cookie;
          const expected = field === 'email' ? owner.email : value;
          const shown = (item: Record<string, unknown> | undefined) =>
            key === 'interests'
              ? (item?.interests as string[] | undefined)?.includes(expected) === true
              : item?.[key] === expected;
          const q = `Field${field}${audience}`;
          const sees = { member: audience === 'members', connection: audience !== 'organisers', organiser: true };
          for (const [who, cookie] of [
            ['member', viewerCookie],
            ['connection', linkedCookie],
            ['organiser', cookies.admin],
          ] as const) {
            const item = (await list(cookie, { q })).body.items.find((i) => i.attendeeId === owner.attendeeId);
            expect(item, `${who} finds the member by name`).toBeDefined();
            expect(shown(item), `${who} sees ${field}`).toBe(sees[who]);
            if (!sees[who]) expect(item).not.toHaveProperty(key);
            const page = (await t.call(DIRECTORY.member, { cookie, params: { attendeeId: owner.attendeeId }, expect: 200 })).body;
            expect(shown(page.member), `${who} sees ${field} on the member's page`).toBe(sees[who]);
            if (searched) {
              const word = value.split(' ')[0].toLowerCase();
              const found = (await list(cookie, { q: word })).body.items.some((i) => i.attendeeId === owner.attendeeId);
              expect(found, `${who} finds them by their ${field}`).toBe(sees[who]);
            }
          }
        });
      }
    }
  });

  describe('facets', () => {
    let hiddenCity: string;
    beforeAll(async () => {
      const rows = await createAttendeeRows(t, [
        { firstName: 'Fio', lastName: 'Facet', industry: 'Aviation', city: 'Porto', country: 'Portugal', interests: ['Flying'] },
        {
          firstName: 'Fia',
          lastName: 'Facet',
          industry: 'aviation ',
          city: 'Porto',
          country: 'Portugal',
          interests: ['flying', 'Golf'],
        },
        { firstName: 'Fen', lastName: 'Facet', industry: 'Media', city: 'Oslo', country: 'Norway', interests: ['Golf'] },
        {
          firstName: 'Fox',
          lastName: 'Facet',
          industry: 'Aviation',
          city: 'Secretville',
          country: 'Hiddenland',
          interests: ['Flying'],
          locationVisibleTo: 'organisers',
          industryVisibleTo: 'connections',
        },
        { firstName: 'Fay', lastName: 'Facet', industry: 'Aviation', city: 'Porto', inDirectory: false },
        { firstName: 'Fae', lastName: 'Facet', industry: 'Aviation', city: 'Porto', archived: true },
      ]);
      hiddenCity = 'Secretville, Hiddenland';
      expect(rows).toHaveLength(6);
    });

    it('counts what each filter returns, over the fields the viewer may see', async () => {
      const { body } = await list(viewerCookie, { q: 'facet' });
      expect(body.total).toBe(4);
      expect(body.facets.industries).toEqual([
        { value: 'Aviation', count: 2 },
        { value: 'Media', count: 1 },
      ]);
      expect(body.facets.places).toEqual([
        { value: 'Porto, Portugal', count: 2 },
        { value: 'Oslo, Norway', count: 1 },
      ]);
      expect(body.facets.topics.map((f) => f.value.toLowerCase())).toEqual(['flying', 'golf']);
      expect(body.facets.topics.map((f) => f.count)).toEqual([3, 2]);
      for (const facet of body.facets.industries) {
        expect((await list(viewerCookie, { q: 'facet', industry: facet.value })).body.total).toBe(facet.count);
      }
      for (const facet of body.facets.places) {
        expect((await list(viewerCookie, { q: 'facet', place: facet.value })).body.total).toBe(facet.count);
      }
      for (const facet of body.facets.topics) {
        expect((await list(viewerCookie, { q: 'facet', topic: facet.value })).body.total).toBe(facet.count);
      }
      expect((await list(viewerCookie, { q: 'facet', newThisMonth: true })).body.total).toBe(body.facets.newThisMonth);
    });

    it('never puts a hidden city in a count, nor lets a filter find it', async () => {
      const asMember = await list(viewerCookie, { q: 'facet' });
      expect(JSON.stringify(asMember.body)).not.toContain('Secretville');
      expect((await list(viewerCookie, { q: 'facet', place: hiddenCity })).body.total).toBe(0);
      expect((await list(viewerCookie, { q: 'secretville' })).body.total).toBe(0);
      const asOrganiser = await list(cookies.admin, { q: 'facet' });
      expect(asOrganiser.body.facets.places).toContainEqual({ value: hiddenCity, count: 1 });
      expect((await list(cookies.admin, { q: 'facet', place: hiddenCity })).body.total).toBe(1);
    });

    it('keeps the other filters in each facet’s counts', async () => {
      const { body } = await list(viewerCookie, { q: 'facet', topic: 'golf' });
      expect(body.total).toBe(2);
      expect(body.facets.industries).toEqual([
        { value: 'aviation', count: 1 },
        { value: 'Media', count: 1 },
      ]);
      for (const facet of body.facets.industries) {
        expect((await list(viewerCookie, { q: 'facet', topic: 'golf', industry: facet.value })).body.total).toBe(facet.count);
      }
    });

    it('counts the members going to an event the viewer is going to, listed ones only', async () => {
      const [event] = await t.db
        .insert(events)
        .values({ title: 'Facet Summit', date: new Date(Date.now() + 7 * 86_400_000) })
        .returning();
      const facetRows = await t.db
        .select({ id: attendees.id, firstName: attendees.firstName })
        .from(attendees)
        .where(eq(attendees.lastName, 'Facet'));
      const byName = Object.fromEntries(facetRows.map((r) => [r.firstName, r.id]));
      await t.db.insert(eventRsvps).values([
        { eventId: event.id, attendeeId: viewer.attendeeId!, status: 'going' },
        { eventId: event.id, attendeeId: byName.Fio, status: 'going', showOnList: true },
        { eventId: event.id, attendeeId: byName.Fen, status: 'going', showOnList: false },
      ]);
      const { body } = await list(viewerCookie, { q: 'facet' });
      expect(body.facets.events).toEqual([
        { eventId: event.id, title: 'Facet Summit', date: event.date.toISOString(), count: 1 },
      ]);
      const filtered = await list(viewerCookie, { q: 'facet', eventId: event.id });
      expect(filtered.body.items.map((i) => i.firstName)).toEqual(['Fio']);
      // An event the caller is not going to cannot be used to learn who is.
      expect((await t.call(DIRECTORY.list, { cookie: connectionCookie, query: { eventId: event.id } })).status).toBe(404);
      // The count is what the event's filter returns, the other filters kept, searched (each member's RSVP looked
      // up by its key) or not (the event's RSVPs joined at once): both plans of decision 049's amendment.
      for (const q of ['facet', undefined]) {
        for (const place of [undefined, 'Porto, Portugal', 'Oslo, Norway']) {
          const query = { ...(q ? { q } : {}), ...(place ? { place } : {}) };
          const counted = (await list(viewerCookie, query)).body.facets.events.find((e) => e.eventId === event.id)?.count;
          const going = (await list(viewerCookie, { ...query, eventId: event.id })).body;
          expect(going.total).toBe(counted);
          expect(going.items.map((i) => i.firstName)).toEqual(place === 'Oslo, Norway' ? [] : ['Fio']);
        }
        // An organiser sees who chose not to be on the list, searched or not.
        const asOrganiser = (await list(cookies.admin, { ...(q ? { q } : {}), eventId: event.id })).body;
        expect(asOrganiser.items.map((i) => i.firstName)).toEqual(expect.arrayContaining(['Fio', 'Fen']));
      }
    });

    it('gives each facet value the total its filter returns, for a member, a connection and an organiser', async () => {
      const [fiz] = await createAttendeeRows(t, [
        {
          firstName: 'Fiz',
          lastName: 'Facet',
          industry: 'Aviation',
          city: 'Porto',
          country: 'Portugal',
          interests: ['Golf', 'Gliding'],
          interestsVisibleTo: 'organisers',
          industryVisibleTo: 'connections',
        },
      ]);
      await connect(t, friend.attendeeId!, fiz.id);
      const seen: Record<string, string[]> = {};
      for (const [who, cookie] of [
        ['member', viewerCookie],
        ['connection', connectionCookie],
        ['organiser', cookies.admin],
      ] as const) {
        for (const kept of [{}, { topic: 'golf' }, { place: 'Porto, Portugal' }]) {
          const base = { q: 'facet', ...kept };
          const { body } = await list(cookie, base);
          const check = async (filter: Partial<DirectoryQuery>, count: number) =>
            expect(
              (await list(cookie, { ...base, ...filter })).body.total,
              `${who} ${JSON.stringify({ ...base, ...filter })}`,
            ).toBe(count);
          for (const facet of body.facets.industries) await check({ industry: facet.value }, facet.count);
          for (const facet of body.facets.places) await check({ place: facet.value }, facet.count);
          for (const facet of body.facets.topics) await check({ topic: facet.value }, facet.count);
          seen[who] = [...(seen[who] ?? []), ...body.facets.topics.map((f) => f.value.toLowerCase())];
        }
      }
      // Skills shown to organisers alone are in no member's or connection's count, nor found by their filter.
      expect(seen.member).not.toContain('gliding');
      expect(seen.connection).not.toContain('gliding');
      expect(seen.organiser).toContain('gliding');
      expect((await list(connectionCookie, { q: 'facet', topic: 'Gliding' })).body.total).toBe(0);
    });
  });

  it('orders a search by where its first word is found: name, then headline, then company, then bio; newest first within each', async () => {
    // Oldest first, so the order below is relevance's and not the newest-first tie-break's.
    for (const spec of [
      { firstName: 'Quillon', lastName: 'Named' },
      { firstName: 'Hal', lastName: 'Headlined', headline: 'Quillon collector' },
      { firstName: 'Cam', lastName: 'Companied', company: 'Quillon Ltd' },
      { firstName: 'Bo', lastName: 'Bioed', summary: 'I restore an old quillon.' },
      { firstName: 'Hub', lastName: 'Headlined', headline: 'Quillon dealer' },
    ])
      await createAttendeeRows(t, [spec]);
    const { body } = await list(viewerCookie, { q: 'quillon', sort: 'relevance' });
    expect(body.items.map((i) => i.lastName)).toEqual(['Named', 'Headlined', 'Headlined', 'Companied', 'Bioed']);
    expect(body.items.map((i) => i.firstName).slice(1, 3)).toEqual(['Hub', 'Hal']);
    const newest = await list(viewerCookie, { q: 'quillon', sort: 'newest' });
    expect(newest.body.items.map((i) => i.firstName)).toEqual(['Hub', 'Bo', 'Cam', 'Hal', 'Quillon']);
  });

  it('pages, newest first, with the same total on every page', async () => {
    await createAttendeeRows(
      t,
      Array.from({ length: 5 }, (_, i) => ({
        firstName: 'Pia',
        lastName: `Pager${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const first = await list(viewerCookie, { q: 'pager', sort: 'newest', pageSize: 2 });
    const second = await list(viewerCookie, { q: 'pager', sort: 'newest', pageSize: 2, page: 2 });
    const third = await list(viewerCookie, { q: 'pager', sort: 'newest', pageSize: 2, page: 3 });
    const past = await list(viewerCookie, { q: 'pager', sort: 'newest', pageSize: 2, page: 9 });
    expect([first, second, third, past].map((p) => p.body.total)).toEqual([5, 5, 5, 5]);
    expect([...first.body.items, ...second.body.items, ...third.body.items].map((i) => i.lastName)).toEqual([
      'Pager4',
      'Pager3',
      'Pager2',
      'Pager1',
      'Pager0',
    ]);
    expect(past.body.items).toEqual([]);
  });

  it('refuses bad input with a clear 400', async () => {
    const long = await t.call(DIRECTORY.list, { cookie: viewerCookie, query: { q: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    const sort = await t.call(DIRECTORY.list, { cookie: viewerCookie, query: { sort: 'oldest' as never } });
    expect(sort.status).toBe(400);
    const size = await t.call(DIRECTORY.list, { cookie: viewerCookie, query: { pageSize: 500 } });
    expect(size.status).toBe(400);
  });

  describe('a member’s page', () => {
    it('carries shared events, connections in common and the Connect state', async () => {
      const [event] = await t.db
        .insert(events)
        .values({ title: 'Shared Salon', date: new Date(Date.now() + 86_400_000) })
        .returning();
      await t.db.insert(eventRsvps).values([
        { eventId: event.id, attendeeId: friend.attendeeId!, status: 'going' },
        { eventId: event.id, attendeeId: bea.attendeeId, status: 'going', showOnList: true },
      ]);
      const common = await createMember(t, { firstName: 'Col', lastName: 'Common' });
      await connect(t, common.attendeeId!, friend.attendeeId!);
      await connect(t, bea.attendeeId, common.attendeeId!);
      const { body } = await t.call(DIRECTORY.member, {
        cookie: connectionCookie,
        params: { attendeeId: bea.attendeeId },
        expect: 200,
      });
      expect(body.member).toMatchObject({
        fullName: 'Bea Broker',
        city: 'Lisbon',
        summary: 'Twenty years of zebracorn disputes.\n\nNow teaching.',
      });
      expect(body.connection.kind).toBe('connected');
      expect(body.sharedEvents).toEqual({
        total: 1,
        items: [{ eventId: event.id, title: 'Shared Salon', date: event.date.toISOString() }],
      });
      expect(body.connectionsInCommon).toEqual({ total: 1, people: [{ attendeeId: common.attendeeId, fullName: 'Col Common' }] });
      const stranger = await t.call(DIRECTORY.member, {
        cookie: viewerCookie,
        params: { attendeeId: bea.attendeeId },
        expect: 200,
      });
      expect(stranger.body.connection).toEqual({ kind: 'none' });
      expect(stranger.body.member).not.toHaveProperty('city');
      expect(stranger.body.sharedEvents.total).toBe(0);
    });

    it('a member who left the directory: 404 to others, 200 to a connection, an organiser and themself; in no list', async () => {
      const left = await createMember(t, { firstName: 'Lea', lastName: 'Leaver' });
      const linked = await createMember(t, { firstName: 'Lou', lastName: 'Linked' });
      await connect(t, left.attendeeId!, linked.attendeeId!);
      await t.db.update(attendees).set({ inDirectory: false }).where(eq(attendees.id, left.attendeeId!));
      const page = (cookie: string) => t.call(DIRECTORY.member, { cookie, params: { attendeeId: left.attendeeId! } });
      const notFound = await page(viewerCookie);
      expect(notFound.status).toBe(404);
      expect(notFound.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Member not found' } });
      expect((await page((await t.signIn(linked.email, linked.password)).cookie)).status).toBe(200);
      expect((await page(cookies.admin)).status).toBe(200);
      expect((await page((await t.signIn(left.email, left.password)).cookie)).status).toBe(200);
      for (const cookie of [viewerCookie, (await t.signIn(linked.email, linked.password)).cookie]) {
        expect((await list(cookie, { q: 'leaver' })).body.total).toBe(0);
      }
    });

    it('deactivated, archived and unknown members: 404 to members; an organiser still sees the archived', async () => {
      const gone = await createMember(t, { firstName: 'Dee', lastName: 'Deactivated' });
      await t.db.update(users).set({ banned: true }).where(eq(users.id, gone.userId));
      const archived = await createMember(t, { firstName: 'Arch', lastName: 'Ived' });
      await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, archived.attendeeId!));
      const organiser = await createAdmin(t);
      for (const attendeeId of [
        gone.attendeeId!,
        archived.attendeeId!,
        organiser.attendeeId!,
        '00000000-0000-4000-8000-000000000000',
        'nope',
      ]) {
        expect((await t.call(DIRECTORY.member, { cookie: viewerCookie, params: { attendeeId } })).status).toBe(404);
      }
      expect(
        (await t.call(DIRECTORY.member, { cookie: cookies.admin, params: { attendeeId: archived.attendeeId! } })).status,
      ).toBe(200);
      expect((await list(viewerCookie, { q: 'ived' })).body.total).toBe(0);
      expect((await list(viewerCookie, { q: 'deactivated' })).body.total).toBe(0);
    });

    it('follows the changes that list or unlist a member, and a skill renamed (directory_entries, migration 0024)', async () => {
      const member = await createMember(t, { firstName: 'Rhea', lastName: 'Relisted', email: 'rhea.relisted@example.com' });
      await t.db.insert(attendeeInterests).values({ attendeeId: member.attendeeId!, interestName: 'Kiteboarding' });
      const found = async () => (await list(viewerCookie, { q: 'relisted' })).body.total;
      expect(await found()).toBe(1);
      await t.db.insert(bannedUsers).values({ userId: member.userId, email: 'RHEA.relisted@example.com' });
      expect(await found()).toBe(0);
      await t.db.delete(bannedUsers).where(eq(bannedUsers.userId, member.userId));
      expect(await found()).toBe(1);
      await t.db.insert(adminUsers).values({ userId: member.userId });
      expect(await found()).toBe(0);
      await t.db.delete(adminUsers).where(eq(adminUsers.userId, member.userId));
      await t.db
        .update(attendeeInterests)
        .set({ interestName: 'Kitesurfing' })
        .where(eq(attendeeInterests.attendeeId, member.attendeeId!));
      const renamed = await list(viewerCookie, { q: 'kitesurf', topic: 'kitesurfing' });
      expect(renamed.body.total).toBe(1);
      expect(renamed.body.facets.topics).toEqual([{ value: 'Kitesurfing', count: 1 }]);
      expect((await list(viewerCookie, { q: 'kiteboarding' })).body.total).toBe(0);
    });
  });
});
