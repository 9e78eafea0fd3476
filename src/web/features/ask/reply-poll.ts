// The members' reply poll (spec 9) and its query keys: run once by the member layout on every page
// (app/layouts/MemberLayout.tsx), so it stays apart from the chat's other calls (api.ts) and the member
// home downloads only this. While the live stream is open the poll rests and a reply announced on it
// reads the count at once (refreshReplyStatus; decision 023).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import type { ReplyStatus } from '../../../common/contracts/ask';
import { call } from '../../lib/call';
import { refreshQueries } from '../../lib/refresh';
import { replyArrived } from './reply-status';

/** Spec 9: polling for new Ask replies. */
export const REPLY_POLL_MS = 30_000;

export const ASK_KEY = ['ask'] as const;
export const CONVERSATIONS_KEY = [...ASK_KEY, 'conversations'] as const;
export const REPLIES_KEY = [...ASK_KEY, 'replies'] as const;

/** Reads the reply count again now: the live stream said a reply arrived (or may have been missed). */
export function refreshReplyStatus(queryClient: QueryClient) {
  return refreshQueries(queryClient, REPLIES_KEY);
}

/**
 * Polls GET /api/conversations/replies every 30 seconds (not while the live stream is open: `live`) and when the tab regains focus; when the count of
 * new replies or the newest reply time changes, the list is refetched so the New badges appear. The
 * member layout runs it once for every page (app/layouts/MemberLayout.tsx), and only for callers who
 * may use the member area (`enabled`); the pages read its count from src/web/lib/new-replies.
 */
export function useReplyStatus({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: REPLIES_KEY,
    queryFn: ({ signal }) => call(ASK_ROUTES.replies, { signal }),
    // While the live stream is open a reply is announced the moment it is sent (refreshReplyStatus).
    refetchInterval: live ? false : REPLY_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
    enabled,
  });
  const seen = useRef<ReplyStatus | null>(null);
  const status = query.data;
  useEffect(() => {
    if (!status) return;
    if (replyArrived(seen.current, status)) void refreshQueries(queryClient, CONVERSATIONS_KEY);
    seen.current = status;
  }, [status, queryClient]);
  return query;
}
