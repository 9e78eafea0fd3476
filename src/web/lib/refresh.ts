// Reading queries again after something changed (a mutation, or news on the live stream). React Query's
// invalidateQueries restarts a read already on its way only when the query has data; a first read that
// left before the change is kept, and its answer (from before the change) then counts as fresh, so
// the change would not show until the next poll. Cancelling the reads on their way first means every
// active query reads again after the change.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks `queryKey`'s queries stale and reads the active ones again, after the change that called it. */
export async function refreshQueries(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
