// Open roles (issue 39, decision 069): the endpoints' method, path and who may call each (decision 037), and
// the numbers the browser needs. No zod here; the schemas are in open-roles.ts. The feature is `open-roles`
// (page /openRoles); its addresses are under /api/roles.
import type { OPEN_ROLE_SCHEMAS } from './open-roles';
import { routeTable } from './endpoint';

/** The kinds of role a member may post, in the order the page offers them. */
export const ROLE_KINDS = ['full-time', 'contract', 'advisory', 'board'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];
export const ROLE_KIND_LABELS: Record<RoleKind, string> = {
  'full-time': 'Full-time',
  contract: 'Contract',
  advisory: 'Advisory',
  board: 'Board',
};

/** How a member applies: an introduction to the poster (the connections' double opt-in), or the poster's link. */
export const ROLE_APPLY_WAYS = ['introduction', 'link'] as const;
export type RoleApplyWay = (typeof ROLE_APPLY_WAYS)[number];

/** A role is open this long after it is posted or renewed. */
export const ROLE_OPEN_DAYS = 30;
export const ROLE_TITLE_MAX_LENGTH = 120;
export const ROLE_COMPANY_MAX_LENGTH = 120;
export const ROLE_PLACE_MAX_LENGTH = 120;
export const ROLE_DESCRIPTION_MAX_LENGTH = 4000;
export const ROLE_LINK_MAX_LENGTH = 500;
export const ROLE_TOPICS_MAX = 5;
export const ROLE_SEARCH_MAX_LENGTH = 100;
export const ROLE_REMOVE_REASON_MAX_LENGTH = 500;
/** Roles in a page of the list. */
export const ROLES_PAGE = 20;
/** Rate limit: roles a member may post in a day. */
export const ROLES_PER_DAY = 5;
/** The most members one new role is matched to (their Looking for), so a post tells a bounded number. */
export const ROLE_MATCHES_MAX = 50;

export const OPEN_ROLE_ROUTES = routeTable<typeof OPEN_ROLE_SCHEMAS>()({
  list: { method: 'GET', path: '/api/roles', access: 'member' },
  post: { method: 'POST', path: '/api/roles', access: 'shown-member' },
  role: { method: 'GET', path: '/api/roles/:id', access: 'member' },
  renew: { method: 'POST', path: '/api/roles/:id/renew', access: 'member' },
  close: { method: 'POST', path: '/api/roles/:id/close', access: 'member' },
  interested: { method: 'POST', path: '/api/roles/:id/interest', access: 'shown-member' },
  adminPin: { method: 'PUT', path: '/api/admin/roles/:id/pin', access: 'admin' },
  adminEdit: { method: 'PUT', path: '/api/admin/roles/:id', access: 'admin' },
  adminRemove: { method: 'POST', path: '/api/admin/roles/:id/remove', access: 'admin' },
});
