// The FAQ view's open questions ready to publish (decision 058): the list with its empty state, and
// publishing one through the editor, which starts from the question and its helpful answers.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FAQ_MESSAGES,
  type FaqActionResult,
  type FaqOpenQuestionPage,
  type QuestionFaqDraft,
} from '../../../../common/contracts/answers';
import { ANSWERS_ROUTES } from '../../../../common/contracts/answers-routes';
import { ADMIN, renderPage, routeKey, type Routes, findVisibleText } from '../../../../../tests/support/render';
import { OpenQuestionsForFaq } from './OpenQuestionsForFaq';

const QID = '00000000-0000-4000-8000-0000000000cc';
const LIST = routeKey(ANSWERS_ROUTES.openQuestions);
const DRAFT = routeKey(ANSWERS_ROUTES.questionDraft, { id: QID });
const PUBLISH = routeKey(ANSWERS_ROUTES.publishQuestion);

const PAGE: FaqOpenQuestionPage = {
  items: [
    {
      id: QID,
      body: 'How do I register a trademark in France?',
      topics: ['Franchise law'],
      askedAt: '2026-11-20T10:00:00.000Z',
      helpfulAnswers: 2,
      entryId: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 5,
};
const QUESTION_DRAFT: QuestionFaqDraft = {
  questionId: QID,
  topic: 'Franchise law',
  question: 'How do I register a trademark in France?',
  answer: 'File with INPI online.\n\nFrom the team: we have a guide.',
  entryId: null,
  terms: [],
};
const PUBLISHED: FaqActionResult = {
  success: true,
  message: FAQ_MESSAGES.published,
  entry: {
    id: 'f-9',
    topic: 'Franchise law',
    question: QUESTION_DRAFT.question,
    answer: QUESTION_DRAFT.answer,
    publishedAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    conversationId: null,
  },
};

const open = (routes: Routes = {}) =>
  renderPage(<OpenQuestionsForFaq />, { at: '/admin/dashboard', me: ADMIN, routes: { [LIST]: { body: PAGE }, ...routes } });

describe('open questions ready for the FAQ', () => {
  it('lists a question its asker agreed to publish, and publishes it with its helpful answers', async () => {
    const page = open({ [DRAFT]: { body: QUESTION_DRAFT }, [PUBLISH]: { status: 201, body: PUBLISHED } });
    const card = await screen.findByRole('article', { name: 'How do I register a trademark in France?' });
    expect(within(card).getByText(/2 helpful answers/)).toBeVisible();
    expect(within(card).getByText('The member agreed to publish it')).toBeVisible();
    await page.user.click(within(card).getByRole('button', { name: /Publish to FAQ/ }));
    const answer = await screen.findByRole('textbox', { name: /Answer/ });
    expect(answer).toHaveValue(QUESTION_DRAFT.answer);
    await page.user.click(screen.getByRole('button', { name: 'Publish to FAQ' }));
    await waitFor(() => expect(page.callsTo(PUBLISH)).toHaveLength(1));
    expect(page.callsTo(PUBLISH)[0].body).toEqual({
      questionId: QID,
      question: QUESTION_DRAFT.question,
      answer: QUESTION_DRAFT.answer,
      keepNames: false,
    });
    await findVisibleText(FAQ_MESSAGES.published);
  });

  it('says what makes a question appear when none is ready', async () => {
    open({ [LIST]: { body: { items: [], total: 0, page: 1, pageSize: 5 } } });
    await findVisibleText('No open question to publish');
    expect(screen.getByText(FAQ_MESSAGES.noOpenQuestions)).toBeVisible();
  });
});
