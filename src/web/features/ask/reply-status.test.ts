import { describe, expect, it } from 'vitest';
import type { Conversation, MemberConversationPage } from '../../../common/contracts/ask';
import { markViewedInPages, oneReplyRead, replyArrived, type ConversationPages } from './reply-status';

const status = (newReplies: number, latestRespondedAt: string | null) => ({ newReplies, latestRespondedAt });

const item = (id: string, isNewReply: boolean) =>
  ({ id, isNewReply, viewed: !isNewReply, status: isNewReply ? 'answered' : 'pending' }) as Conversation;

const pages = (...contents: Array<{ items: Conversation[]; newReplies: number }>): ConversationPages => ({
  pages: contents.map((content, index): MemberConversationPage => ({ ...content, total: 3, page: index + 1, pageSize: 2 })),
  pageParams: contents.map((_, index) => index + 1),
});

describe('replyArrived: when a poll means the list must be fetched again', () => {
  it('is false on the first poll, with nothing to compare', () => {
    expect(replyArrived(null, status(2, '2026-11-22T10:00:00.000Z'))).toBe(false);
  });

  it('is false when nothing changed', () => {
    expect(replyArrived(status(1, '2026-11-22T10:00:00.000Z'), status(1, '2026-11-22T10:00:00.000Z'))).toBe(false);
  });

  it('is true for the first reply ever, and for a newer reply', () => {
    expect(replyArrived(status(0, null), status(1, '2026-11-22T10:00:00.000Z'))).toBe(true);
    expect(replyArrived(status(1, '2026-11-22T10:00:00.000Z'), status(1, '2026-11-22T11:00:00.000Z'))).toBe(true);
  });

  it('is true when the count grows without a newer time (two replies in the same instant)', () => {
    expect(replyArrived(status(1, '2026-11-22T10:00:00.000Z'), status(2, '2026-11-22T10:00:00.000Z'))).toBe(true);
  });

  it('is false when the count only shrinks: the member read a reply', () => {
    expect(replyArrived(status(2, '2026-11-22T10:00:00.000Z'), status(1, '2026-11-22T10:00:00.000Z'))).toBe(false);
  });
});

describe('markViewedInPages: opening an entry with an unread reply', () => {
  it('clears its New badge and lowers the count of the page that holds it', () => {
    const before = pages(
      { items: [item('a', true), item('b', false)], newReplies: 2 },
      { items: [item('c', true)], newReplies: 2 },
    );
    const after = markViewedInPages(before, 'c')!;
    expect(after.pages[1].items[0]).toMatchObject({ id: 'c', isNewReply: false, viewed: true });
    expect(after.pages[1].newReplies).toBe(1);
    // The other page keeps its badge and its count.
    expect(after.pages[0].items[0]).toMatchObject({ id: 'a', isNewReply: true });
    expect(after.pages[0].newReplies).toBe(2);
    expect(after.pageParams).toEqual(before.pageParams);
  });

  it('changes no count for an entry that was already read, and never goes below zero', () => {
    const read = pages({ items: [item('b', false)], newReplies: 1 });
    expect(markViewedInPages(read, 'b')!.pages[0].newReplies).toBe(1);
    const stale = pages({ items: [item('a', true)], newReplies: 0 });
    expect(markViewedInPages(stale, 'a')!.pages[0].newReplies).toBe(0);
  });

  it('leaves an empty cache empty', () => {
    expect(markViewedInPages(undefined, 'a')).toBeUndefined();
  });
});

describe('oneReplyRead', () => {
  it('counts one reply fewer, never below none', () => {
    expect(oneReplyRead(status(2, 'x'))).toEqual(status(1, 'x'));
    expect(oneReplyRead(status(0, null))).toEqual(status(0, null));
    expect(oneReplyRead(undefined)).toBeUndefined();
  });
});
