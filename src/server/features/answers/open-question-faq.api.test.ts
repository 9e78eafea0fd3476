// Open questions into Answers from the team (issue 36 item 5, decision 058): the asker's consent (their
// route alone), and the organisers' list, draft and publish: refused without consent or a helpful answer,
// the FAQ's flags (no email ever; names flagged unless kept), once, one Activity log row, and the entry
// members read without a name; the asker alone told, by the bell and by email while theirs is on.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_ENDPOINTS as FAQ, FAQ_MESSAGES as M, type FaqActionResult } from '../../../common/contracts/answers';
import { NOTIFICATION_ENDPOINTS } from '../../../common/contracts/notifications';
import { OPEN_QUESTION_ENDPOINTS as Q, OPEN_QUESTIONS_TEXTS as QT } from '../../../common/contracts/open-questions';
import { ROUTES } from '../../../common/routes';
import { notifications } from '../../db/schema';
import { markAuditLog } from '../../../../tests/support/audit';
import { createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** The error of a refused call. */
const errorOf = (body: unknown) => (body as { error: { code?: string; message: string } }).error;

let t: TestApp;
let each: Awaited<ReturnType<typeof signInEachKind>>;
type Person = { id: string; userId: string; email: string; cookie: string; first: string };

let counter = 0;
async function person(): Promise<Person> {
  counter += 1;
  const first = `Odile${counter}`;
  const created = await createMember(t, { firstName: first, lastName: 'Vantongeren' });
  return {
    id: created.attendeeId!,
    userId: created.userId,
    email: created.email,
    first,
    cookie: (await t.signIn(created.email, created.password)).cookie,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  each = await signInEachKind(t, { deactivated: true });
});
afterAll(() => t.close());

/** A question by `asker` with an answer by another member the asker marked helpful. */
async function answeredQuestion(
  asker: Person,
  { anonymous = true, consent = false, helper = undefined as Person | undefined } = {},
) {
  helper ??= await person();
  const asked = await t.call(Q.ask, {
    cookie: asker.cookie,
    body: { body: 'How do I register a trademark in France?', anonymous, faqConsent: consent },
    expect: 201,
  });
  const id = asked.body.id;
  const answer = await t.call(Q.answer, {
    cookie: helper.cookie,
    params: { id },
    body: { body: 'File with INPI online; it takes about five months.' },
    expect: 201,
  });
  await t.call(Q.markHelpful, {
    cookie: asker.cookie,
    params: { id, answerId: answer.body.id },
    body: { helpful: true },
    expect: 200,
  });
  await t.settled();
  return id;
}

const consent = (cookie: string | undefined, id: string, given: boolean) =>
  t.call(Q.faqConsent, { cookie, params: { id }, body: { consent: given } });

describe('the asker’s consent', () => {
  it('is the asker’s alone: visitor 401, not onboarded or deactivated 403, another member 403, a question they cannot see 404', async () => {
    const asker = await person();
    const other = await person();
    const id = await answeredQuestion(asker);
    expect((await consent(undefined, id, true)).status).toBe(401);
    expect((await consent(each.cookies.notOnboarded, id, true)).status).toBe(403);
    expect((await consent(each.cookies.deactivated, id, true)).status).toBe(403);
    const refused = await consent(other.cookie, id, true);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body)).toMatchObject({ code: 'NOT_ASKER', message: QT.onlyAskerConsents });
    await t.call(Q.adminHideQuestion, { cookie: each.cookies.admin, params: { id }, body: { reason: 'Duplicate' }, expect: 200 });
    expect((await consent(other.cookie, id, true)).status).toBe(404);

    const mine = await answeredQuestion(asker);
    const given = await consent(asker.cookie, mine, true);
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ message: QT.consentGiven, faqConsent: true, inFaq: false });
    const detail = await t.call(Q.question, { cookie: asker.cookie, params: { id: mine }, expect: 200 });
    expect(detail.body.faqConsent).toBe(true);
    expect((await consent(asker.cookie, mine, false)).body).toEqual({
      message: QT.consentWithdrawn,
      faqConsent: false,
      inFaq: false,
    });
  });
});

