// Reports on open questions and answers in the one moderation queue (issue 36, decision 058): who may
// report what (visitor 401, not onboarded or deactivated 403, a question they cannot see 404, their own
// 400), once; the queue shows the question or answer with its question; each outcome (hide, warn,
// deactivate, dismiss) with its Activity log rows and the reporter told; an anonymous asker's name and id
// reach neither the reporter nor any other member.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_REPORT_ENDPOINTS as REPORTS, MESSAGE_REPORT_TEXTS as T } from '../../../common/contracts/message-reports';
import { OPEN_QUESTION_ENDPOINTS as Q, OPEN_QUESTIONS_TEXTS as QT } from '../../../common/contracts/open-questions';
import { markAuditLog } from '../../../../tests/support/audit';
import { createMember } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createThread } from '../../../../tests/support/conversations';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { memberBlocks, notifications } from '../../db/schema';

let t: TestApp;
let each: Awaited<ReturnType<typeof signInEachKind>>;
type Person = { id: string; userId: string; email: string; cookie: string; name: string };

let counter = 0;
async function person(): Promise<Person> {
  counter += 1;
  const firstName = `Wren${counter}`;
  const created = await createMember(t, { firstName, lastName: 'Quarry' });
  const { cookie } = await t.signIn(created.email, created.password);
  return { id: created.attendeeId!, userId: created.userId, email: created.email, cookie, name: `${firstName} Quarry` };
}

beforeAll(async () => {
  t = await createTestApp();
  each = await signInEachKind(t, { deactivated: true });
});
afterAll(() => t.close());

async function ask(who: Person, body: string, anonymous = false) {
  const answer = await t.call(Q.ask, { cookie: who.cookie, body: { body, anonymous } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await t.settled();
  return (answer.body as { id: string }).id;
}

async function answer(who: Person, questionId: string, body: string) {
  const posted = await t.call(Q.answer, { cookie: who.cookie, params: { id: questionId }, body: { body } });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return (posted.body as { id: string }).id;
}

const reportQuestion = (cookie: string | undefined, id: string, reason = 'Selling, not asking') =>
  t.call(REPORTS.reportQuestion, { params: { id }, body: { reason }, cookie });
const reportAnswer = (cookie: string | undefined, id: string, answerId: string, reason = 'Insulting') =>
  t.call(REPORTS.reportAnswer, { params: { id, answerId }, body: { reason }, cookie });

const queueItem = async (reportOf: { questionId: string; answerId?: string }) => {
  const page = (await t.call(REPORTS.queue, { query: { pageSize: 50 }, cookie: each.cookies.admin, expect: 200 })).body;
  return page.items.find(
    (item) => item.question?.id === reportOf.questionId && (item.answer?.id ?? undefined) === reportOf.answerId,
  )!;
};

const decide = (id: string, outcome: 'dismiss' | 'warn' | 'deactivate' | 'hide', note?: string) =>
  t.call(REPORTS.decide, { params: { id }, body: { outcome, note }, cookie: each.cookies.admin });

const newsOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('reporting a question or an answer', () => {
  it('decides the caller first: visitor 401, not onboarded and deactivated 403, then once per member', async () => {
    const asker = await person();
    const reporter = await person();
    const id = await ask(asker, 'Who sells cheap followers?');
    const answerId = await answer(asker, id, 'DM me for a price list.');

    expect((await reportQuestion(undefined, id)).status).toBe(401);
    expect((await reportQuestion(each.cookies.notOnboarded, id)).status).toBe(403);
    expect((await reportQuestion(each.cookies.deactivated, id)).status).toBe(403);
    expect((await reportAnswer(undefined, id, answerId)).status).toBe(401);
    expect((await reportAnswer(each.cookies.notOnboarded, id, answerId)).status).toBe(403);

    const first = await reportQuestion(reporter.cookie, id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: T.reported('question'), created: true });
    const again = await reportQuestion(reporter.cookie, id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: T.alreadyReported('question'), created: false });

    const onAnswer = await reportAnswer(reporter.cookie, id, answerId);
    expect(onAnswer.status).toBe(201);
    expect(onAnswer.body).toEqual({ message: T.reported('answer'), created: true });
    expect((await reportAnswer(reporter.cookie, id, answerId)).body).toEqual({
      message: T.alreadyReported('answer'),
      created: false,
    });
  });

  it('refuses a member’s own question or answer (400), and one they cannot see (404)', async () => {
    const asker = await person();
    const other = await person();
    const id = await ask(asker, 'How do I price a workshop?');
    const answerId = await answer(other, id, 'Start from the day rate.');
    expect((await reportQuestion(asker.cookie, id)).body).toMatchObject({ error: { code: 'OWN_QUESTION' } });
    expect((await reportAnswer(other.cookie, id, answerId)).body).toMatchObject({ error: { code: 'OWN_ANSWER' } });

    // A member the asker blocked cannot see the question, so cannot report it: the same 404 as reading it.
    const blocked = await person();
    await t.db.insert(memberBlocks).values({ blockerId: asker.id, blockedId: blocked.id });
    const refused = await reportQuestion(blocked.cookie, id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { message: QT.questionNotFound } });
    expect((await reportAnswer(blocked.cookie, id, answerId)).status).toBe(404);

    // A hidden answer is unknown to other members.
    await t.call(Q.adminHideAnswer, {
      cookie: each.cookies.admin,
      params: { id, answerId },
      body: { reason: 'Off topic' },
      expect: 200,
    });
    const third = await person();
    expect((await reportAnswer(third.cookie, id, answerId)).status).toBe(404);
  });
});

