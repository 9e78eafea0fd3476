// Open questions (issue 36, decision 057): who may call each route, routing to the members who match (never
// the asker, a member either blocked, a member who turned the requests off, nor one over the weekly cap),
// the second round once after 48 hours (test clock), anonymity across every member-facing answer, answers,
// helpful, thanks, follow and live, the organisers' hide / close with audit, and the rate limits.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPEN_QUESTION_ENDPOINTS as Q,
  OPEN_QUESTIONS_TEXTS as T,
  ANSWERS_PER_HOUR,
  QUESTIONS_PER_DAY,
  SECOND_ROUND_AFTER_MS,
  type QuestionDetail,
} from '../../../common/contracts/open-questions';
import { COMMUNITY_HEALTH_ENDPOINTS as HEALTH } from '../../../common/contracts/community-health';
import { DIRECTORY_ENDPOINTS as DIRECTORY } from '../../../common/contracts/directory';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { attendees, memberBlocks, notificationSettings, notifications, topics, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { countMembersHelped } from './public';

type Member = { attendeeId: string; userId: string; email: string; cookie: string; name: string };

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC', LIVE: 'true' } });
  t.clock.set(new Date('2031-03-01T10:00:00Z'));
  await t.jobs.start({ poll: false });
  await t.db.insert(topics).values([{ name: 'Franchise law' }, { name: 'Hiring' }, { name: 'Pricing' }]);
});
afterAll(async () => {
  await t.close();
});

/** A member; `offering` is what their profile says they can help with (shown to members). */
async function member(options: { admin?: boolean; offering?: string; industry?: string } = {}): Promise<Member> {
  counter += 1;
  const firstName = `Quill${counter}`;
  const created = await (options.admin ? createAdmin : createMember)(t, {
    firstName,
    lastName: 'Sample',
    industry: options.industry ?? 'Hospitality',
    company: 'Acme',
    jobTitle: 'Owner',
  });
  if (options.offering)
    await t.db.update(attendees).set({ offering: options.offering }).where(eq(attendees.id, created.attendeeId!));
  const { cookie } = await t.signIn(created.email, created.password);
  return { attendeeId: created.attendeeId!, userId: created.userId, email: created.email, cookie, name: `${firstName} Sample` };
}

/** Every matching member so far is asked at most 3 a week: a fresh word per test keeps tests apart. */
let wordCounter = 0;
const freshWord = () => `zq${(wordCounter += 1).toString(36)}word${'x'.repeat(wordCounter % 3)}`;

