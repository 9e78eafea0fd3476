// /api/notifications (the list and the bell) and /api/settings/notifications (where each kind goes), as
// defined in common/contracts/notifications.ts (decision 037): the caller's own, members and administrators.
import { NOTIFICATION_ENDPOINTS, NOTIFICATION_MESSAGES as M } from '../../../common/contracts/notifications';
import { endpointRoutes } from '../../http/endpoints';
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead, type NotificationDeps } from './service';
import { readNotificationSettings, saveNotificationSettings } from './settings';

export type NotificationRouteDeps = NotificationDeps & { communityZone: () => string };

export function notificationRoutes(deps: NotificationRouteDeps) {
  const owner = (caller: { userId: string; kind: string }) => ({ userId: caller.userId, isAdmin: caller.kind === 'admin' });
  return endpointRoutes(NOTIFICATION_ENDPOINTS, {
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listNotifications(deps.db, caller.userId, query, deps.now());
    },
    unreadCount: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return { unread: await countUnread(deps.db, caller.userId, deps.now()) };
    },
    markRead: ({ caller, params }) => markNotificationRead(deps, caller.userId, params.id),
    markAllRead: ({ caller }) => markAllNotificationsRead(deps, caller.userId),
    settings: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return readNotificationSettings(deps.db, owner(caller), deps.communityZone());
    },
    saveSettings: async ({ caller, body }) => ({
      message: M.settingsSaved,
      settings: await saveNotificationSettings(deps.db, owner(caller), body, deps.now(), deps.communityZone()),
    }),
  });
}
