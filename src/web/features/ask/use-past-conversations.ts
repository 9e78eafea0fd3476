// The member's saved entries beside the chat: the paged list, the count of unread replies (the layout's
// 30-second poll, spec 9), and the entry open in place of the live chat. An open entry with an unread
// reply is read: when it is opened, or when the reply arrives while it is open.
import { useEffect, useMemo, useState } from 'react';
import type { Conversation } from '../../../common/contracts/ask';
import { useNewReplies } from '../../lib/new-replies';
import { useMarkViewed, useMemberConversations } from './api';
import type { ConversationListProps } from './ConversationList';

export function usePastConversations() {
  const conversations = useMemberConversations();
  const polledNewReplies = useNewReplies();
  const { mutate: markViewed } = useMarkViewed();
  const [openId, setOpenId] = useState<string | null>(null);

  const entries = useMemo(() => conversations.data?.pages.flatMap((page) => page.items) ?? [], [conversations.data]);
  const newReplies = polledNewReplies ?? conversations.data?.pages[0]?.newReplies ?? 0;
  const viewing = openId ? (entries.find((entry) => entry.id === openId) ?? null) : null;

  const viewingId = viewing?.id ?? null;
  const viewingIsNew = viewing?.isNewReply ?? false;
  useEffect(() => {
    if (viewingId && viewingIsNew) markViewed(viewingId);
  }, [viewingId, viewingIsNew, markViewed]);

  /** What the sidebar and the drawer list; opening an entry is the page's to wire. */
  const list: Omit<ConversationListProps, 'tone' | 'onOpen'> = {
    entries,
    status: conversations.status,
    selectedId: viewingId,
    onRetry: () => void conversations.refetch(),
    hasMore: Boolean(conversations.hasNextPage),
    loadingMore: conversations.isFetchingNextPage,
    onLoadMore: () => void conversations.fetchNextPage(),
  };

  return {
    entries,
    newReplies,
    viewing,
    list,
    open: (entry: Conversation) => setOpenId(entry.id),
    close: () => setOpenId(null),
  };
}