async function ask(who: Member, body: string, extra: { anonymous?: boolean; topics?: string[] } = {}) {
  const answer = await t.call(Q.ask, {
    cookie: who.cookie,
    body: { body, anonymous: extra.anonymous ?? false, topics: extra.topics },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await t.settled();
  return answer.body as { id: string; routed: number };
}

async function routedTo(questionId: string): Promise<string[]> {
  return rowsOf<{ member_id: string }>(
    await t.db.execute(sql`select member_id from open_question_routes where question_id = ${questionId} order by member_id`),
  ).map((row) => row.member_id);
}

const read = async (who: Member, id: string, order?: 'newest' | 'helpful') =>
  (await t.call(Q.question, { cookie: who.cookie, params: { id }, query: { order }, expect: 200 })).body as QuestionDetail;

async function answered(who: Member, id: string, body: string) {
  const answer = await t.call(Q.answer, { cookie: who.cookie, params: { id }, body: { body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as QuestionDetail['answers'][number];
}

describe('who may call', () => {
  it('refuses visitors (401), members not onboarded and deactivated members (403); members and organisers read; members get 403 on organiser routes', async () => {
    const asker = await member();
    const { id } = await ask(asker, 'Who knows about leases?');
    const answer = await answered(asker, id, 'Context: a ten year lease.');
    const pending = await member();
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId));
    const banned = await member();
    const calls = (cookie?: string) => [
      t.call(Q.list, { cookie }),
      t.call(Q.ask, { cookie, body: { body: 'Hi?', anonymous: false } }),
      t.call(Q.question, { cookie, params: { id } }),
      t.call(Q.answer, { cookie, params: { id }, body: { body: 'Yes' } }),
      t.call(Q.markHelpful, { cookie, params: { id, answerId: answer.id }, body: { helpful: true } }),
      t.call(Q.thank, { cookie, params: { id, answerId: answer.id } }),
      t.call(Q.follow, { cookie, params: { id }, body: { following: true } }),
      t.call(Q.adminSettings, { cookie }),
      t.call(Q.adminSaveSettings, { cookie, body: { requestsPerWeek: 3 } }),
      t.call(Q.adminHideQuestion, { cookie, params: { id }, body: { reason: 'Off topic' } }),
      t.call(Q.adminCloseQuestion, { cookie, params: { id } }),
      t.call(Q.adminHideAnswer, { cookie, params: { id, answerId: answer.id }, body: { reason: 'Rude' } }),
    ];
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual(Array(12).fill(401));
    expect((await Promise.all(calls(pending.cookie))).map((r) => r.status)).toEqual(Array(12).fill(403));
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));
    expect((await Promise.all(calls(banned.cookie))).map((r) => r.status)).toEqual(Array(12).fill(403));

    const other = await member();
    expect((await t.call(Q.list, { cookie: other.cookie })).status).toBe(200);
    expect((await t.call(Q.question, { cookie: other.cookie, params: { id } })).status).toBe(200);
    // Only the asker marks helpful.
    const notAsker = await t.call(Q.markHelpful, {
      cookie: other.cookie,
      params: { id, answerId: answer.id },
      body: { helpful: true },
    });
    expect(notAsker.status).toBe(403);
    for (const call of calls(other.cookie).slice(7)) expect((await call).status).toBe(403);
    const organiser = await member({ admin: true });
    expect((await t.call(Q.adminSettings, { cookie: organiser.cookie, expect: 200 })).body).toEqual({ requestsPerWeek: 3 });
    // An unknown or malformed id is a 404, bad input a 400 (never a 500, never a half-written question).
    expect((await t.call(Q.question, { cookie: other.cookie, params: { id: 'nope' } })).status).toBe(404);
    expect((await t.call(Q.question, { cookie: other.cookie, params: { id: crypto.randomUUID() } })).status).toBe(404);
    const before = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from open_questions`))[0].n;
    for (const body of [
      { body: '', anonymous: false },
      { body: 'x'.repeat(2001), anonymous: false },
      { body: 'ok?' },
      { body: 'ok?', anonymous: false, topics: ['Not a topic'] },
    ]) {
      expect((await t.call(Q.ask, { cookie: other.cookie, body: body as never })).status).toBe(400);
    }
    expect(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from open_questions`))[0].n).toBe(before);
  });
});

