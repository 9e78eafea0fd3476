import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connection, ConnectionPerson, ReceivedRequest, SentRequest } from '../../../common/contracts/connections';
import { MEMBER, refusal, renderPage, type ApiCall, type Routes } from '../../../../tests/support/render';
import { ConnectionsPage } from './ConnectionsPage';

const person = (first: string, last: string, id: string): ConnectionPerson => ({
  attendeeId: id,
  fullName: `${first} ${last}`,
  firstName: first,
  lastName: last,
  jobTitle: 'Producer',
  company: 'Loud Radio',
  industry: 'Media',
});
const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

const FROM_BEN: ReceivedRequest = {
  id: 'r-1',
  from: person('Ben', 'Bold', 'a-2'),
  note: 'Loved your episode.',
  reason: 'You both make audio.',
  sentAt: '2026-11-20T10:00:00.000Z',
};
const TO_CY: SentRequest = {
  id: 'r-2',
  to: person('Cy', 'Cole', 'a-3'),
  note: null,
  sentAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-12-21T10:00:00.000Z',
};
const WITH_DEE: Connection = {
  id: 'r-3',
  person: { ...person('Dee', 'Dunn', 'a-4'), email: 'dee@example.com' },
  connectedAt: '2026-11-01T10:00:00.000Z',
};

const openConnections = (routes: Routes = {}) =>
  renderPage(<ConnectionsPage />, {
    at: '/connections',
    me: MEMBER,
    routes: {
      'GET /api/connections/requests/received': { body: pageOf([FROM_BEN]) },
      'GET /api/connections/requests/sent': { body: pageOf([TO_CY]) },
      'GET /api/connections': ({ search }: ApiCall) => ({
        body: pageOf(new URLSearchParams(search).get('search') === 'nobody' ? [] : [WITH_DEE]),
      }),
      'GET /api/connections/summary': { body: { openRequests: 1, newestRequestFrom: 'Ben Bold', connections: 1 } },
      ...routes,
    },
  });

describe('your introductions', () => {
  it('shows the requests waiting, your connections with their email, and the requests you sent', async () => {
    openConnections();
    expect(await screen.findByText('Loved your episode.')).toBeInTheDocument();
    expect(screen.getByText('You both make audio.')).toBeInTheDocument();
    expect(await screen.findByText('dee@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Cy Cole')).toBeInTheDocument();
  });

  it('shows a connection who keeps their address and role to the organisers by name and headline, with no mail link', async () => {
    const { jobTitle: _title, company: _company, ...named } = person('Eve', 'Ellis', 'a-5');
    const withEve: Connection = {
      id: 'r-5',
      person: { ...named, headline: 'Podcast producer for brands' },
      connectedAt: '2026-11-02T10:00:00.000Z',
    };
    openConnections({ 'GET /api/connections': { body: pageOf([withEve]) } });
    const row = (await screen.findByText('Eve Ellis')).closest('li')!;
    expect(within(row).getByText('Podcast producer for brands')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('accepts a request and says so', async () => {
    const page = openConnections({
      'POST /api/connections/requests/r-1/accept': { body: { changed: true, message: 'You and Ben Bold are now connected' } },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Accept Ben Bold’s request' }));
    expect(await screen.findByText('You and Ben Bold are now connected')).toBeInTheDocument();
    expect(page.callsTo('POST /api/connections/requests/r-1/accept')).toHaveLength(1);
    expect(page.callsTo('POST /api/connections/requests/r-1/decline')).toHaveLength(0);
  });

  it('shows the server’s refusal when a request can no longer be answered', async () => {
    const page = openConnections({
      'POST /api/connections/requests/r-1/decline': refusal(409, 'This request was withdrawn.', { code: 'WITHDRAWN' }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Not now: set aside Ben Bold’s request' }));
    expect(await screen.findByText('This request was withdrawn.')).toBeInTheDocument();
  });

  it('asks before withdrawing a request you sent, then withdraws it', async () => {
    const page = openConnections({
      'POST /api/connections/requests/r-2/withdraw': { body: { changed: true, message: 'Request withdrawn' } },
    });
    await screen.findByText('Cy Cole');
    await page.user.click(screen.getByRole('button', { name: /Withdraw.*Cy Cole/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Withdraw your request to Cy Cole?')).toBeInTheDocument();
    expect(page.callsTo('POST /api/connections/requests/r-2/withdraw')).toHaveLength(0);
    await page.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(page.callsTo('POST /api/connections/requests/r-2/withdraw')).toHaveLength(1));
  });

  it('searches your connections on the server', async () => {
    const page = openConnections();
    await screen.findByText('dee@example.com');
    await page.user.type(screen.getByLabelText('Search your connections'), 'nobody');
    await waitFor(() => expect(screen.queryByText('dee@example.com')).not.toBeInTheDocument());
    const asked = page.callsTo('GET /api/connections').map((call) => new URLSearchParams(call.search).get('search'));
    expect(asked.at(-1)).toBe('nobody');
  });
});
