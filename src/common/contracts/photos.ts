// Members' photos (issue 33, decision 044; the route table is photos-routes.ts). The member sends the
// original file and the square they chose in the browser; the server checks the bytes, applies the square,
// and stores it as WebP in each of PHOTO_SIZES with no metadata. Photos are read through
// GET /api/members/:attendeeId/photo/:size, which checks who is asking each time.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { PHOTO_SIZES } from './member-fields';
import { PHOTO_ROUTES } from './photos-routes';
import { recordId, text } from './text';

/** The largest photo file accepted, and the most pixels it may decode to (a decompression bomb is refused). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The smallest square worth keeping: a smaller one would only be blown up. */
export const PHOTO_MIN_SIDE = 96;

export const PHOTO_MESSAGES = {
  selectPhoto: 'Choose a photo to upload.',
  notMultipart: 'Send the photo as a form upload.',
  types: 'Only JPEG, PNG, WebP or AVIF photos can be uploaded.',
  tooLarge: 'Photos can be at most 10 MB.',
  tooManyPixels: 'This photo has too many pixels (at most 50 megapixels). Choose a smaller one.',
  unreadable: 'This photo could not be read. Choose another JPEG, PNG, WebP or AVIF file.',
  tooSmall: `Photos must be at least ${PHOTO_MIN_SIDE} pixels on each side.`,
  badCrop: 'The chosen square does not fit inside the photo. Choose the square again.',
  saved: 'Your photo has been saved.',
  removed: 'Your photo has been removed.',
  saveFailed: 'Your photo could not be saved. Please try again.',
  removeFailed: 'Your photo could not be removed. Please try again.',
} as const;

/** What an <input type="file" accept> offers; the server decides from the bytes. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** The square the member chose, in pixels of the photo as shown upright (its EXIF orientation applied). */
export const photoCropSchema = z.strictObject({
  left: z.coerce.number().int().min(0),
  top: z.coerce.number().int().min(0),
  size: z.coerce.number().int().min(1),
});
export type PhotoCrop = z.infer<typeof photoCropSchema>;

const ownPhotoSchema = z.strictObject({
  /** The photo at 256 px, or null: initials. */
  photoUrl: z.string().nullable(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;
const photoChangeSchema = ownPhotoSchema.extend({ message: z.string() });

export const PHOTO_SCHEMAS = {
  own: {
    summary: 'Your own photo',
    responses: { 200: { description: 'Its address, or null when you have none.', schema: ownPhotoSchema } },
  },
  upload: {
    summary: 'Set your photo (a new one replaces the old)',
    description:
      'JPEG, PNG, WebP or AVIF, judged by its bytes; at most 10 MB and 50 megapixels. The square (`left`, `top`, `size`, pixels of the upright photo) is cut out on the server; without it, the centre square. Stored as WebP in 96, 256 and 512 px with no metadata (EXIF, GPS).',
    rawBody: { contentType: 'multipart/form-data', description: '`file`, and optionally `left`, `top` and `size`.' },
    responses: {
      200: { description: 'Saved: the new address.', schema: photoChangeSchema },
      400: { description: 'INVALID_INPUT: not a form upload, no file, or a square that does not fit the photo.' },
      413: { description: 'PAYLOAD_TOO_LARGE / FILE_TOO_LARGE: over 10 MB; TOO_MANY_PIXELS: over 50 megapixels.' },
      415: { description: 'UNSUPPORTED_FILE_TYPE: not a JPEG, PNG, WebP or AVIF by its bytes, or unreadable.' },
    },
  },
  remove: {
    summary: 'Remove your photo (initials again)',
    responses: { 200: { description: 'Removed.', schema: photoChangeSchema } },
  },
  serve: {
    summary: "A member's photo at one size",
    description:
      'Answered only when the member lets the caller see their photo (its audience, and the member not hidden, deactivated or archived); otherwise 404, as for a member with no photo. Cached privately: for a year when `v` names the current photo, otherwise revalidated by its ETag.',
    params: z.strictObject({
      attendeeId: recordId('Not found.'),
      size: z.enum(PHOTO_SIZES.map(String) as [`${(typeof PHOTO_SIZES)[number]}`]),
    }),
    query: z.strictObject({ v: text({ max: 64, tooLong: 'Not found.' }).optional() }),
    paramRefused: { status: 404, message: 'Not found.' },
    responses: {
      200: { description: 'The photo, WebP.', contentType: 'image/webp' },
      304: { description: 'Not modified (If-None-Match).' },
      404: { description: 'No photo this caller may see.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const PHOTO_ENDPOINTS = defineEndpoints('photos', PHOTO_ROUTES, PHOTO_SCHEMAS);
