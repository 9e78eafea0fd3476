// /questions and /questions/:id as a member sees them (issue 36, item 3): the list with its filters and
// states, an anonymous asker shown as 'A member', and a question's page where the asker marks an answer
// that helped, anyone thanks, answers go out through the composer, and organisers get hide and close.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionAnswer, QuestionDetail, QuestionSummary } from '../../../common/contracts/open-questions';
import { OPEN_QUESTION_ROUTES } from '../../../common/contracts/open-questions-routes';
import { TOPIC_ROUTES } from '../../../common/contracts/topics-routes';
import { ADMIN, MEMBER, pending, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { QuestionPage } from './QuestionPage';
import { QuestionsPage } from './QuestionsPage';

const Q1 = '0b7a1c2e-1f2d-4e5f-8a9b-0c1d2e3f4a5b';
const A1 = '1c8b2d3f-2a3e-4f60-9bac-1d2e3f4a5b6c';
const LIST = routeKey(OPEN_QUESTION_ROUTES.list);
const TOPICS = { [routeKey(TOPIC_ROUTES.list)]: { body: { items: [{ id: 't-1', name: 'Licensing' }], total: 1 } } };

const summary = (overrides: Partial<QuestionSummary> = {}): QuestionSummary => ({
  id: Q1,
  body: 'How do I renew a licence before it lapses?',
  topics: ['Licensing'],
  asker: null,
  anonymous: true,
  askedByMe: false,
  askedOfMe: true,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  closed: false,
  answerCount: 1,
  helpfulCount: 0,
  hidden: null,
  ...overrides,
});

const answer = (overrides: Partial<QuestionAnswer> = {}): QuestionAnswer => ({
  id: A1,
  author: { id: 'a-2', name: 'Ben Okafor' },
  byAsker: false,
  fromTeam: false,
  mine: false,
  body: 'Renew 60 days ahead: https://example.com/renewals has the form.',
  createdAt: new Date().toISOString(),
  helpful: false,
  thanks: 0,
  thankedByMe: false,
  hidden: null,
  ...overrides,
});

const detail = (overrides: Partial<QuestionDetail> = {}): QuestionDetail => ({
  question: summary(),
  answers: [answer()],
  moreAnswers: false,
  following: false,
  pressedFollow: false,
  canAnswer: true,
  asTeam: false,
  faqConsent: false,
  ...overrides,
});

function openList(routes: Routes, at = '/questions') {
  return renderPage(<QuestionsPage />, { at, path: '/questions', me: MEMBER, routes: { ...TOPICS, ...routes } });
}

function openQuestion(routes: Routes, me = MEMBER) {
  return renderPage(<QuestionPage />, { at: `/questions/${Q1}`, path: '/questions/:id', me, routes });
}

describe('the questions page', () => {
  it('lists the questions with an anonymous asker as “A member”, and filters by “asked of you” (kept in the address)', async () => {
    const page = openList({ [LIST]: { body: { items: [summary()], nextCursor: null } } });
    const card = (await screen.findByRole('link', { name: /renew a licence/ })).closest('li')!;
    expect(within(card).getByText('A member')).toBeInTheDocument();
    expect(within(card).getByText('Asked of you')).toBeInTheDocument();
    expect(within(card).getByText('1 answer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /renew a licence/ })).toHaveAttribute('href', `/questions/${Q1}`);

    await page.user.click(screen.getByRole('button', { name: 'Asked of you' }));
    await waitFor(() => expect(page.callsTo(LIST).at(-1)?.search).toBe('?filter=asked-of-me'));
    expect(screen.getByRole('button', { name: 'Asked of you' })).toHaveAttribute('aria-pressed', 'true');
    expect(page.location()).toBe('/questions?filter=asked-of-me');
  });

  it('says when there are none yet', async () => {
    openList({ [LIST]: { body: { items: [], nextCursor: null } } });
    expect(await screen.findByText('No open questions yet')).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be read', async () => {
    let calls = 0;
    const page = openList({
      [LIST]: () => (++calls === 1 ? refusal(500, 'Something went wrong') : { body: { items: [summary()], nextCursor: null } }),
    });
    expect(await screen.findByText('The questions could not be loaded.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /renew a licence/ })).toBeInTheDocument();
  });

  it('shows its loading state while the list is on its way', async () => {
    openList({ [LIST]: pending });
    expect(await screen.findByText('Loading the questions...')).toBeInTheDocument();
  });
});

describe('a question’s page', () => {
  const QUESTION = routeKey(OPEN_QUESTION_ROUTES.question, { id: Q1 });
  const HELPFUL = routeKey(OPEN_QUESTION_ROUTES.markHelpful, { id: Q1, answerId: A1 });
  const THANK = routeKey(OPEN_QUESTION_ROUTES.thank, { id: Q1, answerId: A1 });
  const ANSWER = routeKey(OPEN_QUESTION_ROUTES.answer, { id: Q1 });

  it('lets the asker mark an answer that helped, and shows the answer’s link as a link', async () => {
    let helpful = false;
    const page = openQuestion({
      [QUESTION]: () => ({
        body: detail({
          question: summary({ askedByMe: true, askedOfMe: false, asker: { id: 'a-1', name: 'Ana Lima' } }),
          answers: [answer({ helpful })],
          following: true,
        }),
      }),
      [HELPFUL]: ({ body }) => {
        helpful = body.helpful;
        return { body: { helpful } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /renew a licence/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com/renewals' })).toHaveAttribute(
      'href',
      'https://example.com/renewals',
    );
    // The asker follows anyway: no Follow button.
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'This helped' }));
    await waitFor(() => expect(page.callsTo(HELPFUL)[0]?.body).toEqual({ helpful: true }));
    expect(await screen.findByText('Helped the asker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thank/ })).toBeInTheDocument();
  });

  it('lets another member thank once and answer; the anonymous asker stays “A member”; no helpful button for them', async () => {
    let answers = [answer()];
    const page = openQuestion({
      [QUESTION]: () => ({ body: detail({ answers }) }),
      [THANK]: () => {
        answers = [answer({ thanks: 1, thankedByMe: true })];
        return { body: { thanks: 1, thankedByMe: true } };
      },
      [ANSWER]: ({ body }) => {
        const mine = answer({
          id: 'f'.repeat(8) + A1.slice(8),
          author: { id: 'a-1', name: 'Ana Lima' },
          mine: true,
          body: body.body,
        });
        answers = [mine, ...answers];
        return { status: 201, body: mine };
      },
    });
    expect(await screen.findByText('A member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'This helped' })).not.toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Thank Ben Okafor' }));
    expect(await screen.findByRole('button', { name: 'You thanked Ben Okafor' })).toBeDisabled();
    expect(screen.getByText('1 thank you')).toBeInTheDocument();

    await page.user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Ask the licensing office first.{Enter}');
    await waitFor(() => expect(page.callsTo(ANSWER)[0]?.body).toEqual({ body: 'Ask the licensing office first.' }));
    expect(await screen.findByText('Ask the licensing office first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it('gives organisers the team’s answer, hide with a reason and close', async () => {
    const HIDE = routeKey(OPEN_QUESTION_ROUTES.adminHideAnswer, { id: Q1, answerId: A1 });
    const page = openQuestion(
      {
        [QUESTION]: {
          body: detail({ asTeam: true, question: summary({ asker: { id: 'a-1', name: 'Ana Lima' }, askedOfMe: false }) }),
        },
        [HIDE]: { body: { message: 'Hidden. Its author sees your reason.' } },
      },
      ADMIN,
    );
    expect(await screen.findByRole('heading', { name: 'Answer from the team' })).toBeInTheDocument();
    // An organiser sees who asked, even anonymously.
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    const answerCard = screen.getByText(/Renew 60 days ahead/).closest('li')!;
    await page.user.click(within(answerCard).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this answer' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Say why, in a few words: the author sees it.')).toBeInTheDocument();
    await page.user.type(within(dialog).getByRole('textbox', { name: /Why\?/ }), 'Off topic');
    await page.user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(page.callsTo(HIDE)[0]?.body).toEqual({ reason: 'Off topic' }));
  });

  it('says so when the question is not there', async () => {
    openQuestion({ [QUESTION]: refusal(404, 'Question not found') });
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
  });
});
