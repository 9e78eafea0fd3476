// The reply poll's rules (spec 4.1, 9), apart from the queries that apply them: when a poll means the
// member's list must be fetched again, and what opening an entry with an unread reply changes at once.
import type { InfiniteData } from '@tanstack/react-query';
import type { MemberConversationPage, ReplyStatus } from '../../../common/contracts/ask';

export type ConversationPages = InfiniteData<MemberConversationPage, number>;

/**
 * A reply arrived between two polls when the newest reply time moved or the count of new replies grew.
 * The count also shrinks (an entry was opened), which brings nothing new to fetch; the first poll has
 * nothing to compare with.
 */
export function replyArrived(before: ReplyStatus | null, now: ReplyStatus): boolean {
  if (!before) return false;
  return before.latestRespondedAt !== now.latestRespondedAt || now.newReplies > before.newReplies;
}

/** The cached list with entry `id` read: viewed, no longer New, and one fewer new reply counted. */
export function markViewedInPages(pages: ConversationPages | undefined, id: string): ConversationPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const wasNew = page.items.some((item) => item.id === id && item.isNewReply);
      return {
        ...page,
        items: page.items.map((item) => (item.id === id ? { ...item, viewed: true, isNewReply: false } : item)),
        newReplies: wasNew ? Math.max(0, page.newReplies - 1) : page.newReplies,
      };
    }),
  };
}

/** The polled status with one new reply read, never below none. */
export function oneReplyRead(status: ReplyStatus | undefined): ReplyStatus | undefined {
  return status ? { ...status, newReplies: Math.max(0, status.newReplies - 1) } : status;
}
