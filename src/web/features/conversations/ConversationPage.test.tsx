import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, refusal, renderPage, type Routes, findVisibleText } from '../../../../tests/support/render';
import { message, thread } from '../../../../tests/support/web-fixtures';
import type { Thread } from '../../../common/contracts/conversations';
import { MESSAGE_MAX_LENGTH } from '../../../common/contracts/conversations-routes';
import { ConversationPage } from './ConversationPage';

const ME = 'a-1';
const justNow = () => new Date(Date.now() - 60_000).toISOString();

function openWith(answer: Thread, routes: Routes = {}) {
  return renderPage(<ConversationPage />, {
    at: `/messages/${answer.id}`,
    path: '/messages/:id',
    me: MEMBER,
    routes: {
      [`GET /api/messages/${answer.id}`]: { body: answer },
      [`POST /api/messages/${answer.id}/read`]: ({ body }) => ({ body: { readSeq: body.upToSeq, count: 0 } }),
      ...routes,
    },
  });
}

describe('/messages/:id', () => {
  it('shows whose each message is, by day, and marks the conversation read up to its last message on opening', async () => {
    const page = openWith(
      thread({
        messages: [
          message({ seq: 1, body: 'Hello Ana', createdAt: '2026-11-21T10:00:00.000Z' }),
          message({ seq: 2, senderId: ME, body: 'Hi Ben!', createdAt: '2026-11-22T09:00:00.000Z' }),
          message({ seq: 3, body: 'Coffee?', createdAt: '2026-11-22T09:01:00.000Z' }),
        ],
        unread: 1,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Ortiz' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ben Ortiz' })).toHaveAttribute('href', '/members/a-2');
    const theirs = screen.getByText('Hello Ana').closest('li')!;
    const mine = screen.getByText('Hi Ben!').closest('li')!;
    expect(theirs).toHaveTextContent('Ben: Hello Ana');
    expect(theirs.className).toContain('flex-row');
    expect(theirs.className).not.toContain('flex-row-reverse');
    expect(mine).toHaveTextContent('You: Hi Ben!');
    expect(mine.className).toContain('flex-row-reverse');
    // Two days, two headings.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect.poll(() => page.callsTo('POST /api/messages/c-1/read').map((call) => call.body)).toEqual([{ upToSeq: 3 }]);
    // Nothing earlier: the start of the conversation, and who can read it.
    expect(screen.getByText(/The start of your private conversation with Ben/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Who can read it' })).toHaveAttribute('href', '/messages#who-can-read');
  });

  it('says Sent, Delivered or Read under the member’s last message, from the other member’s marks', async () => {
    const mine = [message({ seq: 1 }), message({ seq: 2, senderId: ME, body: 'Mine' })];
    for (const [marks, status] of [
      [{ otherDeliveredSeq: 1, otherReadSeq: 1 }, 'Sent'],
      [{ otherDeliveredSeq: 2, otherReadSeq: 1 }, 'Delivered'],
      [{ otherDeliveredSeq: 2, otherReadSeq: 2 }, 'Read'],
    ] as const) {
      const page = openWith(thread({ messages: mine, unread: 0, readSeq: 2, ...marks }));
      const row = (await screen.findByText('Mine')).closest('li')!;
      expect(within(row).getByText(status)).toBeVisible();
      page.unmount();
    }
  });

  it('makes safe links only: an https address is a link that opens apart, a javascript: one stays text', async () => {
    openWith(thread({ messages: [message({ body: 'Notes: https://salon.example/notes and javascript:alert(1)' })] }));
    const link = await screen.findByRole('link', { name: 'https://salon.example/notes' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeVisible();
  });

  it('shows a deleted message as deleted, and lets the member delete their own within 15 minutes', async () => {
    const own = message({ id: 'm-own', seq: 2, senderId: ME, body: 'Oops', createdAt: justNow() });
    const page = openWith(thread({ messages: [message({ seq: 1, body: '', deletedAt: justNow() }), own] }), {
      'DELETE /api/messages/c-1/m-own': {
        body: { message: 'Message deleted', deleted: { ...own, body: '', deletedAt: new Date().toISOString() } },
      },
    });
    await findVisibleText('Message deleted');
    // The other member's message has no menu (nothing to do with it here); the member's own has Delete.
    await page.user.click(screen.getByRole('button', { name: /^Options for your message/ }));
    await page.user.click(screen.getByRole('menuitem', { name: 'Delete message' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => page.callsTo('DELETE /api/messages/c-1/m-own').length).toBe(1);
    expect(await screen.findAllByText('Message deleted')).toHaveLength(2);
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('offers no Delete on a message older than 15 minutes', async () => {
    openWith(thread({ messages: [message({ seq: 1, senderId: ME, body: 'Long ago' })] }));
    await findVisibleText('Long ago');
    expect(screen.queryByRole('button', { name: /^Options for your message/ })).toBeNull();
  });

  it('sends on Enter with a key for retries, adds a line on Shift+Enter, and clears the field once sent', async () => {
    const page = openWith(thread(), {
      'POST /api/messages/c-1/send': ({ body }) => ({
        status: 201,
        body: message({ id: 'm-9', seq: 9, senderId: ME, body: body.body, createdAt: new Date().toISOString() }),
      }),
    });
    const field = await screen.findByRole('textbox', { name: 'Message Ben Ortiz' });
    await page.user.type(field, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(field).toHaveValue('First line\nsecond line');
    expect(page.callsTo('POST /api/messages/c-1/send')).toHaveLength(0);
    await page.user.keyboard('{Enter}');
    await expect.poll(() => page.callsTo('POST /api/messages/c-1/send').length).toBe(1);
    const [sent] = page.callsTo('POST /api/messages/c-1/send');
    expect(sent.body.body).toBe('First line\nsecond line');
    expect(sent.body.clientKey).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect.poll(() => (field as HTMLTextAreaElement).value).toBe('');
    await findVisibleText(/second line/);
  });

  it('keeps the text when sending fails and says why in the server’s words', async () => {
    const page = openWith(thread(), {
      'POST /api/messages/c-1/send': refusal(429, 'You can send at most 20 messages a minute. Wait a moment and send it again.'),
    });
    const field = await screen.findByRole('textbox', { name: 'Message Ben Ortiz' });
    await page.user.type(field, 'Again{Enter}');
    await findVisibleText(/at most 20 messages a minute/);
    expect(field).toHaveValue('Again');
  });

  it('counts the characters left near the limit and will not send past it', async () => {
    const page = openWith(thread());
    const field = await screen.findByRole('textbox', { name: 'Message Ben Ortiz' });
    expect(screen.queryByText(/characters left/)).toBeNull();
    await page.user.click(field);
    await page.user.paste('x'.repeat(MESSAGE_MAX_LENGTH - 10));
    expect(screen.getByText('10 characters left')).toBeVisible();
    await page.user.paste('y'.repeat(15));
    expect(screen.getByText('5 characters over the limit')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s reason instead of the field when the member may not write', async () => {
    openWith(
      thread({
        canWrite: false,
        whyNotText: 'You are no longer connected, so this conversation is closed. You can still read it.',
      }),
    );
    await findVisibleText(/You are no longer connected/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Hello Ana')).toBeVisible();
  });

  it('pages back through earlier messages with the button', async () => {
    const page = openWith(thread({ messages: [message({ seq: 51, body: 'Newest' })], olderCursor: 51 }), {
      'GET /api/messages/c-1/older': ({ search }) => ({
        body: {
          messages: [message({ seq: 50, body: `Older than ${new URLSearchParams(search).get('before')}` })],
          olderCursor: null,
        },
      }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Earlier messages' }));
    await findVisibleText('Older than 51');
    expect(screen.getByText('Newest')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  });

  it('deletes the conversation from the member’s list after asking, and goes back to the list', async () => {
    const page = openWith(thread(), {
      'DELETE /api/messages/c-1': { body: { message: 'Conversation deleted from your list. The other member still has it.' } },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Conversation options' }));
    await page.user.click(screen.getByRole('menuitem', { name: 'Delete conversation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('Ben keeps their copy');
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await expect.poll(() => page.location()).toBe('/messages');
  });

  it('takes another feature’s items in a message’s menu (report) and the conversation’s (block)', async () => {
    const reported: number[] = [];
    const page = renderPage(
      <ConversationPage
        messageMenuItems={(m) =>
          m.senderId === 'a-2' ? [{ key: 'report', label: 'Report message', onSelect: () => reported.push(m.seq) }] : []
        }
        conversationMenuItems={() => [{ key: 'block', label: 'Block Ben', onSelect: () => undefined }]}
      />,
      {
        at: '/messages/c-1',
        path: '/messages/:id',
        me: MEMBER,
        routes: {
          'GET /api/messages/c-1': { body: thread() },
          'POST /api/messages/c-1/read': { body: { readSeq: 1, count: 0 } },
        },
      },
    );
    await page.user.click(await screen.findByRole('button', { name: /^Options for Ben’s message/ }));
    await page.user.click(screen.getByRole('menuitem', { name: 'Report message' }));
    expect(reported).toEqual([1]);
    await page.user.click(screen.getByRole('button', { name: 'Conversation options' }));
    expect(screen.getByRole('menuitem', { name: 'Block Ben' })).toBeVisible();
  });

  it('says the conversation is not here when it is not the member’s', async () => {
    openWith(thread({ id: 'c-x' }), { 'GET /api/messages/c-x': refusal(404, 'Conversation not found') });
    await findVisibleText('This conversation is not here');
    expect(screen.getByRole('link', { name: 'See your conversations' })).toHaveAttribute('href', '/messages');
  });
});
