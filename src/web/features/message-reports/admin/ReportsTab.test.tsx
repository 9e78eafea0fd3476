import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_REPORT_TEXTS as T,
  type MessageReport,
  type MessageReportPage,
} from '../../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES } from '../../../../common/contracts/message-reports-routes';
import { ADMIN, renderPage, routeKey, type Routes, findVisibleText } from '../../../../../tests/support/render';
import { ReportsTab } from './ReportsTab';

const ID = '00000000-0000-4000-8000-0000000000aa';
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const REPORT: MessageReport = {
  id: ID,
  subject: 'message',
  status: 'open',
  reason: 'He threatened me',
  reportedAt: at(30),
  reporter: { attendeeId: 'a', fullName: 'Ana Reyes' },
  author: { attendeeId: 'b', fullName: 'Ben Okafor', deactivated: false },
  messages: [
    { id: 'm1', fromSender: false, body: 'Can we talk about the deal?', sentAt: at(1), deleted: false, reported: false },
    { id: 'm2', fromSender: true, body: 'Deleted text', sentAt: at(2), deleted: true, reported: false },
    { id: 'm3', fromSender: true, body: 'You will regret this.', sentAt: at(3), deleted: false, reported: true },
  ],
  question: null,
  answer: null,
  role: null,
  tool: null,
  decision: null,
};
/** A reported answer to an anonymous question (decision 058). */
const ANSWER_ID = '00000000-0000-4000-8000-0000000000bb';
const ANSWER_REPORT: MessageReport = {
  ...REPORT,
  id: ANSWER_ID,
  subject: 'answer',
  reason: 'Insults the asker',
  author: { attendeeId: 'c', fullName: 'Cleo Marsh', deactivated: false },
  messages: [],
  question: { id: 'q1', body: 'How do I price my first workshop?', anonymous: true, hidden: false, closed: false },
  answer: { id: 'a1', body: 'If you have to ask, do not run one.', fromTeam: false, hidden: false },
};
const PAGE: MessageReportPage = { items: [REPORT], total: 1, open: 1, page: 1, pageSize: 10 };
const QUEUE = routeKey(MESSAGE_REPORT_ROUTES.queue);
const DECIDE = routeKey(MESSAGE_REPORT_ROUTES.decide, { id: ID });

const openTab = (routes: Routes = {}) =>
  renderPage(<ReportsTab />, {
    at: '/admin/dashboard?tab=reports',
    path: '/admin/dashboard',
    me: ADMIN,
    routes: { [QUEUE]: { body: PAGE }, ...routes },
  });

const decided = (outcome: 'dismiss' | 'warn' | 'deactivate', status: MessageReport['status']) => ({
  body: {
    message: T.decided('message', outcome),
    report: { ...REPORT, status, decision: { outcome, note: null, decidedAt: at(40), decidedBy: 'admin@example.com' } },
  },
});

describe('the Reports tab', () => {
  it('shows the reported message, highlighted, with the messages before it and the reason', async () => {
    openTab();
    const report = await screen.findByRole('article', { name: 'Ana Reyes reported Ben Okafor' });
    expect(within(report).getByText('He threatened me')).toBeVisible();
    const messages = within(report).getByRole('list', { name: /The reported message and the 2 before it/ });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Can we talk about the deal?'),
      expect.stringContaining('Deleted by its sender'),
      expect.stringMatching(/Reported.*You will regret this\./),
    ]);
    expect(within(report).queryByText('Deleted text')).toBeNull();
  });

  it('shows a reported answer under its question, and lets the organiser hide it with the note as the reason', async () => {
    const DECIDE_ANSWER = routeKey(MESSAGE_REPORT_ROUTES.decide, { id: ANSWER_ID });
    const page = openTab({
      [QUEUE]: { body: { ...PAGE, items: [ANSWER_REPORT], total: 1 } },
      [DECIDE_ANSWER]: {
        body: {
          message: T.decided('answer', 'hide'),
          report: {
            ...ANSWER_REPORT,
            status: 'hidden',
            decision: { outcome: 'hide', note: 'Be kind.', decidedAt: at(40), decidedBy: 'admin@example.com' },
          },
        },
      },
    });
    const report = await screen.findByRole('article', { name: 'Ana Reyes reported an answer by Cleo Marsh' });
    expect(within(report).getByText('How do I price my first workshop?')).toBeVisible();
    expect(within(report).getByText('Asked anonymously')).toBeVisible();
    expect(within(report).getByText('If you have to ask, do not run one.')).toBeVisible();
    const form = within(report).getByRole('form', { name: 'Decide the report about Cleo Marsh' });
    await page.user.type(within(form).getByLabelText(/Note/), 'Be kind.');
    await page.user.click(within(form).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(page.callsTo(DECIDE_ANSWER)).toHaveLength(1));
    expect(page.callsTo(DECIDE_ANSWER)[0].body).toEqual({ outcome: 'hide', note: 'Be kind.' });
  });

  it('offers no Hide for a message', async () => {
    openTab();
    const form = await screen.findByRole('form', { name: 'Decide the report about Ben Okafor' });
    expect(within(form).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Warn' })).toBeVisible();
  });

  it('says so when nothing is reported', async () => {
    openTab({ [QUEUE]: { body: { items: [], total: 0, open: 0, page: 1, pageSize: 10 } } });
    await findVisibleText('Nothing reported');
    expect(screen.getByText(T.empty)).toBeVisible();
  });

  it('warns with the note', async () => {
    const page = openTab({ [DECIDE]: decided('warn', 'warned') });
    const form = await screen.findByRole('form', { name: 'Decide the report about Ben Okafor' });
    await page.user.type(within(form).getByLabelText(/Note/), 'Keep it civil.');
    await page.user.click(within(form).getByRole('button', { name: 'Warn' }));
    await waitFor(() => expect(page.callsTo(DECIDE)).toHaveLength(1));
    expect(page.callsTo(DECIDE)[0].body).toEqual({ outcome: 'warn', note: 'Keep it civil.' });
  });

  it('asks before deactivating, and sends nothing when cancelled', async () => {
    const page = openTab({ [DECIDE]: decided('deactivate', 'deactivated') });
    const form = await screen.findByRole('form', { name: 'Decide the report about Ben Okafor' });
    await page.user.click(within(form).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ben Okafor?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(page.callsTo(DECIDE)).toHaveLength(0);
    await page.user.click(within(form).getByRole('button', { name: 'Deactivate' }));
    await page.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(page.callsTo(DECIDE)).toHaveLength(1));
    expect(page.callsTo(DECIDE)[0].body).toEqual({ outcome: 'deactivate' });
  });
});
