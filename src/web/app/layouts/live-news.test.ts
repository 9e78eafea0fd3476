import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../../common/contracts/live';
import { paths, ROUTES } from '../../../common/routes';
import { liveNewsToast } from './live-news';

describe('liveNewsToast', () => {
  it('announces a connection request and an acceptance with a button to the connections, except there', () => {
    const request = { type: 'connection-request', requestId: 'r1' } as const;
    const accepted = { type: 'connection-accepted', requestId: 'r1' } as const;
    expect(liveNewsToast(request, ROUTES.home)).toEqual({
      message: 'Someone asked to be introduced to you.',
      action: 'See the request',
      to: ROUTES.connections,
    });
    expect(liveNewsToast(accepted, ROUTES.upcomingEvents)).toEqual({
      message: 'You have a new connection.',
      action: 'See connections',
      to: ROUTES.connections,
    });
    expect(liveNewsToast(request, ROUTES.connections)).toBeNull();
    expect(liveNewsToast(accepted, ROUTES.connections)).toBeNull();
  });

  it("announces an event's change with a button to its page, except on that page", () => {
    const changed = { type: 'event-changed', eventId: 'e 1' } as const;
    expect(liveNewsToast(changed, ROUTES.connections)).toEqual({
      message: 'An event you are going to has changed.',
      action: 'See the event',
      to: paths.eventDetail('e 1'),
    });
    expect(liveNewsToast(changed, paths.eventDetail('e 1'))).toBeNull();
    expect(liveNewsToast(changed, paths.eventDetail('e2'))).not.toBeNull();
  });

  it('announces a reply except on the chat, and nothing for the stream’s own messages', () => {
    const reply = { type: 'reply', conversationId: 'c1' } as const;
    expect(liveNewsToast(reply, ROUTES.profile)).toEqual({
      message: LIVE_MESSAGES.newReply,
      action: LIVE_MESSAGES.openReply,
      to: ROUTES.chat,
    });
    expect(liveNewsToast(reply, ROUTES.chat)).toBeNull();
    expect(liveNewsToast(reply, ROUTES.userChat)).toBeNull();
    expect(liveNewsToast({ type: 'resync' }, ROUTES.profile)).toBeNull();
    expect(liveNewsToast({ type: 'ended' }, ROUTES.profile)).toBeNull();
  });

  it('shows no toast for what every member is told: the pages that show it update in front of them', () => {
    expect(liveNewsToast({ type: 'newsletters-changed', postId: 'p1' }, ROUTES.home)).toBeNull();
    expect(liveNewsToast({ type: 'events-changed', eventId: 'e1' }, ROUTES.profile)).toBeNull();
    expect(liveNewsToast({ type: 'spotlight-changed' }, ROUTES.home)).toBeNull();
  });
});