describe('routing', () => {
  it('offers the question to the members whose Offering, topics or industry match, best first, never the asker, a blocked or an opted-out member', async () => {
    const word = freshWord();
    const asker = await member({ offering: `I know ${word} well` });
    const [strong, weak, blockedByAsker, blockerOfAsker, optedOut, unrelated] = [
      await member({ offering: `${word} contracts and ${word} disputes` }),
      await member({ industry: word }),
      await member({ offering: `${word} advice` }),
      await member({ offering: `${word} advice` }),
      await member({ offering: `${word} advice` }),
      await member({ offering: 'Gardening' }),
    ];
    await t.db.insert(memberBlocks).values([
      { blockerId: asker.attendeeId, blockedId: blockedByAsker.attendeeId },
      { blockerId: blockerOfAsker.attendeeId, blockedId: asker.attendeeId },
    ]);
    await t.db.insert(notificationSettings).values(
      (['product', 'email', 'push'] as const).map((channel) => ({
        userId: optedOut.userId,
        kind: 'question-for-you',
        channel,
        enabled: false,
      })),
    );
    const { id, routed } = await ask(asker, `Has anyone dealt with ${word} before?`);
    expect(routed).toBe(2);
    expect(await routedTo(id)).toEqual([strong.attendeeId, weak.attendeeId].sort());
    expect(await routedTo(id)).not.toContain(unrelated.attendeeId);
    // Each was told through the registry ('A member is looking for help…' names the asker who showed their name).
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'question-for-you'));
    const toStrong = told.find((row) => row.userId === strong.userId)!;
    expect(toStrong.title).toBe(T.forYouTitle(asker.name));
    expect(toStrong.link).toBe(`/questions/${id}`);
    expect((await read(strong, id)).question.askedOfMe).toBe(true);
    const mine = await t.call(Q.list, { cookie: strong.cookie, query: { filter: 'asked-of-me' }, expect: 200 });
    expect(mine.body.items.map((item) => item.id)).toEqual([id]);
  });

  it('matches on the question’s topics, and asks one member at most N times a week (the organisers’ setting)', async () => {
    const organiser = await member({ admin: true });
    await t.call(Q.adminSaveSettings, { cookie: organiser.cookie, body: { requestsPerWeek: 2 }, expect: 200 });
    const helper = await member();
    await t.db.execute(
      sql`insert into attendee_interests (attendee_id, interest_name, category) values (${helper.attendeeId}, 'Pricing', 'skill')`,
    );
    const asker = await member();
    const first = await ask(asker, 'How do I set my fees?', { topics: ['pricing'] });
    const second = await ask(asker, 'How do I raise them?', { topics: ['Pricing'] });
    const third = await ask(asker, 'And discounts?', { topics: ['Pricing'] });
    expect(await routedTo(first.id)).toContain(helper.attendeeId);
    expect(await routedTo(second.id)).toContain(helper.attendeeId);
    expect(await routedTo(third.id)).not.toContain(helper.attendeeId);
    expect((await read(helper, first.id)).question.topics).toEqual(['Pricing']);
    // A week on, they may be asked again.
    t.clock.advance(7 * 86_400_000 + 1000);
    const later = await ask(asker, 'Pricing for a second site?', { topics: ['Pricing'] });
    expect(await routedTo(later.id)).toContain(helper.attendeeId);
    await t.call(Q.adminSaveSettings, { cookie: organiser.cookie, body: { requestsPerWeek: 3 }, expect: 200 });
    const audit = rowsOf<{ action: string }>(
      await t.db.execute(sql`select action from audit_log where action = 'open-question.settings'`),
    );
    expect(audit.length).toBe(2);
  });

  it('asks five more members once when no member answered in 48 hours', async () => {
    const word = freshWord();
    const helpers: Member[] = [];
    for (let i = 0; i < 12; i++) helpers.push(await member({ offering: `${word} ${i % 2 ? word : ''}` }));
    const asker = await member();
    const { id, routed } = await ask(asker, `Any ${word} experts?`);
    expect(routed).toBe(5);
    t.clock.advance(SECOND_ROUND_AFTER_MS - 60_000);
    await t.jobs.runDue();
    expect((await routedTo(id)).length).toBe(5);
    t.clock.advance(120_000);
    await t.jobs.runDue();
    expect((await routedTo(id)).length).toBe(10);
    const rounds = rowsOf<{ round: number; n: number }>(
      await t.db.execute(
        sql`select round, count(*)::int as n from open_question_routes where question_id = ${id} group by round order by round`,
      ),
    );
    expect(rounds).toEqual([
      { round: 1, n: 5 },
      { round: 2, n: 5 },
    ]);
    // Once: running it again (a retry, a second job) asks nobody more.
    t.clock.advance(SECOND_ROUND_AFTER_MS * 2);
    await t.jobs.runDue();
    const { runSecondRound } = await import('./routing');
    expect(await runSecondRound({ db: t.db, now: t.clock.now, news: undefined as never, config: undefined as never }, id)).toBe(
      0,
    );
    expect((await routedTo(id)).length).toBe(10);
  });

  it('asks nobody more when a member answered within 48 hours', async () => {
    const word = freshWord();
    const helpers: Member[] = [];
    for (let i = 0; i < 7; i++) helpers.push(await member({ offering: word }));
    const asker = await member();
    const { id } = await ask(asker, `Who knows ${word}?`);
    const routed = await routedTo(id);
    const answerer = helpers.find((h) => routed.includes(h.attendeeId))!;
    await answered(answerer, id, 'I do.');
    t.clock.advance(SECOND_ROUND_AFTER_MS + 60_000);
    await t.jobs.runDue();
    expect((await routedTo(id)).length).toBe(5);
  });
});

