// The conversations pages' calls (issue 35), all through the contract's route table (decision 037): the
// list a page at a time, one conversation and the pages before it, sending, deleting, reading, and
// starting one from a member's card. Every write refreshes the ['conversations', …] family it changed.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, Thread } from '../../../common/contracts/conversations';
import { CONVERSATION_ROUTES } from '../../../common/contracts/conversations-routes';
import { call } from '../../lib/call';
import { useEndpointQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';
import { applyUnreadMessages, CONVERSATION_LIST_KEY, CONVERSATIONS_KEY, threadKey, UNREAD_MESSAGES_KEY } from './news';

/** While the live stream is not open, an open conversation and the list are read this often: a person is
 * waiting for an answer in front of them, so sooner than the product's 30-second counts. */
export const THREAD_POLL_MS = 10_000;
export const LIST_POLL_MS = 30_000;

/** The conversations, newest first, a page at a time ('Load more' asks for the next). */
export function useConversationList({ live }: { live: boolean }) {
  return useInfiniteQuery({
    queryKey: CONVERSATION_LIST_KEY,
    queryFn: ({ pageParam, signal }) => call(CONVERSATION_ROUTES.list, { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: live ? false : LIST_POLL_MS,
    retry: false,
  });
}

/** One conversation with its newest messages and the marks. */
export function useThread(id: string, { live }: { live: boolean }) {
  return useEndpointQuery(
    threadKey(id),
    CONVERSATION_ROUTES.thread,
    { params: { id } },
    { refetchInterval: live ? false : THREAD_POLL_MS, refetchOnWindowFocus: true },
  );
}

/** The page of messages before `before` (a seq). */
export function fetchOlderMessages(id: string, before: number) {
  return call(CONVERSATION_ROUTES.older, { params: { id }, query: { before } });
}

/** Puts a message the member sent or deleted into the cached conversation, so it shows before the refetch. */
function putMessage(thread: Thread | undefined, message: Message): Thread | undefined {
  if (!thread) return thread;
  const others = thread.messages.filter((m) => m.seq !== message.seq);
  return { ...thread, messages: [...others, message].sort((a, b) => a.seq - b.seq) };
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; clientKey: string }) => call(CONVERSATION_ROUTES.send, { params: { id }, body: input }),
    onSuccess: (message) => {
      queryClient.setQueryData<Thread>(threadKey(id), (thread) => putMessage(thread, message));
      void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
    },
  });
}

export function useDeleteMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => call(CONVERSATION_ROUTES.deleteMessage, { params: { id, messageId } }),
    onSuccess: ({ deleted }) => {
      queryClient.setQueryData<Thread>(threadKey(id), (thread) => putMessage(thread, deleted));
      void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
    },
  });
}

/** Deletes the conversation from the member's own list. */
export function useHideConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(CONVERSATION_ROUTES.hide, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: threadKey(id) });
      void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
      void refreshQueries(queryClient, UNREAD_MESSAGES_KEY);
    },
  });
}

/** Marks the conversation read up to a message: the badge takes the count the answer gives. */
export async function markRead(queryClient: ReturnType<typeof useQueryClient>, id: string, upToSeq: number) {
  const { count, readSeq } = await call(CONVERSATION_ROUTES.read, { params: { id }, body: { upToSeq } });
  applyUnreadMessages(queryClient, count);
  queryClient.setQueryData<Thread>(threadKey(id), (thread) => (thread ? { ...thread, readSeq, unread: 0 } : thread));
  void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
}

/** Starts a conversation with a member (or finds the pair's): answers its id. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => call(CONVERSATION_ROUTES.open, { body: { memberId } }),
    onSuccess: () => void refreshQueries(queryClient, CONVERSATIONS_KEY),
  });
}
