import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_REPORT_TEXTS as T } from '../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES } from '../../../common/contracts/message-reports-routes';
import { MEMBER, refusal, renderPage, routeKey } from '../../../../tests/support/render';
import { ReportMessageAction } from './ReportMessageAction';

const REPORT = routeKey(MESSAGE_REPORT_ROUTES.report, { id: 'c1', messageId: 'm1' });
const open = (reply = { status: 201, body: { message: T.reported, created: true } }) =>
  renderPage(<ReportMessageAction conversationId="c1" messageId="m1" senderName="Ben" />, {
    at: '/messages',
    path: '/messages',
    me: MEMBER,
    routes: { [REPORT]: reply },
  });

describe('reporting a message', () => {
  it('says what the organisers will see, asks for a reason and sends it', async () => {
    const page = open();
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
    const page = open(refusal(409, T.deletedMessage, { code: 'MESSAGE_DELETED' }));
    await page.user.click(screen.getByRole('button', { name: 'Report this message from Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await page.user.type(within(dialog).getByLabelText('What is wrong with it?'), 'A threat');
    await page.user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText(T.deletedMessage)).toBeVisible();
  });
});
