import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, pending, refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { ConnectAction } from './ConnectAction';

const BEN = { attendeeId: '5b0f2f8e-1f57-4d0b-9d0e-2a3c4b5d6e7f', fullName: 'Ben Bold', firstName: 'Ben' };
const SENT = {
  outcome: 'sent',
  created: true,
  message: 'Connection request sent',
  state: { kind: 'sent', requestId: 'r-1' },
};

const openConnect = async (routes: Routes = {}) => {
  const page = renderPage(<ConnectAction member={BEN} whyConnect="You both work in podcasting." />, {
    at: '/recommendations',
    me: MEMBER,
    // Sending refreshes the connections' counts and lists.
    routes: { 'GET /api/connections/summary': { body: { openRequests: 0, newestRequestFrom: null, connections: 0 } }, ...routes },
  });
  await page.user.click(screen.getByRole('button', { name: 'Connect with Ben Bold' }));
  return page;
};

describe('Connect', () => {
  it('opens the note with focus, sends the note written, and says Request sent', async () => {
    const page = await openConnect({ 'POST /api/connections/requests': { status: 201, body: SENT } });
    const note = screen.getByLabelText(/Add a note/);
    expect(note).toHaveFocus();
    expect(screen.getByText('You both work in podcasting.')).toBeInTheDocument();
    await page.user.type(note, '  Loved your episode on local radio.  ');
    expect(screen.getByText('38 / 500')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Connect' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Request sent');
    await waitFor(() => expect(status).toHaveFocus());
    expect(await screen.findByText('Connection request sent')).toBeInTheDocument();
    // Trimmed by the request's schema, as the server would.
    expect(page.callsTo('POST /api/connections/requests').map((call) => call.body)).toEqual([
      { toAttendeeId: BEN.attendeeId, note: 'Loved your episode on local radio.' },
    ]);
  });

  it('sends no note when none was written, and is busy while it goes', async () => {
    const page = await openConnect({ 'POST /api/connections/requests': pending });
    await page.user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: /Connecting/ })).toBeDisabled();
    expect(page.callsTo('POST /api/connections/requests').map((call) => call.body)).toEqual([{ toAttendeeId: BEN.attendeeId }]);
  });

  it('shows the server’s refusal and keeps the form open with the note', async () => {
    const limit = 'You can send at most 20 connection requests a week. You can send the next one on Tuesday, March 17.';
    const page = await openConnect({ 'POST /api/connections/requests': refusal(429, limit, { code: 'WEEKLY_LIMIT' }) });
    await page.user.type(screen.getByLabelText(/Add a note/), 'Hello');
    await page.user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByLabelText(/Add a note/)).toHaveValue('Hello');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts a refusal of the note under the note, and focuses it', async () => {
    const page = await openConnect({
      'POST /api/connections/requests': refusal(400, 'The note must be at most 500 characters', {
        code: 'INVALID_INPUT',
        fields: { note: 'The note must be at most 500 characters' },
      }),
    });
    await page.user.type(screen.getByLabelText(/Add a note/), 'Hello');
    await page.user.click(screen.getByRole('button', { name: 'Connect' }));

    const note = screen.getByLabelText(/Add a note/);
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(expect.stringContaining('The note must be at most 500 characters'));
    expect(note).toHaveFocus();
  });

  it('Cancel closes the form and gives focus back to Connect', async () => {
    const page = await openConnect();
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Connect with Ben Bold' })).toHaveFocus();
    expect(page.callsTo('POST /api/connections/requests')).toHaveLength(0);
  });
});
