import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, refusal, renderPage, findVisibleText } from '../../../../tests/support/render';
import { message, thread } from '../../../../tests/support/web-fixtures';
import { MessageButton } from './MessageButton';
import { applyConversationNews, receiveMessage, UNREAD_MESSAGES_KEY } from './news';

const answering = (messages = [message({ seq: 4, senderId: 'a-2' })]) =>
  renderPage(<p>Elsewhere in the member area</p>, {
    me: MEMBER,
    routes: {
      'GET /api/messages/unread': { body: { count: 1 } },
      'GET /api/messages': { body: { items: [], nextCursor: null } },
      'GET /api/messages/c-1': { body: thread({ messages }) },
      'POST /api/messages/c-1/delivered': ({ body }) => ({ body: { deliveredSeq: body.upToSeq } }),
    },
  });

describe('message news on a page that does not show the conversation', () => {
  it('fetches it, says it was delivered and names who wrote, for the toast', async () => {
    const page = answering();
    const arrived = await receiveMessage(page.queryClient, { conversationId: 'c-1', seq: 4 }, false);
    expect(arrived).toEqual({ conversationId: 'c-1', from: 'Ben Ortiz' });
    expect(page.callsTo('POST /api/messages/c-1/delivered').map((call) => call.body)).toEqual([{ upToSeq: 4 }]);
  });

  it('says nothing of the member’s own message, sent from another tab', async () => {
    const page = answering([message({ seq: 4, senderId: 'a-1' })]);
    expect(await receiveMessage(page.queryClient, { conversationId: 'c-1', seq: 4 }, false)).toBeNull();
    expect(page.callsTo('POST /api/messages/c-1/delivered')).toEqual([]);
  });

  it('leaves the conversation to its page when that is open', async () => {
    const page = answering();
    expect(await receiveMessage(page.queryClient, { conversationId: 'c-1', seq: 4 }, true)).toBeNull();
    expect(page.callsTo('GET /api/messages/c-1')).toEqual([]);
  });

  it('takes the count a read on another tab gives', () => {
    const page = answering();
    applyConversationNews(page.queryClient, { type: 'conversation-read', conversationId: 'c-1', upToSeq: 4, unread: 0 });
    expect(page.queryClient.getQueryData(UNREAD_MESSAGES_KEY)).toEqual({ count: 0 });
  });
});

describe('Message', () => {
  it('opens the pair’s conversation', async () => {
    const page = renderPage(<MessageButton memberId="a-2" name="Ben Ortiz" />, {
      me: MEMBER,
      routes: { 'POST /api/messages': { body: { id: 'c-7' } } },
    });
    await page.user.click(screen.getByRole('button', { name: 'Message Ben Ortiz' }));
    await expect.poll(() => page.location()).toBe('/messages/c-7');
    expect(page.callsTo('POST /api/messages')[0].body).toEqual({ memberId: 'a-2' });
  });

  it('stays and says why when the server refuses', async () => {
    const page = renderPage(<MessageButton memberId="a-9" name="Cleo Castell" />, {
      me: MEMBER,
      routes: {
        'POST /api/messages': refusal(403, 'You can write to Cleo Castell once you are connected. Ask to be introduced first.'),
      },
    });
    await page.user.click(screen.getByRole('button', { name: 'Message Cleo Castell' }));
    await findVisibleText(/once you are connected/);
    expect(page.location()).toBe('/');
  });
});