describe('the queue and its outcomes', () => {
  it('shows a reported answer with its question; hiding it hides it as Hide does, both rows logged, the reporter told', async () => {
    const asker = await person();
    const author = await person();
    const reporter = await person();
    const id = await ask(asker, 'Which bank for a small café?');
    const answerId = await answer(author, id, 'Any bank, idiot.');
    await reportAnswer(reporter.cookie, id, answerId, 'Calls people names');

    const item = await queueItem({ questionId: id, answerId });
    expect(item).toMatchObject({
      subject: 'answer',
      status: 'open',
      reason: 'Calls people names',
      reporter: { attendeeId: reporter.id, fullName: reporter.name },
      author: { attendeeId: author.id, fullName: author.name, deactivated: false },
      question: { id, body: 'Which bank for a small café?', anonymous: false, hidden: false, closed: false },
      answer: { id: answerId, body: 'Any bank, idiot.', fromTeam: false, hidden: false },
      messages: [],
      decision: null,
    });

    const audit = await markAuditLog(t);
    const decided = await decide(item.id, 'hide', 'Please keep it kind.');
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({
      message: T.decided('answer', 'hide'),
      report: { status: 'hidden', answer: { hidden: true }, decision: { outcome: 'hide', note: 'Please keep it kind.' } },
    });
    expect((await audit()).map((row) => row.action).sort()).toEqual(['message-report.hide', 'open-question.hide-answer']);

    const seen = (await t.call(Q.question, { cookie: reporter.cookie, params: { id }, expect: 200 })).body;
    expect(seen.answers.map((a) => a.id)).not.toContain(answerId);
    const own = (await t.call(Q.question, { cookie: author.cookie, params: { id }, expect: 200 })).body;
    expect(own.answers.find((a) => a.id === answerId)?.hidden).toEqual({ reason: 'Please keep it kind.' });
    expect((await newsOf(reporter.userId, 'report-outcome')).at(-1)).toMatchObject({
      body: T.outcomeBody('answer', 'hide'),
      link: `/questions/${id}`,
    });

    expect((await decide(item.id, 'dismiss')).status).toBe(409);
  });

  it('hides a reported question with the standard reason when there is no note; warns and deactivates authors', async () => {
    const asker = await person();
    const reporter = await person();
    const id = await ask(asker, 'Buy my course?');
    await reportQuestion(reporter.cookie, id);
    const hidden = await decide((await queueItem({ questionId: id })).id, 'hide');
    expect(hidden.status).toBe(200);
    expect((await reportQuestion((await person()).cookie, id)).status).toBe(404);
    const asAsker = (await t.call(Q.question, { cookie: asker.cookie, params: { id }, expect: 200 })).body;
    expect(asAsker.question.hidden).toEqual({ reason: T.hiddenAfterReport });

    const warnedAsker = await person();
    const second = await ask(warnedAsker, 'Anyone want a loan shark?');
    await reportQuestion(reporter.cookie, second);
    const audit = await markAuditLog(t);
    expect((await decide((await queueItem({ questionId: second })).id, 'warn', 'No lending offers here.')).status).toBe(200);
    expect((await audit()).map((row) => row.action)).toEqual(['message-report.warn']);
    expect((await newsOf(warnedAsker.userId, 'moderation-warning')).at(-1)?.body).toBe(
      `${T.warningBody('question')}\n\nNo lending offers here.`,
    );

    const badAuthor = await person();
    const third = await ask(asker, 'Where to find a bookkeeper?');
    const answerId = await answer(badAuthor, third, 'Spam link spam link.');
    await reportAnswer(reporter.cookie, third, answerId);
    const deactivated = await decide((await queueItem({ questionId: third, answerId })).id, 'deactivate');
    expect(deactivated.body).toMatchObject({ report: { status: 'deactivated', author: { deactivated: true } } });
    expect((await newsOf(reporter.userId, 'report-outcome')).at(-1)?.body).toBe(T.outcomeBody('answer', 'deactivate'));
  });

  it('refuses to hide a message (400 NOT_HIDEABLE) and leaves its report open', async () => {
    const ana = await person();
    const ben = await person();
    const thread = await createThread(t, ana.id, ben.id, [{ from: ben.id, body: 'Pay me now.' }]);
    await t.call(REPORTS.report, {
      params: { id: thread.id, messageId: thread.messages[0].id },
      body: { reason: 'Threat' },
      cookie: ana.cookie,
      expect: 201,
    });
    const page = (await t.call(REPORTS.queue, { query: { pageSize: 50 }, cookie: each.cookies.admin, expect: 200 })).body;
    const item = page.items.find((each) => each.subject === 'message' && each.reporter.attendeeId === ana.id)!;
    const refused = await decide(item.id, 'hide');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'NOT_HIDEABLE', message: T.notHideable } });
    expect((await decide(item.id, 'dismiss')).status).toBe(200);
  });
});

describe('anonymity', () => {
  it('never gives an anonymous asker’s name or id to the member who reports, before or after the decision; organisers see them', async () => {
    const asker = await person();
    const reporter = await person();
    const id = await ask(asker, 'Is my landlord allowed to do this?', true);
    const answerId = await answer(asker, id, 'More context: the lease ends in May.');
    const answers = [(await reportQuestion(reporter.cookie, id)).body, (await reportAnswer(reporter.cookie, id, answerId)).body];
    const item = await queueItem({ questionId: id });
    expect(item.author).toMatchObject({ attendeeId: asker.id, fullName: asker.name });
    expect(item.question?.anonymous).toBe(true);
    await decide(item.id, 'warn');
    await decide((await queueItem({ questionId: id, answerId })).id, 'dismiss');
    await t.settled();

    const told = await newsOf(reporter.userId, 'report-outcome');
    const mail = t.outbox().filter((each) => each.to === reporter.email);
    const everything = JSON.stringify([answers, told, mail]);
    for (const secret of [asker.id, asker.userId, asker.name, asker.email, asker.name.split(' ')[0]])
      expect(everything).not.toContain(secret);
  });
});
