// Who sees each profile field, in every answer that carries another member to a member (issue 33 item 3,
// decision 043): recommendations, the member home, People to meet, an event's attendee list, connections,
// requests received and sent, one request's page. Per field × audience × viewer: a plain member, a
// connection, an organiser. A field the viewer may not see is absent, key and all. A member who left the
// directory is still shown to their connections and on the event list they chose, and is recommended to nobody.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_ENDPOINTS as C } from '../../../common/contracts/connections';
import { EVENT_ENDPOINTS as EVENTS } from '../../../common/contracts/events';
import { HOME_ENDPOINTS as HOME } from '../../../common/contracts/home';
import {
  AUDIENCES,
  audienceIncludes,
  MEMBER_FIELDS,
  type Audience,
  type MemberField,
  type ViewerRelation,
} from '../../../common/contracts/member-fields';
import { memberCardShape } from '../../../common/contracts/member-view';
import { RECOMMENDATION_ENDPOINTS as RECOMMENDATIONS } from '../../../common/contracts/recommendations';
import { attendees, connectionRequests, eventRsvps, events } from '../../db/schema';
import { createAttendeeRows, createMember } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

/** The keys each field puts in a member's view. */
const KEYS: Record<MemberField, string[]> = {
  photo: ['photoUrl'],
  headline: ['headline'],
  company: ['company'],
  jobTitle: ['jobTitle'],
  industry: ['industry'],
  summary: ['summary'],
  location: ['city', 'country'],
  interests: ['interests'],
  offering: ['offering'],
  lookingFor: ['lookingFor'],
  links: ['websiteUrl', 'linkedinUrl'],
  email: ['email'],
};
const CARD_KEYS = new Set(Object.keys(memberCardShape));

const ADA = {
  firstName: 'Ada',
  lastName: 'Stone',
  email: 'ada.stone@example.com',
  headline: 'Franchise lawyer for growing brands',
  company: 'Stone & Co',
  jobTitle: 'Managing Counsel',
  industry: 'Legal',
  city: 'Leeds',
  country: 'United Kingdom',
  offering: 'Franchise agreement reviews',
  lookingFor: 'A bookkeeper',
  websiteUrl: 'https://stone.example',
  linkedinUrl: 'https://www.linkedin.com/in/ada-stone',
  photoKey: 'photos/ada/v7',
};
const VALUES: Record<string, unknown> = { ...ADA, summary: 'Twenty years of franchise agreements.', interests: ['Contracts'] };

let t: TestApp;
let ada: string;
let eventId: string;
let connectionId: string;
const cookies: Record<'max' | 'cleo' | 'rita' | 'sid' | 'organiser' | 'notOnboarded' | 'deactivated', string> = {} as never;

async function signedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t, overrides);
  return { ...m, attendeeId: m.attendeeId!, cookie: (await t.signIn(m.email, m.password)).cookie };
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await createAttendeeRows(t, [
    // The newest member, so she comes first for Max even when her industry is hidden from him.
    {
      ...ADA,
      createdAt: new Date('2099-01-01T00:00:00Z'),
      summary: 'Twenty years of franchise agreements.',
      interests: ['Contracts'],
    },
  ]);
  ada = row.id;
  // Max: any member (Ada comes first for him: same industry, and the newest). Cleo: Ada's connection.
  // Rita: Ada asked her to connect. Sid: asked Ada. The organiser: an administrator in the member area.
  const max = await signedIn({ firstName: 'Max', industry: 'Legal' });
  const cleo = await signedIn({ firstName: 'Cleo', industry: 'Media' });
  const rita = await signedIn({ firstName: 'Rita' });
  const sid = await signedIn({ firstName: 'Sid' });
  const kinds = await signInEachKind(t, { deactivated: true });
  const each = kinds.cookies;
  // The organiser works in Ada's industry too, so she is among their three.
  await t.db.update(attendees).set({ industry: 'Legal' }).where(eq(attendees.id, kinds.admin.attendeeId!));
  Object.assign(cookies, {
    max: max.cookie,
    cleo: cleo.cookie,
    rita: rita.cookie,
    sid: sid.cookie,
    organiser: each.admin,
    notOnboarded: each.notOnboarded,
    deactivated: each.deactivated,
  });
  const expiresAt = day(400);
  const [accepted] = await t.db
    .insert(connectionRequests)
    .values([
      { fromAttendeeId: ada, toAttendeeId: cleo.attendeeId, status: 'accepted', acceptedAt: day(5), expiresAt },
      { fromAttendeeId: ada, toAttendeeId: rita.attendeeId, expiresAt },
      { fromAttendeeId: sid.attendeeId, toAttendeeId: ada, expiresAt },
    ])
    .returning();
  connectionId = accepted.id;
  const [event] = await t.db
    .insert(events)
    .values({ title: 'Franchise breakfast', date: new Date('2030-01-01T08:00:00Z') })
    .returning();
  eventId = event.id;
  const going = (attendeeId: string) => ({ eventId, attendeeId, status: 'going' as const, showOnList: true });
  await t.db.insert(eventRsvps).values([going(ada), going(max.attendeeId), going(cleo.attendeeId)]);
});
afterAll(() => t?.close());

