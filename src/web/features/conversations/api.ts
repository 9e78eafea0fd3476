// The Ask chat's calls (spec 4.1, 7.6, 9): the member's entries (paged), the 30-second reply poll, saving
// a finished chat and marking an entry viewed. The poll is cheap; the list is refetched only when the
// poll says a reply arrived, and at once when the member comes back to the tab.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  CONVERSATION_API,
  type Conversation,
  type MemberConversationPage,
  type ReplyStatus,
  type SaveConversationRequest,
} from '../../../common/contracts/conversations';
import { api } from '../../lib/api';
import { markViewedInPages, oneReplyRead, replyArrived, type ConversationPages } from './reply-status';

/** Spec 9: polling for new Ask replies. */
export const REPLY_POLL_MS = 30_000;
export const CONVERSATIONS_PAGE_SIZE = 20;

const ASK_KEY = ['ask'] as const;
const CONVERSATIONS_KEY = [...ASK_KEY, 'conversations'] as const;
const REPLIES_KEY = [...ASK_KEY, 'replies'] as const;

export function useMemberConversations() {
  return useInfiniteQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ pageParam, signal }) =>
      api<MemberConversationPage>(`${CONVERSATION_API.list}?page=${pageParam}&pageSize=${CONVERSATIONS_PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
  });
}

/**
 * Polls GET /api/conversations/replies every 30 seconds and when the tab regains focus; when the count of
 * new replies or the newest reply time changes, the list is refetched so the New badges appear. The
 * member layout runs it once for every page (app/layouts/MemberLayout.tsx), and only for callers who
 * may use the member area (`enabled`); the pages read its count from src/web/lib/new-replies.
 */
export function useReplyStatus({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: REPLIES_KEY,
    queryFn: ({ signal }) => api<ReplyStatus>(CONVERSATION_API.replies, { signal }),
    refetchInterval: REPLY_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
    enabled,
  });
  const seen = useRef<ReplyStatus | null>(null);
  const status = query.data;
  useEffect(() => {
    if (!status) return;
    if (replyArrived(seen.current, status)) void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    seen.current = status;
  }, [status, queryClient]);
  return query;
}

/** Saves a finished chat as a pending entry; the list then shows it at the top. */
export function useSaveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveConversationRequest) => api<Conversation>(CONVERSATION_API.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/**
 * Opening an answered entry marks it viewed (spec 4.1). The badge clears at once; the server's answer
 * (or a failure) then settles the list and the reply count.
 */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Conversation>(CONVERSATION_API.viewed(id), { method: 'POST', body: {} }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: ASK_KEY });
      queryClient.setQueryData<ConversationPages>(CONVERSATIONS_KEY, (pages) => markViewedInPages(pages, id));
      queryClient.setQueryData<ReplyStatus>(REPLIES_KEY, oneReplyRead);
    },
    onError: (error) => console.info('[ask] could not mark the conversation viewed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASK_KEY }),
  });
}
