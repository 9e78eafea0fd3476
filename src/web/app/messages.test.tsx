// The thread's header menu as the app composes it (decision 055): Block or Unblock follows the server's
// `blockedByMe`, not the words that say why the thread is closed (which a block shares with a member who left).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderPage } from '../../../tests/support/render';
import { thread } from '../../../tests/support/web-fixtures';
import { CONVERSATIONS_TEXTS as T, type Thread } from '../../common/contracts/conversations';
import { ConversationRoute } from './messages';

function openWith(answer: Thread) {
  return renderPage(<ConversationRoute />, {
    at: `/messages/${answer.id}`,
    path: '/messages/:id',
    me: MEMBER,
    routes: {
      [`GET /api/messages/${answer.id}`]: { body: answer },
      [`POST /api/messages/${answer.id}/read`]: ({ body }) => ({ body: { readSeq: body.upToSeq, count: 0 } }),
      [`POST /api/members/a-2/block`]: { body: { message: 'Ben Ortiz is blocked.', blocked: true, changed: true } },
      [`DELETE /api/members/a-2/block`]: { body: { message: 'Ben Ortiz is unblocked.', blocked: false, changed: true } },
    },
  });
}

async function openMenu(page: ReturnType<typeof openWith>) {
  await page.user.click(await screen.findByRole('button', { name: 'Conversation options' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('the conversation menu', () => {
  it('offers Block while the member has not blocked the other, and blocks after the confirmation', async () => {
    const page = openWith(thread({ blockedByMe: false }));
    expect(await openMenu(page)).toContain('Block Ben Ortiz');
    await page.user.click(screen.getByRole('menuitem', { name: 'Block Ben Ortiz' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Ben Ortiz?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect.poll(() => page.callsTo('POST /api/members/a-2/block').length).toBe(1);
  });

  it('offers Unblock when the server says the member blocked the other, whatever the closed thread says', async () => {
    // Blocked both ways, or the other left after the block: the thread reads the neutral 'closed' text.
    const page = openWith(thread({ blockedByMe: true, canWrite: false, whyNotText: T.closed }));
    const items = await openMenu(page);
    expect(items).toContain('Unblock Ben Ortiz');
    expect(items).not.toContain('Block Ben Ortiz');
    await page.user.click(screen.getByRole('menuitem', { name: 'Unblock Ben Ortiz' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unblock Ben Ortiz?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await expect.poll(() => page.callsTo('DELETE /api/members/a-2/block').length).toBe(1);
  });

  it('offers Block, not Unblock, to a member who was blocked: nothing tells them', async () => {
    const page = openWith(thread({ blockedByMe: false, canWrite: false, whyNotText: T.closed }));
    const items = await openMenu(page);
    expect(items).toContain('Block Ben Ortiz');
    expect(items).not.toContain('Unblock Ben Ortiz');
  });
});
