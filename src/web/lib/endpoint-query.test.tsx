// The reads every feature's api.ts is built on: a paged list keeps its page on screen while the next one
// loads, a failed read is not tried again on its own, a read waits until it is enabled, and a write's
// invalidation reads every list it names again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EVENT_ROUTES } from '../../common/contracts/events-routes';
import { pending, refusal, renderPage, routeKey, type ApiCall, type Reply } from '../../../tests/support/render';
import { useEndpointQuery, useInvalidateQueries, usePageQuery } from './endpoint-query';

const UPCOMING = routeKey(EVENT_ROUTES.upcoming);
const PAST = routeKey(EVENT_ROUTES.past);
const pageOf = (call: ApiCall) => Number(new URLSearchParams(call.search).get('page'));

function UpcomingPages() {
  const [page, setPage] = useState(1);
  const query = usePageQuery(['events', 'upcoming', page], EVENT_ROUTES.upcoming, { query: { page } });
  return (
    <div>
      <p>{query.data ? `Showing page ${(query.data as unknown as { page: number }).page}` : 'Loading'}</p>
      {query.isPlaceholderData ? <p>Loading the next page</p> : null}
      <button onClick={() => setPage(page + 1)}>Next</button>
    </div>
  );
}

describe('usePageQuery', () => {
  it('keeps the page on screen, marked as loading, until the next one comes', async () => {
    let nextPage: (reply: Reply) => void = () => undefined;
    const { user, callsTo } = renderPage(<UpcomingPages />, {
      routes: {
        [UPCOMING]: (call) =>
          pageOf(call) === 1 ? { body: { page: 1 } } : new Promise<Reply>((resolve) => (nextPage = resolve)),
      },
    });
    expect(await screen.findByText('Showing page 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Loading the next page')).toBeInTheDocument();
    expect(screen.getByText('Showing page 1')).toBeInTheDocument();

    nextPage({ body: { page: 2 } });
    expect(await screen.findByText('Showing page 2')).toBeInTheDocument();
    expect(screen.queryByText('Loading the next page')).not.toBeInTheDocument();
    expect(callsTo(UPCOMING).map(pageOf)).toEqual([1, 2]);
  });
});

function PastEvents({ enabled = true }: { enabled?: boolean }) {
  const query = useEndpointQuery(['events', 'past'], EVENT_ROUTES.past, {}, { enabled });
  return <p>{query.isError ? 'Could not load' : query.data ? 'Loaded' : 'Waiting'}</p>;
}

describe('useEndpointQuery', () => {
  it('shows a failed read at once, without trying again behind the person’s back', async () => {
    // A client that would retry by default: the read itself says not to.
    const retrying = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
    const { callsTo } = renderPage(
      <QueryClientProvider client={retrying}>
        <PastEvents />
      </QueryClientProvider>,
      { routes: { [PAST]: refusal(500, 'Something went wrong.') } },
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(callsTo(PAST)).toHaveLength(1);
  });

  it('asks nothing while it is not enabled', async () => {
    const { callsTo } = renderPage(<PastEvents enabled={false} />, { routes: { [PAST]: pending } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(callsTo(PAST)).toHaveLength(0);
  });
});

function AfterAWrite() {
  const upcoming = usePageQuery(['events', 'upcoming', 1], EVENT_ROUTES.upcoming, { query: { page: 1 } });
  const past = useEndpointQuery(['admin', 'events', 'past'], EVENT_ROUTES.past, {});
  const refresh = useInvalidateQueries(['events'], ['admin', 'events']);
  const [refreshed, setRefreshed] = useState(false);
  return (
    <div>
      <p>{upcoming.data && past.data ? 'Both loaded' : 'Loading'}</p>
      {refreshed ? <p>Refreshed</p> : null}
      <button onClick={() => void refresh().then(() => setRefreshed(true))}>Save</button>
    </div>
  );
}

describe('useInvalidateQueries', () => {
  it('reads every list it names again, and resolves once they have', async () => {
    const { user, callsTo } = renderPage(<AfterAWrite />, {
      routes: { [UPCOMING]: { body: { page: 1 } }, [PAST]: { body: [] } },
    });
    expect(await screen.findByText('Both loaded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(UPCOMING)).toHaveLength(2));
    expect(callsTo(PAST)).toHaveLength(2);
  });
});
