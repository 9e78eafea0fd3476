import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_REPORT_TEXTS as T } from '../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES } from '../../../common/contracts/message-reports-routes';
import { MEMBER, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { ReportAction, type ReportTarget } from './ReportAction';

const REPORT = routeKey(MESSAGE_REPORT_ROUTES.report, { id: 'c1', messageId: 'm1' });
const REPORT_QUESTION = routeKey(MESSAGE_REPORT_ROUTES.reportQuestion, { id: 'q1' });
const REPORT_ANSWER = routeKey(MESSAGE_REPORT_ROUTES.reportAnswer, { id: 'q1', answerId: 'a1' });

const MESSAGE: ReportTarget = { subject: 'message', conversationId: 'c1', messageId: 'm1', authorName: 'Ben' };
const open = (target: ReportTarget, routes: Routes) =>
  renderPage(<ReportAction {...target} />, { at: '/somewhere', path: '/somewhere', me: MEMBER, routes });

describe('reporting a message', () => {
  it('says what the organisers will see, asks for a reason and sends it', async () => {
    const page = open(MESSAGE, { [REPORT]: { status: 201, body: { message: T.reported('message'), created: true } } });
    await page.user.click(screen.getByRole('button', { name: 'Report this message from Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(dialog).toHaveAccessibleDescription(T.reportExplained);
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    // The schema's own message, before anything is sent.
    expect(await within(dialog).findByText(T.reasonRequired)).toBeVisible();
    expect(page.callsTo(REPORT)).toHaveLength(0);
    await page.user.type(within(dialog).getByLabelText('What is wrong with it?'), 'A threat');
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.callsTo(REPORT)[0].body).toEqual({ reason: 'A threat' });
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const page = open(MESSAGE, { [REPORT]: refusal(409, T.deletedMessage, { code: 'MESSAGE_DELETED' }) });
    await page.user.click(screen.getByRole('button', { name: 'Report this message from Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await page.user.type(within(dialog).getByLabelText('What is wrong with it?'), 'A threat');
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(T.deletedMessage)).toBeVisible();
  });
});

describe('reporting an open question or an answer', () => {
  it('sends an answer’s report with the reason, tells the reporter it was sent, and reads “Reported” after', async () => {
    const page = open(
      { subject: 'answer', questionId: 'q1', answerId: 'a1', authorName: 'Ben' },
      { [REPORT_ANSWER]: { status: 201, body: { message: T.reported('answer'), created: true } } },
    );
    await page.user.click(screen.getByRole('button', { name: 'Report this answer from Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this answer' });
    expect(dialog).toHaveAccessibleDescription(T.contentReportExplained);
    expect(within(dialog).getByLabelText('What is wrong with it?')).toHaveAttribute(
      'placeholder',
      'Tell the organisers why Ben’s answer is not OK.',
    );
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(T.contentReasonRequired)).toBeVisible();
    await page.user.type(within(dialog).getByLabelText('What is wrong with it?'), 'Selling followers');
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.callsTo(REPORT_ANSWER)[0].body).toEqual({ reason: 'Selling followers' });
    expect(await screen.findByText(T.reported('answer'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You reported this answer' })).toBeDisabled();
  });

  it('names no anonymous asker, and a second report answers with the server’s words', async () => {
    const page = open(
      { subject: 'question', questionId: 'q1', authorName: null },
      { [REPORT_QUESTION]: { status: 200, body: { message: T.alreadyReported('question'), created: false } } },
    );
    await page.user.click(screen.getByRole('button', { name: 'Report this question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this question' });
    expect(within(dialog).getByLabelText('What is wrong with it?')).toHaveAttribute(
      'placeholder',
      'Tell the organisers why this question is not OK.',
    );
    await page.user.type(within(dialog).getByLabelText('What is wrong with it?'), 'Spam');
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(T.alreadyReported('question'))).toBeInTheDocument();
    expect(page.callsTo(REPORT_QUESTION)[0].body).toEqual({ reason: 'Spam' });
  });

  it('keeps the dialog open with the refusal of one’s own answer', async () => {
    const page = open(
      { subject: 'answer', questionId: 'q1', answerId: 'a1', authorName: null },
      { [REPORT_ANSWER]: refusal(400, T.ownAnswer, { code: 'OWN_ANSWER' }) },
    );
    await page.user.click(screen.getByRole('button', { name: 'Report this answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this answer' });
    await page.user.type(within(dialog).getByLabelText('What is wrong with it?'), 'Mine');
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(T.ownAnswer)).toBeVisible();
  });
});
