import { z } from 'zod';
import type { SidebarLinkKey } from '../routes';
import { LINK_RULES } from './links';
import { linkText, recordId, text } from './text';

/** The spotlight's delete confirmation (spec 5, word for word) and what its actions say. */
export const SPOTLIGHT_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this spotlight item?',
  created: 'Spotlight item added',
  updated: 'Spotlight item updated',
  deleted: 'Spotlight item deleted',
} as const;

/** Spec 8 'Admin toasts' of the Spotlight and Sidebar URLs tabs, word for word. */
export const CONTENT_TOASTS = {
  loadSidebarFailed: (message = 'Unknown error') => `Failed to load sidebar URLs: ${message}`,
  updateSidebarFailed: 'Failed to update sidebar URLs',
  loadSpotlightFailed: 'Failed to load spotlight items',
  saveSpotlightFailed: 'Error saving spotlight item!',
  deleteSpotlightFailed: 'Error deleting spotlight item!',
  uploadFileFailed: 'Error uploading file!',
} as const;

/** GET /api/sidebar-links: each override, or null for the default target. */
export type SidebarLinksRecord = Record<SidebarLinkKey, string | null>;

/** GET /api/spotlight: the active items, in display order. */
export type SpotlightItemView = { id: string; title: string; imageUrl: string; linkUrl: string | null };
export type SpotlightList = { items: SpotlightItemView[] };

/** Each sidebar override: empty (use the default), an http(s) URL, or a path on this site (links.ts). */
const sidebarTarget = linkText({
  rule: LINK_RULES.sidebarTarget,
  max: 500,
  tooLong: 'A link must be at most 500 characters',
  invalid: 'Enter a full http(s) address or a path on this site starting with /',
})
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

/** GET /api/admin/spotlight: every item, active or not, in display order. */
export type SpotlightAdminItem = SpotlightItemView & {
  isActive: boolean;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
};
export type SpotlightAdminList = { items: SpotlightAdminItem[] };
export type SpotlightSaved = { item: SpotlightAdminItem; message: string };

/** A spotlight item's id in the path. */
export const spotlightItemIdSchema = recordId('Record not found');

const DISPLAY_ORDER_INVALID = 'Display order must be a number from 0 to 100000';

/** Display order (spec 5): a whole number from 0; text that is not a number counts as 0, like the
 * old form's parseInt; empty means "not given" (a new item then goes last). */
const displayOrder = z
  .union([z.number(), text({ max: 20, tooLong: DISPLAY_ORDER_INVALID }), z.null()], { error: DISPLAY_ORDER_INVALID })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (Number.isNaN(number)) return 0;
    if (!Number.isFinite(number) || number < 0 || number > 100_000) {
      ctx.addIssue({ code: 'custom', message: DISPLAY_ORDER_INVALID });
      return z.NEVER;
    }
    return Math.trunc(number);
  });

/** POST /api/admin/spotlight and PUT /api/admin/spotlight/:id (spec 5 'Spotlight form'). */
export const spotlightItemInputSchema = z.object({
  title: text({ max: 200, tooLong: 'A title must be at most 200 characters', required: 'Title is required' }),
  imageUrl: linkText({
    rule: LINK_RULES.spotlightImage,
    max: 1000,
    tooLong: 'An image address must be at most 1000 characters',
    invalid: 'Upload an image, or enter an https:// image address',
    required: 'An image is required',
  }),
  linkUrl: linkText({
    rule: LINK_RULES.spotlightLink,
    max: 1000,
    tooLong: 'A link must be at most 1000 characters',
    invalid: 'Enter a full http(s) address or a path on this site starting with /',
  })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  isActive: z.boolean().default(true),
  displayOrder,
});
export type SpotlightItemInput = z.input<typeof spotlightItemInputSchema>;

/** PUT /api/admin/sidebar-links */
export type SidebarLinksSaved = { success: true; message: string; links: SidebarLinksRecord };

/** DELETE /api/admin/spotlight/:id */
export type SpotlightDeleted = { success: true; message: string };
