// A count whose first read is still on its way when the change it missed is announced: the refresh must
// end with the count after the change, not the one the early read brings back.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh';

const KEY = ['connections', 'summary'];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('refreshQueries', () => {
  const clients: QueryClient[] = [];
  afterEach(() => clients.splice(0).forEach((client) => client.clear()));

  function watch(read: () => Promise<number>) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
    clients.push(client);
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    return { client, observer, unsubscribe };
  }

  it('reads again when the first read left before the change (a plain invalidation keeps its old answer)', async () => {
    let count = 0;
    const first = deferred<number>();
    const reads: number[] = [];
    const { client, unsubscribe } = watch(() => {
      reads.push(count);
      return reads.length === 1 ? first.promise : Promise.resolve(count);
    });
    count = 1; // the change, after the first read left
    const refreshed = refreshQueries(client, KEY);
    first.resolve(0);
    await refreshed;
    expect(client.getQueryData(KEY)).toBe(1);
    expect(reads).toEqual([0, 1]);
    unsubscribe();
  });

  it('shows the earlier answer meanwhile, and no error, when the query already had data', async () => {
    let count = 2;
    const { client, observer, unsubscribe } = watch(() => Promise.resolve(count));
    await client.refetchQueries({ queryKey: KEY });
    expect(client.getQueryData(KEY)).toBe(2);
    count = 3;
    const refreshed = refreshQueries(client, KEY);
    expect(observer.getCurrentResult().data).toBe(2);
    await refreshed;
    expect(observer.getCurrentResult()).toMatchObject({ data: 3, isError: false });
    unsubscribe();
  });

  it('leaves queries nobody shows stale, to be read when a page shows them', async () => {
    const { client, unsubscribe } = watch(() => Promise.resolve(5));
    await client.refetchQueries({ queryKey: KEY });
    unsubscribe();
    await refreshQueries(client, KEY);
    expect(client.getQueryState(KEY)).toMatchObject({ data: 5, isInvalidated: true, fetchStatus: 'idle' });
  });
});
