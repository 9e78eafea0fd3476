// Without the live stream (LIVE=false, or a stream refused or buffered on its way) the messages pages poll,
// as the product's other counts do (src/web/lib/live.ts): the list every 30 seconds, an open conversation
// every 10 (someone is waiting for an answer in front of it), the unread badge every 30. happy-dom has no
// EventSource, so the tab's stream never opens here: these pages are what a member sees with LIVE=false.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER, renderPage, type Routes, findVisibleText } from '../../../tests/support/render';
import { conversationSummary, message, thread } from '../../../tests/support/web-fixtures';
import { MemberLayout } from './layouts/MemberLayout';
import { LIST_POLL_MS, THREAD_POLL_MS } from '../features/conversations/api';
import { ConversationPage } from '../features/conversations/ConversationPage';
import { MessagesPage } from '../features/conversations/MessagesPage';
import { UNREAD_MESSAGES_POLL_MS } from '../features/conversations/news';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** What the member layout reads besides the messages' count, answered quietly. */
const LAYOUT_ROUTES: Routes = {
  'GET /api/notifications/unread': { body: { unread: 0 } },
  'GET /api/profile/photo': { body: { photoUrl: null } },
  'GET /api/sidebar-links': {
    body: {
      askFmc: null,
      upcomingEvents: null,
      pastEvents: null,
      newsletters: null,
      aiTools: null,
      openRoles: null,
      memberLocation: null,
      contact: null,
    },
  },
  'GET /api/connections/summary': { body: { openRequests: 0, newestRequestFrom: null, connections: 0 } },
  'GET /api/conversations/replies': { body: { newReplies: 0, latestRespondedAt: null } },
};

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('messages without the live stream', () => {
  it('polls the list and the unread badge', async () => {
    let unread = 0;
    let items = [conversationSummary({ id: 'c-1', lastLine: 'Hello Ana', unread: 0 })];
    renderPage(
      <MemberLayout>
        <MessagesPage />
      </MemberLayout>,
      {
        at: '/messages',
        me: MEMBER,
        routes: {
          'GET /api/messages': () => ({ body: { items, nextCursor: null } }),
          'GET /api/messages/unread': () => ({ body: { count: unread } }),
          ...LAYOUT_ROUTES,
        },
      },
    );
    await findVisibleText('Hello Ana');
    unread = 2;
    items = [conversationSummary({ id: 'c-1', lastLine: 'Are you coming to the salon?', unread: 2 })];
    await later(Math.max(LIST_POLL_MS, UNREAD_MESSAGES_POLL_MS));
    await findVisibleText('Are you coming to the salon?');
    // The sidebar's Messages item and the tab's title count them.
    expect(screen.getAllByRole('link', { name: /2 unread messages/ }).length).toBeGreaterThan(0);
    expect(document.title).toMatch(/^\(2\)/);
  });

  it('polls an open conversation, shows what arrived and marks it read', async () => {
    let messages = [message({ seq: 1, body: 'Hello Ana' })];
    const page = renderPage(<ConversationPage />, {
      at: '/messages/c-1',
      path: '/messages/:id',
      me: MEMBER,
      routes: {
        'GET /api/messages/c-1': () => ({ body: thread({ messages, unread: 0, readSeq: messages.length - 1 }) }),
        'POST /api/messages/c-1/read': ({ body }) => ({ body: { readSeq: body.upToSeq, count: 0 } }),
        'GET /api/messages': { body: { items: [], nextCursor: null } },
      },
    });
    await findVisibleText('Hello Ana');
    await expect.poll(() => page.callsTo('POST /api/messages/c-1/read').map((call) => call.body)).toEqual([{ upToSeq: 1 }]);
    messages = [...messages, message({ seq: 2, body: 'Coffee at ten?' })];
    await later(THREAD_POLL_MS - 1000);
    expect(screen.queryByText('Coffee at ten?')).toBeNull();
    await later(1000);
    await findVisibleText('Coffee at ten?');
    await expect
      .poll(() => page.callsTo('POST /api/messages/c-1/read').map((call) => call.body))
      .toEqual([{ upToSeq: 1 }, { upToSeq: 2 }]);
  });
});
