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

/** GET /api/admin/spotlight: every item, active or not, in display order. */
export type SpotlightAdminItem = SpotlightItemView & { isActive: boolean; displayOrder: number; createdAt: string; updatedAt: string };
export type SpotlightAdminList = { items: SpotlightAdminItem[] };
export type SpotlightSaved = { item: SpotlightAdminItem; message: string };

/** A site path with no `//`, `..` or backslash in it. */
const sitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value) && !value.split(/[?#]/)[0].split('/').includes('..');
const httpsUrl = (value: string) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/** Where uploaded and bundled images live on this site. */
const SPOTLIGHT_IMAGE_PATHS = ['/uploads/', '/demo/'];

/** Display order (spec 5): a whole number from 0; text that is not a number counts as 0, like the
 * old form's parseInt; empty means "not given" (a new item then goes last). */
const displayOrder = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (Number.isNaN(number)) return 0;
    if (!Number.isFinite(number) || number < 0 || number > 100_000) {
      ctx.addIssue({ code: 'custom', message: 'Display order must be a number from 0 to 100000' });
      return z.NEVER;
    }
    return Math.trunc(number);
  });

/** POST /api/admin/spotlight and PUT /api/admin/spotlight/:id (spec 5 'Spotlight form'). */
export const spotlightItemInputSchema = z.object({
  title: z.string('Title is required').trim().min(1, 'Title is required').max(200, 'A title must be at most 200 characters'),
  imageUrl: z
    .string('An image is required')
    .trim()
    .min(1, 'An image is required')
    .max(1000, 'An image address must be at most 1000 characters')
    .refine(
      (value) => httpsUrl(value) || (sitePath(value) && SPOTLIGHT_IMAGE_PATHS.some((prefix) => value.startsWith(prefix))),
      'Upload an image, or enter an https:// image address',
    ),
  linkUrl: z
    .string()
    .trim()
    .max(1000, 'A link must be at most 1000 characters')
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) || sitePath(value), 'Enter a full http(s) address or a path on this site starting with /')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  isActive: z.boolean().default(true),
  displayOrder,
});
export type SpotlightItemInput = z.input<typeof spotlightItemInputSchema>;
