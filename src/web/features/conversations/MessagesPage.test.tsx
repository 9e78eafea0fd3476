import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderPage, type Routes, findVisibleText } from '../../../../tests/support/render';
import { conversationPerson, conversationSummary } from '../../../../tests/support/web-fixtures';
import { MessagesPage } from './MessagesPage';

const openWith = (routes: Routes) => renderPage(<MessagesPage />, { at: '/messages', me: MEMBER, routes });

describe('/messages', () => {
  it('says how a conversation starts when there is none, with the way to connections and the directory', async () => {
    openWith({ 'GET /api/messages': { body: { items: [], nextCursor: null } } });
    await findVisibleText('No conversations yet');
    expect(screen.getByText(/A conversation starts with an introduction/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'your connections' })).toHaveAttribute('href', '/connections');
    expect(screen.getByRole('link', { name: 'members’ directory' })).toHaveAttribute('href', '/members');
    // Who can read them, on the page.
    expect(screen.getByRole('heading', { name: 'Who can read your messages' })).toBeVisible();
    expect(screen.getByText(/only what is reported to them/)).toBeVisible();
    expect(screen.getByText(/operates the server’s database and its backups/)).toBeVisible();
  });

  it('lists each conversation with its last line and the unread count, each a link to it; a deleted line says so', async () => {
    const page = openWith({
      'GET /api/messages': {
        body: {
          items: [
            conversationSummary({ id: 'c-1', unread: 3 }),
            conversationSummary({
              id: 'c-2',
              other: conversationPerson({ id: 'a-3', name: 'Cleo Castell' }),
              lastLine: 'Thanks!',
              lastFromMe: true,
              unread: 0,
            }),
            conversationSummary({
              id: 'c-3',
              other: conversationPerson({ id: 'a-4', name: 'Ada Admin', isOrganiser: true }),
              lastLine: null,
              lastDeleted: true,
              unread: 0,
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const ben = await screen.findByRole('link', { name: 'Ben Ortiz, 3 unread messages: See you at the salon?' });
    expect(ben).toHaveAttribute('href', '/messages/c-1');
    expect(within(ben).getByText('3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cleo Castell: You: Thanks!' })).toHaveAttribute('href', '/messages/c-2');
    expect(screen.getByRole('link', { name: 'Ada Admin, organiser: Message deleted' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
    await page.user.click(ben);
    expect(page.location()).toBe('/messages/c-1');
  });

  it('pages on with Load more, asking for the next page by its cursor', async () => {
    const page = openWith({
      'GET /api/messages': ({ search }) =>
        search.includes('cursor=')
          ? {
              body: {
                items: [conversationSummary({ id: 'c-9', other: conversationPerson({ name: 'Dee Dunn' }) })],
                nextCursor: null,
              },
            }
          : { body: { items: [conversationSummary()], nextCursor: '1700000000000~0b5c0d62-3a6e-4c4b-9f52-8d2b8f0f8a11' } },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    expect(await screen.findByRole('link', { name: /^Dee Dunn/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Ben Ortiz/ })).toBeVisible();
    expect(page.callsTo('GET /api/messages').at(-1)?.search).toContain('cursor=1700000000000');
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  });

  it('says the list could not be loaded, and tries again', async () => {
    let calls = 0;
    const page = openWith({
      'GET /api/messages': () =>
        ++calls === 1 ? { status: 500 } : { body: { items: [conversationSummary()], nextCursor: null } },
    });
    await findVisibleText('Your conversations could not be loaded.');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Ben Ortiz/ })).toBeVisible();
  });
});

describe('/messages#who-can-read', () => {
  it('opens at the note on who can read messages, focused', async () => {
    renderPage(<MessagesPage />, {
      at: '/messages#who-can-read',
      path: '/messages',
      me: MEMBER,
      routes: { 'GET /api/messages': { body: { items: [], nextCursor: null } } },
    });
    const note = await screen.findByRole('region', { name: 'Who can read your messages' });
    expect(note).toHaveFocus();
  });
});
