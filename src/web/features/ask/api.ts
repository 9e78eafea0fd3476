// The Ask chat's calls (spec 4.1, 7.6, 9): the member's entries (paged), saving a finished chat and
// marking an entry viewed; the 30-second reply poll is in reply-poll.ts, which the member layout loads
// on every page without this file. The poll is cheap; the list is refetched only when the
// poll says a reply arrived, and at once when the member comes back to the tab.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import type { ReplyStatus, SaveConversationRequest } from '../../../common/contracts/ask';
import { call } from '../../lib/call';
import { ASK_KEY, CONVERSATIONS_KEY, REPLIES_KEY } from './reply-poll';
import { markViewedInPages, oneReplyRead, type ConversationPages } from './reply-status';

export const CONVERSATIONS_PAGE_SIZE = 20;

export function useMemberConversations() {
  return useInfiniteQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ pageParam, signal }) =>
      call(ASK_ROUTES.list, { query: { page: pageParam, pageSize: CONVERSATIONS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
  });
}

/** Saves a finished chat as a pending entry; the list then shows it at the top. */
export function useSaveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveConversationRequest) => call(ASK_ROUTES.save, { body }),
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
    mutationFn: (id: string) => call(ASK_ROUTES.viewed, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: ASK_KEY });
      queryClient.setQueryData<ConversationPages>(CONVERSATIONS_KEY, (pages) => markViewedInPages(pages, id));
      queryClient.setQueryData<ReplyStatus>(REPLIES_KEY, oneReplyRead);
    },
    onError: (error) => console.info('[ask] could not mark the conversation viewed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASK_KEY }),
  });
}
