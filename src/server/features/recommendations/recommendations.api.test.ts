// Recommended connections: the choice and order of members, the 'Why Connect?' text through a local
// OpenAI-compatible stand-in (node:http speaking POST /v1/chat/completions), its cache, its fallback,
// and Connect.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ROUTES } from '../../../common/contracts/profile-routes';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { RECOMMENDATION_ENDPOINTS as RECOMMENDATIONS } from '../../../common/contracts/recommendations';
import { fallbackRecommendationText } from '../../ai/recommendation-text';
import { attendees, recommendationTexts } from '../../db/schema';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createAdmin, createAttendeeRows, createMember, createMemberWithProfile } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('who is recommended, and in what order', () => {
  let t: TestApp;
  let viewer: Awaited<ReturnType<typeof createMemberWithProfile>>;
  let cookie: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createMemberWithProfile(t, {
      firstName: 'Vera',
      lastName: 'Viewer',
      industry: 'Franchise',
      jobTitle: 'Franchise Developer',
      company: 'Northwind',
      interests: ['Podcasts', 'Retail', 'Video'],
    });
    cookie = (await t.signIn(viewer.email, viewer.password)).cookie;
    const rows = await createAttendeeRows(t, [
      { firstName: 'Sol', lastName: 'One', industry: 'Franchise', createdAt: day(1) },
      {
        firstName: 'Sia',
        lastName: 'Two',
        industry: ' FRANCHISE ',
        createdAt: day(2),
        interests: ['podcasts', 'Video', 'Golf'],
        company: 'Acme',
        jobTitle: 'CEO',
      },
      { firstName: 'Sam', lastName: 'Three', industry: 'franchise', createdAt: day(3) },
      { firstName: 'Oli', lastName: 'Other', industry: 'Media', createdAt: day(4), interests: ['Podcasts', 'Retail', 'Video'] },
      { firstName: 'Ola', lastName: 'Later', industry: 'Media', createdAt: day(5), interests: ['Retail'] },
      // Each of these would come first, were they not excluded.
      {
        firstName: 'Archie',
        lastName: 'Archived',
        industry: 'Franchise',
        createdAt: day(9),
        interests: ['Podcasts', 'Retail', 'Video'],
        archived: true,
      },
      {
        firstName: 'Bea',
        lastName: 'Banned',
        industry: 'Franchise',
        createdAt: day(9),
        interests: ['Podcasts', 'Retail', 'Video'],
        banned: true,
      },
      {
        firstName: 'Nell',
        lastName: 'New',
        industry: 'Franchise',
        createdAt: day(9),
        interests: ['Podcasts', 'Retail', 'Video'],
        onboardingCompleted: false,
      },
    ]);
    ids = Object.fromEntries(rows.map((row) => [row.firstName, row.id]));
  });
  afterAll(() => t.close());

  const view = async (c = cookie) => {
    return (await t.call(RECOMMENDATIONS.list, { cookie: c, expect: 200 })).body;
  };

  it('shows three others: same industry first, then most shared interests, then newest', async () => {
    const { items } = await view();
    expect(items.map((r) => r.fullName)).toEqual(['Sia Two', 'Sam Three', 'Sol One']);
    expect(items[0]).toMatchObject({
      attendeeId: ids.Sia,
      firstName: 'Sia',
      lastName: 'Two',
      jobTitle: 'CEO',
      company: 'Acme',
      industry: ' FRANCHISE ',
    });
    // No bio written: no key (decision 043), rather than a null.
    expect(items[0]).not.toHaveProperty('summary');
  });

  it('ranks by shared interests when nobody shares the industry, and never shows the caller or excluded members', async () => {
    const other = await createMemberWithProfile(t, {
      firstName: 'Ida',
      lastName: 'Aviator',
      industry: 'Aviation',
      interests: ['Podcasts', 'Retail', 'Video'],
    });
    const c = (await t.signIn(other.email, other.password)).cookie;
    const { items } = await view(c);
    // Oli shares 3, Vera 3 (newer), Sia 2; ties go to the newest.
    expect(items.map((r) => r.firstName)).toEqual(['Vera', 'Oli', 'Sia']);
    const shown = new Set(items.map((r) => r.attendeeId));
    for (const hidden of ['Archie', 'Bea', 'Nell']) expect(shown.has(ids[hidden])).toBe(false);
    expect(shown.has(other.attendeeId)).toBe(false);
  });

  it('writes a plain, repeatable text from the two profiles when no AI is configured', async () => {
    const first = await view();
    const again = await view();
    expect(again.items.map((r) => r.whyConnect)).toEqual(first.items.map((r) => r.whyConnect));
    const sia = first.items[0].whyConnect;
    expect(sia).toBe(
      'You and Sia Two both work in FRANCHISE, so you share the same market, its customers and its challenges. ' +
        'You share an interest in podcasts and Video, a natural place to start a conversation. ' +
        'As CEO at Acme, Sia could trade introductions and ideas with you in your role as Franchise Developer at Northwind, with room to collaborate for mutual benefit.',
    );
    // Two or three sentences, whatever the profiles hold.
    for (const { whyConnect } of first.items) expect(whyConnect.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2);
    const kept = await t.db.select().from(recommendationTexts).where(eq(recommendationTexts.attendeeId, viewer.attendeeId));
    expect(kept).toHaveLength(3);
  });

  it('is for signed-in, onboarded members only', async () => {
    expect((await t.call(RECOMMENDATIONS.list, {})).status).toBe(401);
    const pending = await createMember(t);
    const c = (await t.signIn(pending.email, pending.password)).cookie;
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId!));
    expect((await t.call(RECOMMENDATIONS.list, { cookie: c })).status).toBe(403);
  });

  it('never recommends the organisers (administrators)', async () => {
    const room = await createTestApp();
    try {
      const member = await createMember(room, { industry: 'Media' });
      await createAdmin(room, { industry: 'Media' });
      const c = (await room.signIn(member.email, member.password)).cookie;
      expect((await room.call(RECOMMENDATIONS.list, { cookie: c })).body).toEqual({ items: [] });
    } finally {
      await room.close();
    }
  });

  it('says so when there is no one to recommend', async () => {
    const lonely = await createTestApp();
    try {
      const only = await createMember(lonely);
      const c = (await lonely.signIn(only.email, only.password)).cookie;
      expect((await lonely.call(RECOMMENDATIONS.list, { cookie: c })).body).toEqual({ items: [] });
    } finally {
      await lonely.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The AI text

type Mode = 'ok' | 'error' | 'slow' | 'empty';
type ModelCall = { method: string; path: string; authorization: string | undefined; body: any };

/** A local OpenAI-compatible chat endpoint that records every call. */
async function startModelStandIn() {
  const calls: ModelCall[] = [];
  let mode: Mode = 'ok';
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    calls.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body });
    const other = /Person 2:\n- Name: (.*)/.exec(body.messages?.[1]?.content ?? '')?.[1];
    const reply = (content: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    };
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404).end();
    } else if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    } else if (mode === 'slow') {
      setTimeout(() => reply('Too late.'), 2500);
    } else if (mode === 'empty') {
      reply('   ');
    } else {
      reply(`  Meet ${other}: you should talk.  `);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    setMode: (next: Mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the 'Why Connect?' text from an AI model", () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startModelStandIn>>;
  let viewer: Awaited<ReturnType<typeof createMemberWithProfile>>;
  let cookie: string;
  let others: Array<typeof attendees.$inferSelect>;

  beforeAll(async () => {
    model = await startModelStandIn();
    t = await createTestApp({
      env: {
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_API_KEY: 'sk-test-secret-key',
        OPENAI_MODEL: 'test-model',
        OPENAI_TIMEOUT_MS: '1000',
      },
    });
    viewer = await createMemberWithProfile(t, {
      firstName: 'Vera',
      lastName: 'Viewer',
      company: 'Northwind',
      jobTitle: 'Franchise Developer',
      industry: 'Franchise',
      summary: 'Grows franchise brands.',
      interests: ['Podcasts'],
    });
    cookie = (await t.signIn(viewer.email, viewer.password)).cookie;
    others = await createAttendeeRows(t, [
      {
        firstName: 'Ana',
        lastName: 'Able',
        company: 'Acme',
        jobTitle: 'CEO',
        industry: 'Franchise',
        summary: 'Runs Acme.',
        createdAt: day(3),
      },
      { firstName: 'Ben', lastName: 'Bold', company: 'Bolt', jobTitle: 'CMO', industry: 'Franchise', createdAt: day(2) },
      { firstName: 'Cai', lastName: 'Calm', company: 'Cove', jobTitle: 'CTO', industry: 'Franchise', createdAt: day(1) },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const view = async () => {
    return t.call(RECOMMENDATIONS.list, { cookie, expect: 200 });
  };

  it('asks the model once per recommendation, as spec 7.7 says, and shows its trimmed reply', async () => {
    const before = model.calls.length;
    const { body } = await view();
    const calls = model.calls.slice(before);
    expect(calls).toHaveLength(3);
    expect(body.items.map((r) => r.whyConnect)).toEqual([
      'Meet Ana Able: you should talk.',
      'Meet Ben Bold: you should talk.',
      'Meet Cai Calm: you should talk.',
    ]);
    for (const call of calls) {
      expect(call).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: 'Bearer sk-test-secret-key' });
      expect(call.body).toMatchObject({ model: 'test-model', temperature: 0.7, max_tokens: 200 });
      expect(call.body.messages).toHaveLength(2);
      expect(call.body.messages[0]).toEqual({ role: 'system', content: 'You are a networking assistant.' });
      expect(call.body.messages[1].role).toBe('user');
    }
    const prompt: string = calls.find((c) => c.body.messages[1].content.includes('Ana Able'))!.body.messages[1].content;
    for (const text of [
      'Vera Viewer',
      'Northwind',
      'Franchise Developer',
      'Grows franchise brands.',
      'Ana Able',
      'Acme',
      'CEO',
      'Runs Acme.',
      'Franchise',
    ]) {
      expect(prompt).toContain(text);
    }
    expect(prompt).toMatch(/why they should connect/i);
    expect(prompt).toMatch(/collaborat/i);
    expect(prompt).toMatch(/mutual benefits/i);
    expect(prompt).toMatch(/concise and professional/i);
  });

  it('never sends the key to the browser', async () => {
    const response = await view();
    expect(JSON.stringify(response.body)).not.toContain('sk-test-secret-key');
    expect(JSON.stringify((await t.request(SESSION_ROUTES.config.path)).body)).not.toContain('sk-test-secret-key');
  });

  it('reuses the texts while nothing changes: no new calls', async () => {
    const before = model.calls.length;
    const { body } = await view();
    await view();
    expect(model.calls.length).toBe(before);
    expect(body.items[0].whyConnect).toBe('Meet Ana Able: you should talk.');
  });

  it('writes again only the text of a member whose profile changed', async () => {
    await t.db.update(attendees).set({ jobTitle: 'Chief Executive' }).where(eq(attendees.id, others[1].id));
    const before = model.calls.length;
    await view();
    const calls = model.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.messages[1].content).toContain('Chief Executive');
  });

  it("writes every text again after the viewer's own profile edit", async () => {
    const saved = await t.request(PROFILE_ROUTES.update.path, {
      method: 'PUT',
      cookie,
      json: { firstName: 'Vera', lastName: 'Viewer', summary: 'Now builds media brands.' },
    });
    expect(saved.status).toBe(200);
    const before = model.calls.length;
    await view();
    const calls = model.calls.slice(before);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.body.messages[1].content.includes('Now builds media brands.'))).toBe(true);
  });

  it('falls back to the plain text when the model answers 500, an empty reply, or too late; and asks again later', async () => {
    allowConsole(/\[ai\] recommendation text failed/);
    const texts = async () => (await view()).body.items.map((r) => r.whyConnect);
    const expectedFallback = async () => {
      const [me] = await t.db.select().from(attendees).where(eq(attendees.id, viewer.attendeeId));
      return others.map((o) =>
        fallbackRecommendationText(
          { ...me, summary: 'Now builds media brands.', interests: ['Podcasts'] },
          {
            ...o,
            jobTitle: o.id === others[1].id ? 'Chief Executive' : o.jobTitle,
            summary: o.firstName === 'Ana' ? 'Runs Acme.' : null,
            interests: [],
          },
        ),
      );
    };

    for (const mode of ['error', 'empty', 'slow'] as const) {
      model.setMode(mode);
      await t.db.delete(recommendationTexts).where(eq(recommendationTexts.attendeeId, viewer.attendeeId));
      const before = model.calls.length;
      const started = Date.now();
      expect(await texts(), mode).toEqual(await expectedFallback());
      expect(model.calls.length - before, mode).toBe(3);
      // The three calls run side by side, each cut at OPENAI_TIMEOUT_MS (1 s).
      if (mode === 'slow') expect(Date.now() - started).toBeLessThan(2400);
    }

    // The plain text stands for a while, without asking the model on every view…
    model.setMode('ok');
    const before = model.calls.length;
    await texts();
    expect(model.calls.length).toBe(before);
    // …then the model is asked again.
    t.clock.advance(11 * 60 * 1000);
    expect(await texts()).toEqual([
      'Meet Ana Able: you should talk.',
      'Meet Ben Bold: you should talk.',
      'Meet Cai Calm: you should talk.',
    ]);
    expect(model.calls.length).toBe(before + 3);
    t.clock.reset();
  });

  it('hands the model the words where an Offering meets a Looking for (issue 33), and asks again when they change', async () => {
    await t.db
      .update(attendees)
      .set({ lookingFor: 'A CEO mentor for franchise growth' })
      .where(eq(attendees.id, viewer.attendeeId));
    await t.db.update(attendees).set({ offering: 'Mentoring franchise founders' }).where(eq(attendees.id, others[2].id));
    const before = model.calls.length;
    const { body } = await view();
    const calls = model.calls.slice(before);
    // Only the texts whose profiles changed as Vera reads them: all three (her Looking for is in each).
    expect(calls).toHaveLength(3);
    const cai = calls.find((c) => c.body.messages[1].content.includes('Cai Calm'))!.body.messages[1].content as string;
    expect(cai).toContain('- Offering: Mentoring franchise founders');
    expect(cai).toContain('- Looking for: A CEO mentor for franchise growth');
    expect(cai).toContain('Person 2 offers what Person 1 is looking for; the words they share: Mentoring, franchise.');
    const ana = calls.find((c) => c.body.messages[1].content.includes('Ana Able'))!.body.messages[1].content as string;
    expect(ana).not.toContain('the words they share');
    // Cai's offer answers Vera's ask: first now.
    expect(body.items[0].firstName).toBe('Cai');
  });
});
