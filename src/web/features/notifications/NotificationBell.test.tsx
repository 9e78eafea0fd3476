// The bell (issue 34): its accessible name carries the unread count, the live stream's 'notifications'
// event changes it at once (no request), and a resync reads it again.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_ROUTES } from '../../../common/contracts/notifications-routes';
import { MEMBER, renderPage, routeKey } from '../../../../tests/support/render';
import { NotificationBell } from './NotificationBell';

const UNREAD = routeKey(NOTIFICATION_ROUTES.unreadCount);

/** The tab's stream, driven by hand (lib/live.ts opens one EventSource for every listener). */
class FakeEventSource {
  static latest: FakeEventSource | null = null;
  onerror: (() => void) | null = null;
  private handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {}
  send(type: string, data: unknown) {
    act(() => {
      for (const handler of this.handlers.get(type) ?? [])
        handler({ data: JSON.stringify(data), lastEventId: '' } as MessageEvent<string>);
    });
  }
}

function openBell(unread: () => number) {
  vi.stubGlobal('EventSource', FakeEventSource);
  return renderPage(<NotificationBell />, { me: MEMBER, routes: { [UNREAD]: () => ({ body: { unread: unread() } }) } });
}

describe('the notifications bell', () => {
  it('names the unread count and leads to the notifications page', async () => {
    openBell(() => 2);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('follows the live stream’s count at once, without asking the server', async () => {
    const page = openBell(() => 0);
    await screen.findByRole('link', { name: 'Notifications' });
    const stream = FakeEventSource.latest!;
    stream.send('ready', { resync: false });
    stream.send('notifications', { unread: 1 });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread notification' })).toBeInTheDocument();
    stream.send('notifications', { unread: 0 });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(page.callsTo(UNREAD)).toHaveLength(1);
  });

  it('reads the count again when the stream may have missed news (resync)', async () => {
    let unread = 0;
    const page = openBell(() => unread);
    await screen.findByRole('link', { name: 'Notifications' });
    unread = 4;
    FakeEventSource.latest!.send('ready', { resync: true });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread notifications' })).toBeInTheDocument();
    expect(page.callsTo(UNREAD)).toHaveLength(2);
  });
});
