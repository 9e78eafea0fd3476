// What the member layout needs of messages on every page (issue 35): the unread count for the sidebar and
// the tab title, and what the live stream's message news does (decision 023). Small on purpose: the
// member home downloads it (decision 048's budget), so no zod and none of the pages' code. One query key
// family (['conversations', …]): news refreshes the count, the list and an open thread together.
import type { QueryClient } from '@tanstack/react-query';
import { CONVERSATION_ROUTES } from '../../../common/contracts/conversations-routes';
import type { LiveMessage } from '../../lib/live';
import { call } from '../../lib/call';
import { useEndpointQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';

export const CONVERSATIONS_KEY = ['conversations'] as const;
export const UNREAD_MESSAGES_KEY = [...CONVERSATIONS_KEY, 'unread'] as const;
export const CONVERSATION_LIST_KEY = [...CONVERSATIONS_KEY, 'list'] as const;
export const threadKey = (id: string) => [...CONVERSATIONS_KEY, 'thread', id] as const;

/** While the live stream is not open the count is read this often (the product's 30 seconds, as the bell). */
export const UNREAD_MESSAGES_POLL_MS = 30_000;

/** '1 unread message', '3 unread messages': the count in words, for the sidebar's link. */
export const unreadMessagesLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The member's unread messages over every conversation: polled only while the live stream is not open. */
export function useUnreadMessages({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) {
  return useEndpointQuery(
    UNREAD_MESSAGES_KEY,
    CONVERSATION_ROUTES.unread,
    {},
    { enabled, refetchInterval: live ? false : UNREAD_MESSAGES_POLL_MS, refetchOnWindowFocus: true },
  );
}

/** The count is known now (read here or in another tab): the badge and the title show it at once. */
export function applyUnreadMessages(queryClient: QueryClient, count: number) {
  queryClient.setQueryData(UNREAD_MESSAGES_KEY, { count });
}

/** Reads the count, the list and any open thread again. */
export const refreshConversations = (queryClient: QueryClient) => refreshQueries(queryClient, CONVERSATIONS_KEY);

/** Says that the member's page has the other member's messages up to `seq` (their 'Delivered'). */
export function markDelivered(conversationId: string, seq: number) {
  return call(CONVERSATION_ROUTES.delivered, { params: { id: conversationId }, body: { upToSeq: seq } });
}

/** Who wrote message `seq` to the member, if it came from the other member: the toast names them. */
export type ArrivedMessage = { conversationId: string; from: string };

/**
 * A message was sent in one of the member's conversations (news on the stream). The count and the list
 * read again; unless the page shows that conversation (it fetches and marks it itself: `open`), the
 * conversation is fetched here, and when the message is the other member's it is marked delivered (it
 * reached this page) and answered, so the layout can say who wrote. The member's own message, sent
 * from another tab, answers null.
 */
export async function receiveMessage(
  queryClient: QueryClient,
  news: { conversationId: string; seq: number },
  open: boolean,
): Promise<ArrivedMessage | null> {
  void refreshQueries(queryClient, UNREAD_MESSAGES_KEY);
  void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
  if (open) return null;
  const thread = await queryClient.fetchQuery({
    queryKey: threadKey(news.conversationId),
    queryFn: ({ signal }) => call(CONVERSATION_ROUTES.thread, { params: { id: news.conversationId }, signal }),
    staleTime: 0,
  });
  const message = thread.messages.find((m) => m.seq === news.seq);
  if (!message || message.senderId !== thread.other.id) return null;
  await markDelivered(news.conversationId, news.seq).catch(() => undefined);
  return { conversationId: news.conversationId, from: thread.other.name };
}

/** What the rest of the stream's news changes: a read on another tab, a deletion or a mark moving. */
export function applyConversationNews(queryClient: QueryClient, news: LiveMessage) {
  switch (news.type) {
    case 'conversation-read':
      applyUnreadMessages(queryClient, news.unread);
      void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
      void refreshQueries(queryClient, threadKey(news.conversationId));
      break;
    case 'conversation-changed':
      void refreshQueries(queryClient, CONVERSATION_LIST_KEY);
      void refreshQueries(queryClient, threadKey(news.conversationId));
      break;
    case 'resync':
      void refreshConversations(queryClient);
      break;
  }
}
