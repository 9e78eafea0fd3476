// Notifications (issue 34): method, path and who may call each (decision 037). No zod here; the schemas
// and the answers' types are in notifications.ts. Everyone in the member area has notifications:
// members, and administrators (who also receive the organisers' kinds).
import { routeTable } from './endpoint';
import type { NOTIFICATION_SCHEMAS } from './notifications';

export const NOTIFICATION_ROUTES = routeTable<typeof NOTIFICATION_SCHEMAS>()({
  list: { method: 'GET', path: '/api/notifications', access: 'member' },
  unreadCount: { method: 'GET', path: '/api/notifications/unread', access: 'member' },
  markRead: { method: 'POST', path: '/api/notifications/:id/read', access: 'member' },
  markAllRead: { method: 'POST', path: '/api/notifications/read', access: 'member' },
  settings: { method: 'GET', path: '/api/settings/notifications', access: 'member' },
  saveSettings: { method: 'PUT', path: '/api/settings/notifications', access: 'member' },
});