type Seen = Record<string, unknown> | undefined;
const findAda = (items: Array<{ attendeeId: string }>) => items.find((item) => item.attendeeId === ada) as Seen;

/** Every answer that carries Ada, with the relation its viewer stands in and whether it is a card. */
const ANSWERS: Array<{ name: string; relation: ViewerRelation; card: boolean; read: () => Promise<Seen> }> = [
  {
    name: "Max's recommendations",
    relation: 'member',
    card: false,
    read: async () => findAda((await t.call(RECOMMENDATIONS.list, { cookie: cookies.max, expect: 200 })).body.items),
  },
  {
    name: "Max's home",
    relation: 'member',
    card: false,
    read: async () => (await t.call(HOME.home, { cookie: cookies.max, expect: 200 })).body.recommendation ?? undefined,
  },
  {
    name: "Max's People to meet",
    relation: 'member',
    card: false,
    read: async () =>
      findAda((await t.call(EVENTS.peopleToMeet, { params: { id: eventId }, cookie: cookies.max, expect: 200 })).body.items),
  },
  {
    name: 'the attendee list, to Max',
    relation: 'member',
    card: true,
    read: async () =>
      findAda((await t.call(EVENTS.attendees, { params: { id: eventId }, cookie: cookies.max, expect: 200 })).body.items),
  },
  {
    name: 'the attendee list, to Cleo',
    relation: 'connection',
    card: true,
    read: async () =>
      findAda((await t.call(EVENTS.attendees, { params: { id: eventId }, cookie: cookies.cleo, expect: 200 })).body.items),
  },
  {
    name: 'the attendee list, to an organiser',
    relation: 'organiser',
    card: true,
    read: async () =>
      findAda((await t.call(EVENTS.attendees, { params: { id: eventId }, cookie: cookies.organiser, expect: 200 })).body.items),
  },
  {
    name: "an organiser's recommendations",
    relation: 'organiser',
    card: false,
    read: async () => findAda((await t.call(RECOMMENDATIONS.list, { cookie: cookies.organiser, expect: 200 })).body.items),
  },
  {
    name: "Cleo's connections",
    relation: 'connection',
    card: true,
    read: async () =>
      (await t.call(C.list, { cookie: cookies.cleo, expect: 200 })).body.items.find((c) => c.person.attendeeId === ada)?.person,
  },
  {
    name: "Cleo's page of the request",
    relation: 'connection',
    card: true,
    read: async () => (await t.call(C.request, { params: { id: connectionId }, cookie: cookies.cleo, expect: 200 })).body.person,
  },
  {
    name: "Rita's requests received",
    relation: 'member',
    card: true,
    read: async () =>
      (await t.call(C.received, { cookie: cookies.rita, expect: 200 })).body.items.find((r) => r.from.attendeeId === ada)?.from,
  },
  {
    name: "Sid's requests sent",
    relation: 'member',
    card: true,
    read: async () =>
      (await t.call(C.sent, { cookie: cookies.sid, expect: 200 })).body.items.find((r) => r.to.attendeeId === ada)?.to,
  },
];

const showOnly = (field: MemberField, audience: Audience) =>
  t.db
    .update(attendees)
    .set({
      // Every other field to every member (the email too), so only this one changes.
      ...Object.fromEntries(MEMBER_FIELDS.map((f) => [`${f}VisibleTo`, 'members'])),
      [`${field}VisibleTo`]: audience,
    })
    .where(eq(attendees.id, ada));

