// The spotlight carousel and the sidebar's links (spec 2.5 tabs 1 and 2, 5, 7.1-7.2): what administrators
// write, what members read, and each endpoint's schemas (its route table is content-routes.ts).
import { z } from 'zod';
import type { SidebarLinkKey } from '../routes';
import { ADMIN_TOASTS } from '../messages';
import { CONTENT_ROUTES } from './content-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
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

/** A spotlight item's id in the path. */
export const spotlightItemIdSchema = recordId(ADMIN_TOASTS.recordNotFound);

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

// ---------------------------------------------------------------------------------------------------
// Answers. Strict objects: in tests and development the server checks each answer against them (decision 037).

const target = z.string().nullable();
/** GET /api/sidebar-links: each override, or null for the default target. */
const sidebarLinksRecordSchema = z.strictObject({
  askFmc: target,
  upcomingEvents: target,
  pastEvents: target,
  newsletters: target,
  aiTools: target,
  openRoles: target,
  memberLocation: target,
  contact: target,
}) satisfies z.ZodType<Record<SidebarLinkKey, string | null>>;
export type SidebarLinksRecord = z.infer<typeof sidebarLinksRecordSchema>;

/** PUT /api/admin/sidebar-links */
const sidebarLinksSavedSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  links: sidebarLinksRecordSchema,
});
export type SidebarLinksSaved = z.infer<typeof sidebarLinksSavedSchema>;

/** GET /api/spotlight: the active items, in display order. */
const spotlightItemViewSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type SpotlightItemView = z.infer<typeof spotlightItemViewSchema>;
const spotlightListSchema = z.strictObject({ items: z.array(spotlightItemViewSchema) });
export type SpotlightList = z.infer<typeof spotlightListSchema>;

const isoDate = z.iso.datetime({ offset: true });
/** GET /api/admin/spotlight: every item, active or not, in display order. */
const spotlightAdminItemSchema = spotlightItemViewSchema.extend({
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SpotlightAdminItem = z.infer<typeof spotlightAdminItemSchema>;
const spotlightAdminListSchema = z.strictObject({ items: z.array(spotlightAdminItemSchema) });
export type SpotlightAdminList = z.infer<typeof spotlightAdminListSchema>;
const spotlightSavedSchema = z.strictObject({ item: spotlightAdminItemSchema, message: z.string() });
export type SpotlightSaved = z.infer<typeof spotlightSavedSchema>;

/** DELETE /api/admin/spotlight/:id */
const spotlightDeletedSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type SpotlightDeleted = z.infer<typeof spotlightDeletedSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is content-routes.ts)

const idParams = z.object({ id: spotlightItemIdSchema });
const unknownItem = { status: 404, message: ADMIN_TOASTS.recordNotFound } as const;
const noSuchItem = { 404: { description: 'No spotlight item has this id (or the id is malformed): "Record not found".' } };

export const CONTENT_SCHEMAS = {
  sidebarLinks: {
    summary: "The sidebar's link overrides (null: the default target)",
    responses: { 200: { description: 'Each of the eight targets.', schema: sidebarLinksRecordSchema } },
  },
  adminSaveSidebarLinks: {
    summary: "Save the sidebar's link overrides; a missing or empty one goes back to the default",
    body: sidebarLinksUpdateSchema,
    responses: { 200: { description: 'Saved: the targets as they now are.', schema: sidebarLinksSavedSchema } },
  },
  spotlight: {
    summary: "The spotlight carousel's active items, in display order",
    responses: { 200: { description: 'The items members see.', schema: spotlightListSchema } },
  },
  adminSpotlight: {
    summary: 'Every spotlight item, shown or not, in display order',
    responses: { 200: { description: 'The items.', schema: spotlightAdminListSchema } },
  },
  adminCreateSpotlight: {
    summary: 'Add a spotlight item (last, unless an order is given)',
    body: spotlightItemInputSchema,
    responses: { 201: { description: 'The new item.', schema: spotlightSavedSchema } },
  },
  adminUpdateSpotlight: {
    summary: "Replace a spotlight item's fields (an empty order keeps its place)",
    params: idParams,
    paramRefused: unknownItem,
    body: spotlightItemInputSchema,
    responses: { 200: { description: 'The item as it now is.', schema: spotlightSavedSchema }, ...noSuchItem },
  },
  adminDeleteSpotlight: {
    summary: 'Delete a spotlight item',
    params: idParams,
    paramRefused: unknownItem,
    responses: { 200: { description: 'Deleted.', schema: spotlightDeletedSchema }, ...noSuchItem },
  },
} satisfies Record<string, EndpointSchemas>;

export const CONTENT_ENDPOINTS = defineEndpoints('content', CONTENT_ROUTES, CONTENT_SCHEMAS);
