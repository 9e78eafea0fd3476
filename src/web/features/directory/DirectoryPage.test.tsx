import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DirectoryPage as Page } from '../../../common/contracts/directory';
import type { MemberView } from '../../../common/contracts/member-view';
import { MEMBER, pending, renderPage, type ApiCall, type Routes } from '../../../../tests/support/render';
import { DirectoryPage } from './DirectoryPage';

const BEA: MemberView = {
  attendeeId: 'a-1',
  firstName: 'Bea',
  lastName: 'Broker',
  fullName: 'Bea Broker',
  headline: 'Helping founders sign fair deals',
  offering: 'franchise law reviews',
  jobTitle: 'Partner',
  company: 'Brokerage',
};
const CY: MemberView = {
  attendeeId: 'a-2',
  firstName: 'Cy',
  lastName: 'Cole',
  fullName: 'Cy Cole',
  city: 'Porto',
  country: 'Portugal',
};

const pageOf = (items: MemberView[], overrides: Partial<Page> = {}): Page => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 24,
  facets: {
    industries: [{ value: 'Franchise', count: 1 }],
    topics: [],
    places: [{ value: 'Porto, Portugal', count: 1 }],
    newThisMonth: 2,
    events: [],
  },
  ...overrides,
});

const openDirectory = (routes: Routes = {}, at = '/members') =>
  renderPage(<DirectoryPage />, { at, me: MEMBER, routes: { 'GET /api/directory': { body: pageOf([BEA, CY]) }, ...routes } });

describe('the members directory', () => {
  it('lists members as cards linking to their page, with the count announced', async () => {
    openDirectory();
    const bea = await screen.findByRole('link', { name: 'Bea Broker' });
    expect(bea).toHaveAttribute('href', '/members/a-1');
    expect(screen.getByText('franchise law reviews')).toBeInTheDocument();
    expect(screen.getByText('Partner at Brokerage')).toBeInTheDocument();
    expect(screen.getByText('2 members in the directory')).toHaveAttribute('aria-live', 'polite');
  });

  it('searches on the server once the member pauses, and says when nothing matches', async () => {
    const searches: string[] = [];
    openDirectory({
      'GET /api/directory': ({ search }: ApiCall) => {
        const q = new URLSearchParams(search).get('q');
        if (q) searches.push(q);
        return { body: q === 'zebra' ? pageOf([]) : pageOf([BEA, CY]) };
      },
    });
    await screen.findByRole('link', { name: 'Bea Broker' });
    await userEvent.type(screen.getByRole('searchbox', { name: /search members/i }), 'zebra');
    expect(await screen.findByText('No member matches')).toBeInTheDocument();
    expect(searches).toEqual(['zebra']);
    expect(screen.getByText('0 members found')).toBeInTheDocument();
  });

  it('chooses a facet value (pressed), sends it, and clears it again', async () => {
    const calls: URLSearchParams[] = [];
    openDirectory({
      'GET /api/directory': ({ search }: ApiCall) => {
        calls.push(new URLSearchParams(search));
        return { body: pageOf([CY]) };
      },
    });
    const porto = await screen.findByRole('button', { name: /Porto, Portugal\s*1 members/ });
    await userEvent.click(porto);
    await waitFor(() => expect(calls.at(-1)?.get('place')).toBe('Porto, Portugal'));
    expect(screen.getByRole('button', { name: /Porto, Portugal/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /clear search and filters/i }));
    await waitFor(() => expect(calls.at(-1)?.get('place')).toBeNull());
  });

  it('on a phone, opens the facets from a Filters button that counts the chosen ones', async () => {
    openDirectory({ 'GET /api/directory': { body: pageOf([CY]) } });
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Porto, Portugal/ }));
    expect(await screen.findByRole('button', { name: 'Filters (1 chosen)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the loading, empty and failed states', async () => {
    const loading = openDirectory({ 'GET /api/directory': () => pending() });
    expect(await screen.findByText('Loading members...')).toBeInTheDocument();
    loading.unmount();

    const empty = openDirectory({ 'GET /api/directory': { body: pageOf([]) } });
    expect(await screen.findByText('No members in the directory yet')).toBeInTheDocument();
    empty.unmount();

    openDirectory({ 'GET /api/directory': { status: 500, body: { error: { code: 'INTERNAL', message: 'Server error' } } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Failed to load the directory/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('groups by place on /memberLocation, asking the server to sort by place', async () => {
    let sort: string | null = null;
    renderPage(<DirectoryPage grouped />, {
      at: '/memberLocation',
      me: MEMBER,
      routes: {
        'GET /api/directory': ({ search }: ApiCall) => {
          sort = new URLSearchParams(search).get('sort');
          return { body: pageOf([CY, BEA]) };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Porto, Portugal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Place not shown' })).toBeInTheDocument();
    expect(sort).toBe('place');
  });
});