describe('who sees each field of a member, in every answer that carries them', () => {
  for (const field of MEMBER_FIELDS) {
    it(`${field}: shown to members, to connections, to the organisers only`, async () => {
      for (const audience of AUDIENCES) {
        await showOnly(field, audience);
        for (const answer of ANSWERS) {
          const seen = await answer.read();
          expect(seen, `${answer.name} carries Ada`).toBeDefined();
          const keys = KEYS[field].filter((key) => !answer.card || CARD_KEYS.has(key));
          const sees = audienceIncludes(audience, answer.relation);
          for (const key of keys) {
            const where = `${key} shown to ${audience}, in ${answer.name}`;
            if (!sees) {
              expect(seen, where).not.toHaveProperty(key);
            } else if (key === 'photoUrl') {
              expect(seen![key], where).toMatch(new RegExp(`^/api/members/${ada}/photo/(96|256)\\?v=v7$`));
            } else {
              expect(seen![key], where).toEqual(VALUES[key]);
            }
          }
          // The name is not a choice: always there.
          expect(seen).toMatchObject({ firstName: 'Ada', lastName: 'Stone', fullName: 'Ada Stone' });
        }
        // A hidden value appears nowhere in the answer, under any name (the reason included).
        if (audience === 'organisers' && field !== 'email') {
          const recommendation = await ANSWERS[0].read();
          const texts = KEYS[field].map((key) => VALUES[key]).filter((value): value is string => typeof value === 'string');
          for (const text of texts) expect(JSON.stringify(recommendation)).not.toContain(text);
        }
      }
    });
  }

  it("gives a connection's request page the address only when that member shows it to connections", async () => {
    const page = async () => (await t.call(C.request, { params: { id: connectionId }, cookie: cookies.cleo, expect: 200 })).body;
    await showOnly('email', 'connections');
    expect((await page()).email).toBe(ADA.email);
    await showOnly('email', 'organisers');
    expect((await page()).email).toBeNull();
    expect(JSON.stringify(await page())).not.toContain(ADA.email);
  });

  it('searches connections only by what each shows: a company shown to the organisers only finds nobody', async () => {
    const search = async (text: string) =>
      (await t.call(C.list, { query: { search: text }, cookie: cookies.cleo, expect: 200 })).body.items.map(
        (c) => c.person.attendeeId,
      );
    await showOnly('company', 'connections');
    expect(await search('stone & co')).toEqual([ada]);
    await showOnly('company', 'organisers');
    expect(await search('stone & co')).toEqual([]);
    expect(await search('ada st')).toEqual([ada]);
    expect(
      (await t.call(C.list, { query: { search: 'stone & co' }, cookie: cookies.organiser, expect: 200 })).body.items,
    ).toEqual([]);
  });
});

describe('a member who left the directory', () => {
  beforeAll(async () => {
    await showOnly('email', 'connections');
    await t.db.update(attendees).set({ inDirectory: false }).where(eq(attendees.id, ada));
  });
  afterAll(() => t.db.update(attendees).set({ inDirectory: true }).where(eq(attendees.id, ada)));

  it('is recommended to nobody: not in recommendations, the home or People to meet', async () => {
    expect(await ANSWERS[0].read()).toBeUndefined();
    expect((await ANSWERS[1].read())?.attendeeId).not.toBe(ada);
    expect(await ANSWERS[2].read()).toBeUndefined();
    expect(await ANSWERS[6].read()).toBeUndefined();
  });

  it('still appears to their connections, on the event list they chose, and in their requests', async () => {
    for (const answer of ANSWERS.slice(3)) {
      if (answer.name === "an organiser's recommendations") continue;
      expect(await answer.read(), answer.name).toMatchObject({ attendeeId: ada, headline: ADA.headline });
    }
  });
});

describe('who may read these answers, as before', () => {
  const calls = {
    recommendations: (cookie?: string) => t.call(RECOMMENDATIONS.list, { cookie }),
    home: (cookie?: string) => t.call(HOME.home, { cookie }),
    attendees: (cookie?: string) => t.call(EVENTS.attendees, { params: { id: eventId }, cookie }),
    peopleToMeet: (cookie?: string) => t.call(EVENTS.peopleToMeet, { params: { id: eventId }, cookie }),
    connections: (cookie?: string) => t.call(C.list, { cookie }),
    received: (cookie?: string) => t.call(C.received, { cookie }),
    sent: (cookie?: string) => t.call(C.sent, { cookie }),
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: a visitor 401, not onboarded and deactivated 403, a member and an organiser 200`, async () => {
      expect((await call()).status).toBe(401);
      expect((await call(cookies.notOnboarded)).status).toBe(403);
      expect((await call(cookies.deactivated)).status).toBe(403);
      expect((await call(cookies.max)).status).toBe(200);
      expect((await call(cookies.organiser)).status).toBe(200);
    });
  }
});
