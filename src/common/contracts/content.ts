import { z } from 'zod';
import type { SidebarLinkKey } from '../routes';

/** GET /api/sidebar-links: each override, or null for the default target. */
export type SidebarLinksRecord = Record<SidebarLinkKey, string | null>;

/** GET /api/spotlight: the active items, in display order. */
export type SpotlightItemView = { id: string; title: string; imageUrl: string; linkUrl: string | null };
export type SpotlightList = { items: SpotlightItemView[] };

/** Each sidebar override: empty (use the default), an http(s) URL, or a path on this site. */
const sidebarTarget = z
  .string()
  .trim()
  .max(500, 'A link must be at most 500 characters')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'Enter a full http(s) address or a path on this site starting with /',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** PUT /api/admin/sidebar-links: the eight overrides (spec 2.5 tab 2). Missing keys are cleared. */
export const sidebarLinksUpdateSchema = z.object({
  askFmc: sidebarTarget,
  upcomingEvents: sidebarTarget,
  pastEvents: sidebarTarget,
  newsletters: sidebarTarget,
  aiTools: sidebarTarget,
  openRoles: sidebarTarget,
  memberLocation: sidebarTarget,
  contact: sidebarTarget,
});
export type SidebarLinksUpdate = z.input<typeof sidebarLinksUpdateSchema>;

export const SIDEBAR_LINKS_SAVED = 'Sidebar URLs saved';
