// /questions and /questions/:id as a member sees them (issue 36, item 3): the list with its filters and
// states, an anonymous asker shown as 'A member', and a question's page where the asker marks an answer
// that helped, anyone thanks, answers go out through the composer, and organisers get hide and close; the
// asker's consent to Answers from the team, and the Report action's place (given by the app).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPEN_QUESTIONS_TEXTS as QT } from '../../../common/contracts/open-questions';
import type { QuestionAnswer, QuestionDetail, QuestionSummary } from '../../../common/contracts/open-questions';
import { OPEN_QUESTION_ROUTES } from '../../../common/contracts/open-questions-routes';
import { TOPIC_ROUTES } from '../../../common/contracts/topics-routes';
import { ADMIN, MEMBER, pending, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { FAQ_CONSENT_TEXTS } from './FaqConsentSwitch';
import { QuestionPage, type RenderReport } from './QuestionPage';
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
  inFaq: false,
  ...overrides,
});

function openList(routes: Routes, at = '/questions') {
  return renderPage(<QuestionsPage />, { at, path: '/questions', me: MEMBER, routes: { ...TOPICS, ...routes } });
}

function openQuestion(routes: Routes, me = MEMBER, renderReport?: RenderReport) {
  return renderPage(<QuestionPage renderReport={renderReport} />, { at: `/questions/${Q1}`, path: '/questions/:id', me, routes });
}

/** The app's Report action stands in as a marker naming what it would report. */
const reportMarker: RenderReport = (target) => (
  <span data-testid="report">{`${target.subject} by ${target.authorName ?? 'someone unnamed'}`}</span>
);

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

  it('offers Report on someone else’s question and answers, by first name, never an anonymous asker’s name, never on one’s own', async () => {
    openQuestion(
      {
        [QUESTION]: {
          body: detail({
            answers: [
              answer(),
              answer({ id: 'e'.repeat(8) + A1.slice(8), author: { id: 'a-1', name: 'Ana Lima' }, mine: true, body: 'Mine.' }),
            ],
          }),
        },
      },
      MEMBER,
      reportMarker,
    );
    await screen.findByRole('heading', { level: 1, name: /renew a licence/ });
    expect(screen.getAllByTestId('report').map((marker) => marker.textContent)).toEqual([
      'question by someone unnamed',
      'answer by Ben',
    ]);
  });

  it('offers the asker no Report on their own question', async () => {
    openQuestion(
      { [QUESTION]: { body: detail({ question: summary({ askedByMe: true, asker: { id: 'a-1', name: 'Ana Lima' } }) }) } },
      MEMBER,
      reportMarker,
    );
    await screen.findByRole('heading', { level: 1, name: /renew a licence/ });
    expect(screen.getAllByTestId('report').map((marker) => marker.textContent)).toEqual(['answer by Ben']);
  });

  it('hides Report from organisers', async () => {
    openQuestion({ [QUESTION]: { body: detail({ asTeam: true }) } }, ADMIN, reportMarker);
    await screen.findByRole('heading', { name: 'Answer from the team' });
    expect(screen.queryByTestId('report')).toBeNull();
  });
});

describe('the asker’s consent to Answers from the team', () => {
  const QUESTION = routeKey(OPEN_QUESTION_ROUTES.question, { id: Q1 });
  const CONSENT = routeKey(OPEN_QUESTION_ROUTES.faqConsent, { id: Q1 });
  const asked = summary({ askedByMe: true, askedOfMe: false, asker: { id: 'a-1', name: 'Ana Lima' } });

  it('shows the asker’s choice as a switch and saves a change', async () => {
    let faqConsent = false;
    const page = openQuestion({
      [QUESTION]: () => ({ body: detail({ question: asked, faqConsent }) }),
      [CONSENT]: ({ body }) => {
        faqConsent = body.consent;
        return { body: { message: faqConsent ? QT.consentGiven : QT.consentWithdrawn, faqConsent, inFaq: false } };
      },
    });
    const toggle = await screen.findByRole('switch', { name: FAQ_CONSENT_TEXTS.label });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(FAQ_CONSENT_TEXTS.notGiven);
    await page.user.click(toggle);
    await waitFor(() => expect(page.callsTo(CONSENT)[0]?.body).toEqual({ consent: true }));
    expect(await screen.findByText(QT.consentGiven)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).toHaveAccessibleDescription(FAQ_CONSENT_TEXTS.given);
  });

  it('cannot be withdrawn once published, and says why', async () => {
    openQuestion({ [QUESTION]: { body: detail({ question: asked, faqConsent: true, inFaq: true }) } });
    const toggle = await screen.findByRole('switch', { name: FAQ_CONSENT_TEXTS.label });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(QT.consentLocked);
  });

  it('is the asker’s alone: another member sees no switch', async () => {
    openQuestion({ [QUESTION]: { body: detail({ faqConsent: true }) } });
    await screen.findByRole('heading', { level: 1, name: /renew a licence/ });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
