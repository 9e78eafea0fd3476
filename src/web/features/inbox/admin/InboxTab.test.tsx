import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASK_QUESTIONS, type Conversation } from '../../../../common/contracts/ask';
import {
  INBOX_MESSAGES,
  RESPONSE_TIME_MESSAGES,
  type AdminConversationPage,
  type ConversationActionResult,
  type ResponseTimes,
} from '../../../../common/contracts/inbox';
import { INBOX_ROUTES } from '../../../../common/contracts/inbox-routes';
import { DASHBOARD_ROUTES } from '../../../../common/contracts/dashboard-routes';
import { ADMIN, refusal, renderPage, routeKey, type Routes, findVisibleText } from '../../../../../tests/support/render';
import { conversation } from '../../../../../tests/support/web-fixtures';
import { InboxTab } from './InboxTab';

const ANSWER_ROUTE = routeKey(INBOX_ROUTES.answer, { id: 'c-1' });
const TARGET_ROUTE = routeKey(INBOX_ROUTES.responseTarget);

const QUESTION = conversation({
  name: 'Kemi Ade',
  email: 'kemi@example.com',
  question: ASK_QUESTIONS[2],
  answer: 'Cash flow in the first year',
  followup: 'no',
  displayedAnswer: 'Cash flow in the first year',
  timestamp: new Date(Date.now() - 3 * 3600_000).toISOString(),
  questionsAndAnswers: [{ question: ASK_QUESTIONS[2], answer: 'Cash flow in the first year' }],
});

const page = (view: AdminConversationPage['view'], items: Conversation[]): AdminConversationPage => ({
  view,
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

const FIGURES: ResponseTimes = {
  targetHours: 48,
  since: '2026-09-07T00:00:00.000Z',
  asked: 0,
  answered: 0,
  medianSeconds: null,
  p90Seconds: null,
  withinTarget: 0,
  decided: 0,
  waiting: 1,
  waitingPastTarget: 0,
  oldestWaiting: null,
  organisers: [],
  weeks: [],
};

function openInbox(routes: Routes = {}) {
  return renderPage(<InboxTab renderFaqAction={() => null} faqView={null} />, {
    at: '/admin/dashboard',
    me: ADMIN,
    routes: {
      [routeKey(INBOX_ROUTES.list)]: ({ search }) => ({
        body: page(
          new URLSearchParams(search).get('view') as AdminConversationPage['view'],
          search.includes('pending') ? [QUESTION] : [],
        ),
      }),
      [routeKey(INBOX_ROUTES.responseTimes)]: { body: FIGURES },
      [routeKey(DASHBOARD_ROUTES.summary)]: { body: { pendingConversations: 1, pendingAccessRequests: 0 } },
      ...routes,
    },
  });
}

const responseBox = () => screen.findByRole('textbox', { name: 'Your response to Kemi Ade' });

describe('answering a question in the inbox', () => {
  it("titles each entry by the member's own words, its question a tag", async () => {
    openInbox();
    await responseBox();
    const entry = screen.getByRole('article', { name: 'Cash flow in the first year' });
    expect(within(entry).getByRole('heading', { level: 3, name: 'Cash flow in the first year' })).toBeVisible();
    expect(within(entry).getByText('Problem to solve')).toBeVisible();
  });

  it('refuses a blank response under the field and sends nothing', async () => {
    const inbox = openInbox();
    await responseBox();
    await inbox.user.click(screen.getByRole('button', { name: 'Send Response' }));

    const box = await responseBox();
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(INBOX_MESSAGES.responseRequired);
    expect(box).toHaveFocus();
    expect(inbox.callsTo(ANSWER_ROUTE)).toHaveLength(0);
  });

  it('sends the reply as typed, trimmed, and says it was sent', async () => {
    const answered: ConversationActionResult = {
      success: true,
      message: INBOX_MESSAGES.responseSent,
      conversation: { ...QUESTION, status: 'answered', adminResponse: 'Talk to Priya.', respondedAt: new Date().toISOString() },
      emailed: true,
    };
    const inbox = openInbox({ [ANSWER_ROUTE]: { body: answered } });
    await inbox.user.type(await responseBox(), '  Talk to Priya.  ');
    await inbox.user.click(screen.getByRole('button', { name: 'Send Response' }));

    await findVisibleText(INBOX_MESSAGES.responseSent);
    expect(inbox.callsTo(ANSWER_ROUTE).map((call) => call.body)).toEqual([{ response: 'Talk to Priya.' }]);
  });
});

describe('the response target', () => {
  it('refuses a target out of range under the field, then saves a whole number of hours', async () => {
    const inbox = openInbox({
      [TARGET_ROUTE]: ({ body }) =>
        body.hours === 720
          ? refusal(400, RESPONSE_TIME_MESSAGES.targetInvalid, { fields: { hours: 'Refused by the server' } })
          : { body: { success: true, message: RESPONSE_TIME_MESSAGES.targetSaved, targetHours: body.hours } },
    });
    const target = await screen.findByRole('spinbutton', { name: 'Target (hours)' });
    const form = target.closest('form')!;
    await inbox.user.clear(target);
    await inbox.user.type(target, '0');
    await inbox.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(target).toHaveAccessibleDescription(RESPONSE_TIME_MESSAGES.targetInvalid));
    expect(target).toHaveFocus();
    expect(inbox.callsTo(TARGET_ROUTE)).toHaveLength(0);

    // The server's own refusal goes under the field too.
    await inbox.user.clear(target);
    await inbox.user.type(target, '720{Enter}');
    await waitFor(() => expect(target).toHaveAccessibleDescription('Refused by the server'));

    await inbox.user.clear(target);
    await inbox.user.type(target, '24{Enter}');
    await findVisibleText(RESPONSE_TIME_MESSAGES.targetSaved);
    expect(inbox.callsTo(TARGET_ROUTE).map((call) => call.body)).toEqual([{ hours: 720 }, { hours: 24 }]);
  });
});

describe('a link to one question (from the admin home)', () => {
  it('pages on to the question the address names, and focuses it', async () => {
    const older = { ...QUESTION, id: 'c-old', name: 'Olu Ade', timestamp: new Date(Date.now() - 90 * 3600_000).toISOString() };
    const inbox = renderPage(<InboxTab renderFaqAction={() => null} faqView={null} />, {
      at: '/admin/dashboard?tab=conversations&entry=c-old',
      path: '/admin/dashboard',
      me: ADMIN,
      routes: {
        [routeKey(INBOX_ROUTES.list)]: ({ search }) => {
          const query = new URLSearchParams(search);
          const second = query.get('page') === '2';
          const items = query.get('view') === 'pending' ? [second ? older : QUESTION] : [];
          return { body: { view: query.get('view'), items, total: 2, page: second ? 2 : 1, pageSize: 1 } };
        },
        [routeKey(INBOX_ROUTES.responseTimes)]: { body: FIGURES },
        [routeKey(DASHBOARD_ROUTES.summary)]: { body: { pendingConversations: 2, pendingAccessRequests: 0 } },
      },
    });
    await waitFor(() => expect(screen.getByRole('article')).toHaveAttribute('data-entry-id', 'c-old'));
    expect(within(screen.getByRole('article')).getByText('Olu Ade')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
    expect(inbox.callsTo(`GET ${INBOX_ROUTES.list.path}`).some((call) => call.search.includes('page=2'))).toBe(true);
  });
});
