// The notifications feature's calls (issue 34), all through the contract's route table: the bell's count,
// the list a page at a time, marking read, and the settings. No zod here: the bell is on every member page
// and the member home must not download the schemas. One key family (['notifications', …]): marking read
// or news on the live stream refreshes the count and the list together.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationSettingsInput, UnreadNotifications } from '../../../common/contracts/notifications';
import { NOTIFICATION_ROUTES } from '../../../common/contracts/notifications-routes';
import { call } from '../../lib/call';
import { useEndpointQuery, usePageQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
const SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'settings'] as const;

/** The product's poll while the live stream is not open (spec 9's 30 seconds, as the replies' poll). */
export const UNREAD_POLL_MS = 30_000;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** '1 unread notification', '3 unread notifications': the bell's count in words. */
export const unreadLabel = (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`);

/** The bell's count: read every 30 seconds unless the live stream is open (`live`), and on coming back to the tab. */
export function useUnreadCount({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) {
  return useEndpointQuery(
    UNREAD_KEY,
    NOTIFICATION_ROUTES.unreadCount,
    {},
    { enabled, refetchInterval: live ? false : UNREAD_POLL_MS },
  );
}

/** The live stream said how many are unread now: the bell shows it at once, and the list reads again. */
export function applyUnreadCount(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData<UnreadNotifications>(UNREAD_KEY, { unread });
  void refreshQueries(queryClient, LIST_KEY);
}

/** Reads the count and the list again (the stream was away and may have missed news). */
export const refreshNotifications = (queryClient: QueryClient) => refreshQueries(queryClient, NOTIFICATIONS_KEY);

export function useNotificationList(page: number) {
  return usePageQuery([...LIST_KEY, page], NOTIFICATION_ROUTES.list, { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } });
}

/** Marking read answers the count left: the bell takes it, the list reads again. */
function useCountAfter<T>(mutationFn: (input: T) => Promise<UnreadNotifications>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ unread }) => applyUnreadCount(queryClient, unread),
  });
}

export const useMarkNotificationRead = () =>
  useCountAfter((id: string) => call(NOTIFICATION_ROUTES.markRead, { params: { id } }));

export const useMarkAllNotificationsRead = () => useCountAfter(() => call(NOTIFICATION_ROUTES.markAllRead));

export function useNotificationSettings() {
  return useEndpointQuery(SETTINGS_KEY, NOTIFICATION_ROUTES.settings, {}, { refetchOnWindowFocus: false });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) => call(NOTIFICATION_ROUTES.saveSettings, { body }),
    onSuccess: ({ settings }) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
