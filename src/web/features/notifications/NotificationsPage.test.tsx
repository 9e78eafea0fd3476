// /notifications (issue 34): the rows say what arrived and whether it is read; opening one marks it read
// and goes where to act; 'Mark all read' clears them; an empty list and a failed read say so.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, type Notification, type Notifications } from '../../../common/contracts/notifications';
import { NOTIFICATION_ROUTES } from '../../../common/contracts/notifications-routes';
import { MEMBER, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { NotificationsPage } from './NotificationsPage';

const LIST = routeKey(NOTIFICATION_ROUTES.list);
const MARK_ALL = routeKey(NOTIFICATION_ROUTES.markAllRead);
const markOne = (id: string) => routeKey(NOTIFICATION_ROUTES.markRead, { id });

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 'n-1',
  kind: 'team-reply',
  title: 'The team replied to your question',
  body: 'About franchise financing',
  link: '/chat?conversation=c-1',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

const page = (items: Notification[]): Notifications => ({
  items,
  total: items.length,
  unread: items.filter((item) => item.readAt === null).length,
  page: 1,
  pageSize: 20,
});

const openPage = (routes: Routes) => renderPage(<NotificationsPage />, { at: '/notifications', me: MEMBER, routes });

describe('the notifications page', () => {
  it('shows each notification with its time and whether it is unread; opening one marks it read and goes there', async () => {
    const items = [
      notification({}),
      notification({
        id: 'n-2',
        kind: 'introduction-request',
        title: 'Maya Patel asks to connect',
        body: null,
        link: '/connections',
        readAt: new Date().toISOString(),
      }),
    ];
    const view = openPage({ [LIST]: { body: page(items) }, [markOne('n-1')]: { body: { unread: 0 } } });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('The team replied to your question');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveTextContent('Unread');
    expect(second).not.toHaveTextContent('Unread');
    expect(screen.getByText('1 unread.')).toBeInTheDocument();

    await view.user.click(first);
    expect(await screen.findByText('Now at /chat')).toBeInTheDocument();
    expect(view.location()).toBe('/chat?conversation=c-1');
    expect(view.callsTo(markOne('n-1'))).toHaveLength(1);
  });

  it('marks all read, says so, and shows the list again with none unread', async () => {
    let items = [notification({}), notification({ id: 'n-2', title: 'A place opened for you', kind: 'waitlist-place' })];
    const view = openPage({
      [LIST]: () => ({ body: page(items) }),
      [MARK_ALL]: () => {
        items = items.map((item) => ({ ...item, readAt: new Date().toISOString() }));
        return { body: { unread: 0 } };
      },
    });
    expect(await screen.findByText('2 unread.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(M.allRead, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('All read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(view.callsTo(MARK_ALL)).toHaveLength(1);
  });

  it('says when there is nothing yet, and offers the settings', async () => {
    openPage({ [LIST]: { body: page([]) } });
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/notifications');
  });

  it('says when the list could not be read, and reads it again on Try again', async () => {
    let fail = true;
    const view = openPage({ [LIST]: () => (fail ? refusal(500, 'Something went wrong') : { body: page([notification({})]) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadFailed);
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });
});