describe('anonymity', () => {
  it('never gives an anonymous asker’s name or id to another member, in any member-facing answer; organisers see who asked', async () => {
    const word = freshWord();
    const helper = await member({ offering: word });
    const asker = await member();
    const { id } = await ask(asker, `Anonymous ${word} question`, { anonymous: true });
    const own = await answered(asker, id, 'More context from me');
    const help = await answered(helper, id, 'Here is how: https://example.org/guide');
    await t.call(Q.markHelpful, {
      cookie: asker.cookie,
      params: { id, answerId: help.id },
      body: { helpful: true },
      expect: 200,
    });
    const others = [helper, await member()];
    const answers: unknown[] = [];
    for (const who of others) {
      answers.push((await t.call(Q.list, { cookie: who.cookie, expect: 200 })).body);
      answers.push((await t.call(Q.list, { cookie: who.cookie, query: { filter: 'asked-of-me' }, expect: 200 })).body);
      answers.push(await read(who, id));
      answers.push(await read(who, id, 'helpful'));
      answers.push((await t.call(Q.follow, { cookie: who.cookie, params: { id }, body: { following: true }, expect: 200 })).body);
      answers.push((await t.call(Q.thank, { cookie: who.cookie, params: { id, answerId: own.id } })).body);
      answers.push((await t.call(Q.answer, { cookie: who.cookie, params: { id }, body: { body: 'Another view' } })).body);
    }
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, helper.userId));
    answers.push(told);
    const events = rowsOf(
      await t.db.execute(sql`select recipient, type, data from live_events where type = 'question-answered'`),
    );
    answers.push(events.filter((e) => !JSON.stringify(e).includes(asker.userId)));
    const mail = JSON.stringify(await t.outbox());
    const text = JSON.stringify(answers);
    for (const secret of [asker.attendeeId, asker.userId, asker.name, asker.email, 'Quill' + asker.name.match(/\d+/)![0]]) {
      expect(text).not.toContain(secret);
      expect(mail).not.toContain(secret);
    }
    const seen = await read(helper, id);
    expect(seen.question.asker).toBeNull();
    expect(seen.question.anonymous).toBe(true);
    expect(seen.answers.find((a) => a.id === own.id)).toMatchObject({ author: null, byAsker: true });
    // The asker sees themself; an organiser always sees who asked.
    expect((await read(asker, id)).question.asker).toEqual({ id: asker.attendeeId, name: asker.name });
    const organiser = await member({ admin: true });
    expect((await read(organiser, id)).question.asker).toEqual({ id: asker.attendeeId, name: asker.name });
    // The helper's credit, on their profile: 'Helped 1 member'.
    expect(await countMembersHelped(t.db, helper.attendeeId)).toBe(1);
    const profile = await t.call(DIRECTORY.member, {
      cookie: others[1].cookie,
      params: { attendeeId: helper.attendeeId },
      expect: 200,
    });
    expect(profile.body.helpedMembers).toBe(1);
  });
});

describe('answers', () => {
  it('answers newest or helpful first, thanks once, marks helpful, badges the team, and tells the followers’ open pages', async () => {
    const asker = await member();
    const [b, c, follower] = [await member(), await member(), await member()];
    const organiser = await member({ admin: true });
    const { id } = await ask(asker, 'What is a good first hire?');
    await t.call(Q.follow, { cookie: follower.cookie, params: { id }, body: { following: true }, expect: 200 });
    const marked = rowsOf<{ id: number }>(await t.db.execute(sql`select coalesce(max(id), 0)::int as id from live_events`))[0].id;
    const first = await answered(b, id, 'An operations manager.');
    t.clock.advance(1000);
    const second = await answered(c, id, 'A bookkeeper.');
    t.clock.advance(1000);
    const team = await answered(organiser, id, 'See our hiring guide.');
    expect(team.fromTeam).toBe(true);
    expect(first.fromTeam).toBe(false);
    const events = rowsOf<{ recipient: string; data: { questionId: string; answerId: string } }>(
      await t.db.execute(sql`select recipient, data from live_events where id > ${marked} and type = 'question-answered'`),
    );
    const toFollower = events.filter((e) => e.recipient.includes(follower.userId));
    expect(toFollower.map((e) => e.data.answerId)).toEqual([first.id, second.id, team.id]);
    expect(events.some((e) => e.recipient.includes(asker.userId))).toBe(true);
    expect(events.some((e) => e.recipient.includes(b.userId) && e.data.answerId === second.id)).toBe(true);

    expect((await read(asker, id)).answers.map((a) => a.id)).toEqual([team.id, second.id, first.id]);
    await t.call(Q.thank, { cookie: asker.cookie, params: { id, answerId: first.id }, expect: 200 });
    const again = await t.call(Q.thank, { cookie: asker.cookie, params: { id, answerId: first.id }, expect: 200 });
    expect(again.body).toEqual({ thanks: 1, thankedByMe: true });
    expect((await t.call(Q.thank, { cookie: b.cookie, params: { id, answerId: first.id } })).status).toBe(400);
    await t.call(Q.markHelpful, {
      cookie: asker.cookie,
      params: { id, answerId: second.id },
      body: { helpful: true },
      expect: 200,
    });
    const helpfulFirst = await read(c, id, 'helpful');
    expect(helpfulFirst.answers.map((a) => a.id)).toEqual([second.id, first.id, team.id]);
    expect(helpfulFirst.question.helpfulCount).toBe(1);
    expect(await countMembersHelped(t.db, c.attendeeId)).toBe(1);
    expect(await countMembersHelped(t.db, b.attendeeId)).toBe(0);
    // The Health tab: the share answered by members, the median time to a member's answer, this month's helpers.
    const health = await t.call(HEALTH.openQuestions, { cookie: organiser.cookie, query: { days: 30 }, expect: 200 });
    expect(health.body.asked).toBeGreaterThan(0);
    expect(health.body.answeredByMembers).toBeGreaterThan(0);
    expect(health.body.answeredByMembers).toBeLessThanOrEqual(health.body.asked);
    expect(health.body.medianMinutesToFirstMemberAnswer).not.toBeNull();
    expect(health.body.topHelpersThisMonth).toContainEqual({ name: c.name, email: c.email, helped: 1 });
    expect((await t.call(HEALTH.openQuestions, { cookie: c.cookie, query: { days: 30 } })).status).toBe(403);
  });
});

