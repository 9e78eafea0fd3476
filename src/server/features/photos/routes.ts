// /api/profile/photo (the member's own) and /api/members/:attendeeId/photo/:size, as defined in
// common/contracts/photos.ts. The upload is a multipart body, read here: who is calling is checked before a
// byte of it is read (the guard runs ahead of the body's own limit, larger than the JSON one of the rest
// of /api).
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoCropSchema, type PhotoCrop } from '../../../common/contracts/photos';
import { PHOTO_ENDPOINTS } from '../../../common/contracts/photos';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { requireMember, type AppEnv } from '../../auth/caller';
import { endpointRoutes } from '../../http/endpoints';
import { badRequest, HttpError } from '../../http/errors';
import type { PhotoSize } from '../../../common/contracts/member-fields';
import { getOwnPhoto, photoVersionOf, readPhoto, removeOwnPhoto, setOwnPhoto, visiblePhotoKey, type PhotoDeps } from './service';

/** Room for the multipart boundaries, headers and the square's fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A year: the address names the photo's version, and a new photo has a new address. */
const VERSIONED_MAX_AGE = 31_536_000;

const membersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireMember(c);
  await next();
};

/** The square from the form's fields: all three or none. */
function cropOf(form: Record<string, string | File>): PhotoCrop | undefined {
  const fields = ['left', 'top', 'size'] as const;
  const given = fields.filter((name) => typeof form[name] === 'string' && form[name] !== '');
  if (given.length === 0) return undefined;
  const parsed = photoCropSchema.safeParse(Object.fromEntries(fields.map((name) => [name, form[name]])));
  if (given.length !== fields.length || !parsed.success)
    throw badRequest(PHOTO_MESSAGES.badCrop, 'INVALID_INPUT', { file: PHOTO_MESSAGES.badCrop });
  return parsed.data;
}

export function photoRoutes(deps: PhotoDeps) {
  const { upload } = PHOTO_ENDPOINTS;
  return new Hono<AppEnv>()
    .put(
      upload.path.slice('/api'.length),
      membersOnly,
      bodyLimit({
        maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
        onError: (c) =>
          c.json(
            { error: { code: 'PAYLOAD_TOO_LARGE', message: PHOTO_MESSAGES.tooLarge, fields: { file: PHOTO_MESSAGES.tooLarge } } },
            413,
          ),
      }),
    )
    .route(
      '/',
      endpointRoutes(PHOTO_ENDPOINTS, {
        own: async ({ c, caller }) => {
          c.header('Cache-Control', 'no-store');
          return getOwnPhoto(deps.db, caller);
        },
        upload: async ({ c, caller }) => {
          if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(PHOTO_MESSAGES.notMultipart);
          let form: Record<string, string | File>;
          try {
            form = await c.req.parseBody();
          } catch {
            throw badRequest(PHOTO_MESSAGES.notMultipart);
          }
          const file = form.file;
          if (!(file instanceof File) || file.size === 0)
            throw badRequest(PHOTO_MESSAGES.selectPhoto, 'INVALID_INPUT', { file: PHOTO_MESSAGES.selectPhoto });
          if (file.size > PHOTO_MAX_BYTES)
            throw new HttpError(413, 'FILE_TOO_LARGE', PHOTO_MESSAGES.tooLarge, { file: PHOTO_MESSAGES.tooLarge });
          const crop = cropOf(form);
          c.header('Cache-Control', 'no-store');
          return setOwnPhoto(deps, caller, { bytes: new Uint8Array(await file.arrayBuffer()), crop });
        },
        remove: async ({ c, caller }) => {
          c.header('Cache-Control', 'no-store');
          return removeOwnPhoto(deps, caller);
        },
        serve: async ({ c, caller, params, query }) => {
          const missing = () =>
            c.json({ error: { code: 'NOT_FOUND', message: GENERAL_MESSAGES.notFound } }, 404, { 'Cache-Control': 'no-store' });
          const photoKey = await visiblePhotoKey(deps.db, caller, params.attendeeId);
          if (!photoKey) return missing();
          const size = Number(params.size) as PhotoSize;
          const version = photoVersionOf(photoKey);
          const headers: Record<string, string> = {
            // Private: a shared cache must never answer another viewer; the member may restrict it any day.
            'Cache-Control': query.v === version ? `private, max-age=${VERSIONED_MAX_AGE}` : 'private, no-cache',
            ETag: `"${version}-${size}"`,
            'X-Content-Type-Options': 'nosniff',
          };
          if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
          const stored = await readPhoto(deps.storage, photoKey, size);
          if (!stored) return missing();
          headers['Content-Type'] = 'image/webp';
          if (stored.size !== null) headers['Content-Length'] = String(stored.size);
          return c.body(stored.body, 200, headers);
        },
      }),
    );
}