describe('publishing an open question', () => {
  describeAdminOnly(
    [
      [FAQ.openQuestions, {}],
      [FAQ.questionDraft, { params: { id: '00000000-0000-4000-8000-000000000000' } }],
      [FAQ.publishQuestion, { body: { questionId: '00000000-0000-4000-8000-000000000000', question: 'Q', answer: 'A' } }],
    ],
    () => ({ t, cookies: each.cookies }),
    { withDeactivated: true },
  );

  it('requires the asker’s consent, then publishes once with its helpful answers, flagged like any entry', async () => {
    const asker = await person();
    const id = await answeredQuestion(asker);
    const admin = each.cookies.admin;

    // Without consent: not listed, and refused.
    const listed = async () =>
      (await t.call(FAQ.openQuestions, { cookie: admin, query: { pageSize: 50 }, expect: 200 })).body.items.find(
        (item) => item.id === id,
      );
    expect(await listed()).toBeUndefined();
    const noDraft = await t.call(FAQ.questionDraft, { cookie: admin, params: { id } });
    expect(noDraft.status).toBe(409);
    expect(errorOf(noDraft.body)).toMatchObject({ code: 'NO_CONSENT', message: M.noConsent });
    const refused = await t.call(FAQ.publishQuestion, {
      cookie: admin,
      body: { questionId: id, question: 'How do I register a trademark?', answer: 'With INPI.' },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('NO_CONSENT');

    await consent(asker.cookie, id, true);
    expect(await listed()).toMatchObject({ id, helpfulAnswers: 1, entryId: null });
    const draft = (await t.call(FAQ.questionDraft, { cookie: admin, params: { id }, expect: 200 })).body;
    expect(draft).toMatchObject({
      questionId: id,
      question: 'How do I register a trademark in France?',
      answer: 'File with INPI online; it takes about five months.',
      entryId: null,
    });
    expect(draft.terms).toContainEqual({ text: `${asker.first} Vantongeren`, kind: 'member-name' });

    // The FAQ's rules: an email address never stays; the asker's name is flagged unless kept.
    const withEmail = await t.call(FAQ.publishQuestion, {
      cookie: admin,
      body: { questionId: id, question: draft.question, answer: `Write to ${asker.email}.` },
    });
    expect(withEmail.status).toBe(400);
    expect(errorOf(withEmail.body).code).toBe('EMAILS_LEFT');
    const withName = await t.call(FAQ.publishQuestion, {
      cookie: admin,
      body: { questionId: id, question: `${asker.first} Vantongeren asks: ${draft.question}`, answer: draft.answer },
    });
    expect(withName.status).toBe(409);
    expect(errorOf(withName.body).code).toBe('NAMES_FLAGGED');

    const audit = await markAuditLog(t);
    const published = await t.call(FAQ.publishQuestion, {
      cookie: admin,
      body: { questionId: id, question: draft.question, answer: draft.answer },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const publishedEntry = () => published.body as FaqActionResult;
    expect(published.body).toMatchObject({ message: M.published, entry: { question: draft.question, conversationId: null } });
    const [row] = await audit('faq.publish');
    expect(row).toMatchObject({ targetEmail: asker.email });

    const members = (await t.call(FAQ.list, { cookie: each.cookies.member, query: { q: 'trademark' }, expect: 200 })).body;
    expect(members.items.map((entry) => entry.id)).toContain(publishedEntry().entry.id);
    expect(JSON.stringify(members)).not.toContain(asker.first);

    const twice = await t.call(FAQ.publishQuestion, {
      cookie: admin,
      body: { questionId: id, question: draft.question, answer: draft.answer },
    });
    expect(errorOf(twice.body).code).toBe('ALREADY_PUBLISHED');
    expect(await listed()).toMatchObject({ entryId: publishedEntry().entry.id });

    // Published: the asker's consent stays (the entry is anonymous; taking it down is the team's).
    const withdraw = await consent(asker.cookie, id, false);
    expect(withdraw.status).toBe(409);
    expect(errorOf(withdraw.body)).toMatchObject({ code: 'IN_FAQ', message: QT.consentLocked });

    // Taken down, the question may be published again.
    await t.call(FAQ.unpublish, { cookie: admin, params: { id: publishedEntry().entry.id }, expect: 200 });
    expect(await listed()).toMatchObject({ entryId: null });
  });

  it('refuses a question with no helpful answer, and an unknown one', async () => {
    const asker = await person();
    const asked = await t.call(Q.ask, {
      cookie: asker.cookie,
      body: { body: 'Where to print business cards?', anonymous: false, faqConsent: true },
      expect: 201,
    });
    const draft = await t.call(FAQ.questionDraft, { cookie: each.cookies.admin, params: { id: asked.body.id } });
    expect(errorOf(draft.body)).toMatchObject({ code: 'NO_HELPFUL_ANSWER', message: M.noHelpfulAnswer });
    const unknown = await t.call(FAQ.questionDraft, {
      cookie: each.cookies.admin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the asker, told it was published', () => {
  const publish = async (id: string) => {
    const draft = (await t.call(FAQ.questionDraft, { cookie: each.cookies.admin, params: { id }, expect: 200 })).body;
    await t.call(FAQ.publishQuestion, {
      cookie: each.cookies.admin,
      body: { questionId: id, question: draft.question, answer: draft.answer },
      expect: 201,
    });
    await t.settled();
  };
  const newsOf = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'question-published')));
  const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to === email);

  it('alone, by the bell and by email, naming no one; once by email even when published again', async () => {
    const asker = await person();
    const helper = await person();
    const id = await answeredQuestion(asker, { anonymous: true, consent: true, helper });
    await publish(id);

    expect(await newsOf(asker.userId)).toMatchObject([{ title: M.questionPublishedTitle, link: ROUTES.answers }]);
    const [mail] = mailsTo(asker.email);
    expect(mail.subject).toBe('Your question is in Answers from the team');
    expect(mail.text).toContain('How do I register a trademark in France?');
    expect(mail.links).toContain(`${t.config.publicBaseUrl}${ROUTES.answers}`);
    const detail = await t.call(Q.question, { cookie: asker.cookie, params: { id }, expect: 200 });
    expect(detail.body).toMatchObject({ faqConsent: true, inFaq: true });
    // The helper, who answered an anonymous question, learns nothing of who asked.
    expect(await newsOf(helper.userId)).toEqual([]);
    expect(mailsTo(helper.email).filter((each) => each.subject.includes('Answers from the team'))).toEqual([]);

    // Taken down and published again: no second email.
    const entry = (
      await t.call(FAQ.openQuestions, { cookie: each.cookies.admin, query: { pageSize: 50 }, expect: 200 })
    ).body.items.find((item) => item.id === id)!.entryId!;
    await t.call(FAQ.unpublish, { cookie: each.cookies.admin, params: { id: entry }, expect: 200 });
    await publish(id);
    expect(mailsTo(asker.email)).toHaveLength(1);
  });

  it('without an email when the asker turned that email off: the bell still tells them', async () => {
    const asker = await person();
    await t.call(NOTIFICATION_ENDPOINTS.saveSettings, {
      cookie: asker.cookie,
      body: {
        channels: { 'question-published': { product: true, email: false, push: false } },
        digest: { frequency: 'off', hour: 8, weekday: 1 },
        quietHours: null,
        timeZone: 'UTC',
      },
      expect: 200,
    });
    await publish(await answeredQuestion(asker, { consent: true }));
    expect(await newsOf(asker.userId)).toHaveLength(1);
    expect(mailsTo(asker.email)).toEqual([]);
  });
});
