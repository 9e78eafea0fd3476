// The Ask API's paths (re-exported by conversations.ts). No zod here: the member layout's reply poll and
// the live updates import only these, and the member home must not download the schemas for them.
import type { AdminConversationView, ConversationExportView } from './conversations';

export const CONVERSATION_API = {
  list: '/api/conversations',
  save: '/api/conversations',
  replies: '/api/conversations/replies',
  viewed: (id: string) => `/api/conversations/${encodeURIComponent(id)}/viewed`,
  admin: {
    list: (view: AdminConversationView, page = 1, pageSize = 25) =>
      `/api/admin/conversations?view=${view}&page=${page}&pageSize=${pageSize}`,
    answer: (id: string) => `/api/admin/conversations/${encodeURIComponent(id)}/answer`,
    archive: (id: string) => `/api/admin/conversations/${encodeURIComponent(id)}/archive`,
    unarchive: (id: string) => `/api/admin/conversations/${encodeURIComponent(id)}/unarchive`,
    export: (view: ConversationExportView) => `/api/admin/conversations/export?view=${view}`,
    pushSubscriptions: '/api/admin/push-subscriptions',
  },
} as const;

/** Where a push notification about a new question takes the administrator. */
export const ADMIN_CONVERSATIONS_PAGE = '/admin/dashboard?tab=conversations';
