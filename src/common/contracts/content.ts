import type { SidebarLinkKey } from '../routes';

/** GET /api/sidebar-links: each override, or null for the default target. */
export type SidebarLinksRecord = Record<SidebarLinkKey, string | null>;

/** GET /api/spotlight: the active items, in display order. */
export type SpotlightItemView = { id: string; title: string; imageUrl: string; linkUrl: string | null };
export type SpotlightList = { items: SpotlightItemView[] };
