import { useQuery } from '@tanstack/react-query';

/**
 * Checks a one-time link (an access link, the setup link, a password reset link) as its page opens, and
 * only then: no retry, never stale, forgotten when the page closes. Checking does not spend the link, but
 * each check is a request the server counts, and the answer cannot change while the page is open.
 */
export function useLinkCheck<T>(
  queryKey: readonly unknown[],
  check: (signal: AbortSignal) => Promise<T>,
  options: { enabled: boolean; refetchOnWindowFocus?: boolean },
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => check(signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    ...options,
  });
}
