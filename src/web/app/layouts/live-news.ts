// The member area's part of the live stream (decision 023): what each kind of news refreshes at once, so
// the open page follows without waiting for a poll, and the toast that announces it, with a button to the
// page that shows it (none when the member is on that page already: it updates in front of them).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LIVE_MESSAGES } from '../../../common/contracts/live';
import { paths, ROUTES } from '../../../common/routes';
import { refreshConnections } from '../../features/connections/api';
import { applyConversationNews, receiveMessage } from '../../features/conversations/news';
import { MEMBER_HOME_QUERY_KEY } from '../../features/dashboard/api';
import { refreshReplyStatus } from '../../features/ask/reply-poll';
import { SPOTLIGHT_QUERY_KEY } from '../../features/content/spotlight-query';
import { refreshEvents } from '../../features/events/query-keys';
import { refreshOpenQuestions, refreshQuestionList } from '../../features/open-questions/api';
import { refreshNewsletters } from '../../features/posts/query-keys';
import { useLive, useLiveStatus, type LiveMessage } from '../../lib/live';
import { notify } from '../../lib/notify';
import { refreshQueries } from '../../lib/refresh';
import { ME_QUERY_KEY } from '../../lib/session';

export type LiveToast = { message: string; action: string; to: string };

/** The toast a piece of news shows on the page at `pathname`, or null (not news, or that page is open). */
export function liveNewsToast(news: LiveMessage, pathname: string): LiveToast | null {
  switch (news.type) {
    case 'reply':
      if (pathname === ROUTES.chat || pathname === ROUTES.userChat) return null;
      return { message: LIVE_MESSAGES.newReply, action: LIVE_MESSAGES.openReply, to: ROUTES.chat };
    case 'connection-request':
      if (pathname === ROUTES.connections) return null;
      return { message: LIVE_MESSAGES.newConnectionRequest, action: LIVE_MESSAGES.openConnectionRequest, to: ROUTES.connections };
    case 'connection-accepted':
      if (pathname === ROUTES.connections) return null;
      return { message: LIVE_MESSAGES.newConnection, action: LIVE_MESSAGES.openConnections, to: ROUTES.connections };
    case 'event-changed': {
      const to = paths.eventDetail(news.eventId);
      if (pathname === to) return null;
      return { message: LIVE_MESSAGES.eventChanged, action: LIVE_MESSAGES.openEvent, to };
    }
    default:
      return null;
  }
}

/** Reads again what the news changed: the feature's own queries and the member home's. */
function refreshFor(queryClient: QueryClient, news: LiveMessage) {
  const refreshHome = () => void refreshQueries(queryClient, MEMBER_HOME_QUERY_KEY);
  applyConversationNews(queryClient, news);
  switch (news.type) {
    case 'reply':
      void refreshReplyStatus(queryClient);
      refreshHome();
      break;
    case 'connection-request':
    case 'connection-accepted':
      refreshConnections(queryClient);
      refreshHome();
      break;
    case 'event-changed':
    case 'events-changed':
      void refreshEvents(queryClient);
      refreshHome();
      break;
    // An answer to a question the member follows, or a change to it: the list's counts follow (the
    // question's own page reads itself again).
    case 'question-answered':
      void refreshQuestionList(queryClient);
      break;
    // Broadcasts to every member (decision 041): the pages that show them update in front of the member.
    case 'newsletters-changed':
      void refreshNewsletters(queryClient);
      refreshHome();
      break;
    case 'spotlight-changed':
      void refreshQueries(queryClient, SPOTLIGHT_QUERY_KEY);
      break;
    case 'resync':
      // Something may have been missed while the stream was away: everything it could have said.
      void refreshReplyStatus(queryClient);
      refreshConnections(queryClient);
      void refreshEvents(queryClient);
      void refreshNewsletters(queryClient);
      void refreshQueries(queryClient, SPOTLIGHT_QUERY_KEY);
      void refreshOpenQuestions(queryClient);
      refreshHome();
      break;
    case 'ended':
      // The session ended elsewhere: asking who is signed in sends the page to sign in.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      break;
  }
}

/**
 * Listens to the tab's live stream for the member area (`enabled`: a member is signed in): each piece of
 * news refreshes what it changed and shows its toast. Answers whether the stream is live, so the polls rest.
 */
export function useLiveNews(enabled: boolean, pathname: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLive((news) => {
    if (news.type === 'message') {
      // A message: the conversations feature fetches it (marking it delivered) unless its page is open,
      // and answers who wrote, for the toast; the member's own, from another tab, has none. On the list
      // the new line shows in front of the member: no toast there either.
      const to = paths.conversation(news.conversationId);
      void receiveMessage(queryClient, news, pathname === to).then((arrived) => {
        if (!arrived || pathname === ROUTES.messages) return;
        notify.message(LIVE_MESSAGES.newMessage(arrived.from), {
          action: { label: LIVE_MESSAGES.openMessage, onClick: () => void navigate(to) },
        });
      });
      return;
    }
    refreshFor(queryClient, news);
    const toast = liveNewsToast(news, pathname);
    if (toast) notify.message(toast.message, { action: { label: toast.action, onClick: () => void navigate(toast.to) } });
  }, enabled);
  return useLiveStatus() === 'live';
}
