// AI Tools (issue 39 item 2, decision 071): the endpoints' method, path and who may call each (decision 037),
// and the numbers the browser needs. No zod here; the schemas are in ai-tools.ts. A member reports a tool
// through the moderation queue's own endpoint (message-reports-routes.ts).
import type { AI_TOOL_SCHEMAS } from './ai-tools';
import { routeTable } from './endpoint';

export const AI_TOOL_NAME_MAX_LENGTH = 80;
export const AI_TOOL_PURPOSE_MAX_LENGTH = 600;
export const AI_TOOL_LINK_MAX_LENGTH = 500;
export const AI_TOOL_REASON_MAX_LENGTH = 500;
export const AI_TOOL_CATEGORY_MAX_LENGTH = 60;
export const AI_TOOL_TOPICS_MAX = 5;
/** Tools in a page of the members' list, and of the organisers'. */
export const AI_TOOLS_PAGE = 20;
/** Connections named on a tool's card ('Used by Ana, Ben and 3 other connections'). */
export const AI_TOOL_CONNECTIONS_NAMED = 3;
/** Suggestions one member may make in a day. */
export const AI_TOOL_SUGGESTIONS_PER_DAY = 5;
/** Categories the organisers may keep. */
export const AI_TOOL_CATEGORIES_MAX = 50;

/** The price bands, in the order the page offers them. */
export const AI_TOOL_PRICE_BANDS = ['free', 'freemium', 'paid', 'enterprise'] as const;
export type AiToolPriceBand = (typeof AI_TOOL_PRICE_BANDS)[number];
export const PRICE_BAND_LABELS: Record<AiToolPriceBand, string> = {
  free: 'Free',
  freemium: 'Freemium',
  paid: 'Paid',
  enterprise: 'Enterprise',
};

export const AI_TOOL_ROUTES = routeTable<typeof AI_TOOL_SCHEMAS>()({
  list: { method: 'GET', path: '/api/ai-tools', access: 'member' },
  suggest: { method: 'POST', path: '/api/ai-tools', access: 'shown-member' },
  use: { method: 'PUT', path: '/api/ai-tools/:id/use', access: 'shown-member' },
  categories: { method: 'GET', path: '/api/ai-tool-categories', access: 'member' },
  adminList: { method: 'GET', path: '/api/admin/ai-tools', access: 'admin' },
  adminDecide: { method: 'POST', path: '/api/admin/ai-tools/:id/decision', access: 'admin' },
  adminUpdate: { method: 'PUT', path: '/api/admin/ai-tools/:id', access: 'admin' },
  adminRemove: { method: 'POST', path: '/api/admin/ai-tools/:id/remove', access: 'admin' },
  adminCreateCategory: { method: 'POST', path: '/api/admin/ai-tool-categories', access: 'admin' },
  adminRenameCategory: { method: 'PUT', path: '/api/admin/ai-tool-categories/:id', access: 'admin' },
  adminMoveCategory: { method: 'PUT', path: '/api/admin/ai-tool-categories/:id/position', access: 'admin' },
  adminDeleteCategory: { method: 'DELETE', path: '/api/admin/ai-tool-categories/:id', access: 'admin' },
});