describe('moderation', () => {
  it('hides an answer or a question with a reason only its author sees, closes a question, and records each in the Activity log', async () => {
    const asker = await member();
    const [b, c] = [await member(), await member()];
    const organiser = await member({ admin: true });
    const { id } = await ask(asker, 'Is this allowed?');
    const rude = await answered(b, id, 'Rude words');
    await t.call(Q.adminHideAnswer, {
      cookie: organiser.cookie,
      params: { id, answerId: rude.id },
      body: { reason: 'Be kind' },
      expect: 200,
    });
    expect((await read(c, id)).answers).toEqual([]);
    expect((await read(b, id)).answers[0].hidden).toEqual({ reason: 'Be kind' });
    expect((await t.call(Q.thank, { cookie: c.cookie, params: { id, answerId: rude.id } })).status).toBe(404);

    await t.call(Q.adminCloseQuestion, { cookie: organiser.cookie, params: { id }, expect: 200 });
    const closed = await t.call(Q.answer, { cookie: c.cookie, params: { id }, body: { body: 'Late' } });
    expect(closed.status).toBe(409);
    expect((await read(c, id)).canAnswer).toBe(false);

    await t.call(Q.adminHideQuestion, { cookie: organiser.cookie, params: { id }, body: { reason: 'Asked twice' }, expect: 200 });
    expect((await t.call(Q.question, { cookie: c.cookie, params: { id } })).status).toBe(404);
    expect((await t.call(Q.list, { cookie: c.cookie, expect: 200 })).body.items.map((q) => q.id)).not.toContain(id);
    expect((await read(asker, id)).question.hidden).toEqual({ reason: 'Asked twice' });
    const audit = rowsOf<{ action: string; reason: string | null }>(
      await t.db.execute(
        sql`select action, reason from audit_log where details->>'questionId' = ${id} order by created_at, action`,
      ),
    );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'open-question.close',
      'open-question.hide',
      'open-question.hide-answer',
    ]);
  });

  it('a member either blocked does not see the other’s questions', async () => {
    const [a, b] = [await member(), await member()];
    const { id } = await ask(a, 'Blocked question?');
    await t.db.insert(memberBlocks).values({ blockerId: b.attendeeId, blockedId: a.attendeeId });
    expect((await t.call(Q.question, { cookie: b.cookie, params: { id } })).status).toBe(404);
  });
});

describe('rate limits', () => {
  // An app of its own with the limits on (signing in the many members above would meet the sign-in limit).
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  });
  afterAll(() => limited.close());

  it(`refuses the ${QUESTIONS_PER_DAY + 1}th question in a day and the ${ANSWERS_PER_HOUR + 1}th answer in an hour with a 429`, async () => {
    const created = await createMember(limited, { firstName: 'Rate', lastName: 'Limited' });
    const { cookie } = await limited.signIn(created.email, created.password);
    let first = '';
    for (let i = 0; i < QUESTIONS_PER_DAY; i++) {
      const asked = await limited.call(Q.ask, { cookie, body: { body: `Question number ${i}`, anonymous: false }, expect: 201 });
      first ||= asked.body.id;
    }
    const refused = await limited.call(Q.ask, { cookie, body: { body: 'One more', anonymous: false } });
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain(T.tooManyQuestions);
    for (let i = 0; i < ANSWERS_PER_HOUR; i++) {
      await limited.call(Q.answer, { cookie, params: { id: first }, body: { body: `Answer ${i}` }, expect: 201 });
    }
    expect((await limited.call(Q.answer, { cookie, params: { id: first }, body: { body: 'One more' } })).status).toBe(429);
  });
});
