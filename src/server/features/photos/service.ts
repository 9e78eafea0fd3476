// Members' photos (issue 33, decision 044): the member's own (set, remove) and anyone's at one size, read
// by a viewer the member lets see it. One photo per member: a new one is stored under a new key, the row
// points at it, then the old files go. The bytes are judged by what they are, never by a name.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  audienceIncludes,
  memberPhotoUrl,
  photoVersionOf,
  PHOTO_SIZES,
  type PhotoSize,
} from '../../../common/contracts/member-fields';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type OwnPhoto, type PhotoCrop } from '../../../common/contracts/photos';
import { PROFILE_MESSAGES } from '../../../common/contracts/profile';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { attendees, bannedUsers, users } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { blocks } from '../blocks/public';
import { isConnectedWith } from '../connections/public';
import { relationOf } from '../profile/public';
import { bytesMatchExtension } from '../uploads/public';
import { makePhotoSizes, PhotoProblem, type PhotoFile } from './process';
import { componentLog } from '../../log/logger';

const log = componentLog('photos');

export type PhotoDeps = { db: Database; storage: Storage };

/** The types a photo may be, by their bytes (AVIF is read, never stored: every size is WebP). */
const PHOTO_TYPES = ['jpg', 'png', 'webp', 'avif'] as const;

/** The size the member's own card and the answers of these routes show. */
const CARD_SIZE: PhotoSize = 256;

/** The stored file of one size of a photo. */
export const fileOf = (photoKey: string, size: PhotoSize) => `${photoKey}-${size}.webp`;

function ownAttendeeId(caller: SignedInCaller): string {
  if (!caller.attendee) throw notFound(PROFILE_MESSAGES.userNotFound);
  return caller.attendee.id;
}

// One photo is made at a time in this process: each holds a decoded photo (up to PHOTO_MAX_PIXELS × 4
// bytes) for a moment, so memory stays bounded whatever the number of members saving at once.
let photoQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = photoQueue.then(work, work);
  photoQueue = turn.catch(() => undefined);
  return turn;
}

const PROBLEMS: Record<PhotoProblem['kind'], () => HttpError> = {
  unreadable: () => new HttpError(415, 'UNSUPPORTED_FILE_TYPE', PHOTO_MESSAGES.unreadable, { file: PHOTO_MESSAGES.unreadable }),
  tooManyPixels: () =>
    new HttpError(413, 'TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels, { file: PHOTO_MESSAGES.tooManyPixels }),
  tooSmall: () => badRequest(PHOTO_MESSAGES.tooSmall, 'INVALID_INPUT', { file: PHOTO_MESSAGES.tooSmall }),
  badCrop: () => badRequest(PHOTO_MESSAGES.badCrop, 'INVALID_INPUT', { file: PHOTO_MESSAGES.badCrop }),
};

/** The photo's sizes, or the member's reason why not. Every check happens here, before anything is stored. */
export async function preparePhoto(bytes: Uint8Array, crop?: PhotoCrop): Promise<PhotoFile[]> {
  if (bytes.byteLength > PHOTO_MAX_BYTES)
    throw new HttpError(413, 'FILE_TOO_LARGE', PHOTO_MESSAGES.tooLarge, { file: PHOTO_MESSAGES.tooLarge });
  if (!PHOTO_TYPES.some((type) => bytesMatchExtension(bytes, type)))
    throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', PHOTO_MESSAGES.types, { file: PHOTO_MESSAGES.types });
  try {
    return await oneAtATime(() => makePhotoSizes(bytes, crop));
  } catch (error) {
    if (error instanceof PhotoProblem) throw PROBLEMS[error.kind]();
    throw error;
  }
}

async function removeFiles(storage: Storage, photoKey: string) {
  // A file left behind is only unreferenced bytes: say so in the log and carry on.
  await Promise.all(
    PHOTO_SIZES.map((size) =>
      storage.remove(fileOf(photoKey, size)).catch((error: unknown) => {
        log.error(`could not delete ${fileOf(photoKey, size)}: ${error instanceof Error ? error.message : String(error)}`);
      }),
    ),
  );
}

/** Points the member's row at `photoKey` (or none) and answers the key it held before. */
async function swapPhotoKey(db: Database, attendeeId: string, photoKey: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ photoKey: attendees.photoKey })
      .from(attendees)
      .where(eq(attendees.id, attendeeId))
      .for('update');
    if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
    await tx.update(attendees).set({ photoKey }).where(eq(attendees.id, attendeeId));
    return row.photoKey;
  });
}

export async function getOwnPhoto(db: Database, caller: SignedInCaller): Promise<OwnPhoto> {
  const attendeeId = ownAttendeeId(caller);
  const [row] = await db.select({ photoKey: attendees.photoKey }).from(attendees).where(eq(attendees.id, attendeeId));
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return { photoUrl: row.photoKey ? memberPhotoUrl(attendeeId, row.photoKey, CARD_SIZE) : null };
}

/** Stores the member's new photo in every size under a new key, then lets the old one go. */
export async function setOwnPhoto(
  { db, storage }: PhotoDeps,
  caller: SignedInCaller,
  input: { bytes: Uint8Array; crop?: PhotoCrop },
): Promise<OwnPhoto & { message: string }> {
  const attendeeId = ownAttendeeId(caller);
  const files = await preparePhoto(input.bytes, input.crop);
  const version = randomBytes(16).toString('hex');
  const photoKey = `photos/${attendeeId}/${version}`;
  try {
    for (const file of files)
      await storage.put({
        folder: `photos/${attendeeId}`,
        name: `${version}-${file.size}.webp`,
        body: file.body,
        contentType: 'image/webp',
      });
  } catch (error) {
    await removeFiles(storage, photoKey);
    throw error;
  }
  let previous: string | null;
  try {
    previous = await swapPhotoKey(db, attendeeId, photoKey);
  } catch (error) {
    await removeFiles(storage, photoKey);
    throw error;
  }
  if (previous) await removeFiles(storage, previous);
  return { photoUrl: memberPhotoUrl(attendeeId, photoKey, CARD_SIZE), message: PHOTO_MESSAGES.saved };
}

export async function removeOwnPhoto(
  { db, storage }: PhotoDeps,
  caller: SignedInCaller,
): Promise<OwnPhoto & { message: string }> {
  const previous = await swapPhotoKey(db, ownAttendeeId(caller), null);
  if (previous) await removeFiles(storage, previous);
  return { photoUrl: null, message: PHOTO_MESSAGES.removed };
}

/**
 * The key of `attendeeId`'s photo when `caller` may see it, else null. The member and organisers always
 * may; another member only when the member is shown to members (onboarded, not archived, not deactivated),
 * in the directory or connected with the caller, and the photo's audience takes the caller in.
 */
export async function visiblePhotoKey(db: Database, caller: SignedInCaller, attendeeId: string): Promise<string | null> {
  const me = caller.attendee?.id ?? null;
  const [row] = await db
    .select({
      photoKey: attendees.photoKey,
      audience: attendees.photoVisibleTo,
      inDirectory: attendees.inDirectory,
      shown: sql<boolean>`(${attendees.onboardingCompleted} and not ${attendees.archived}
        and coalesce(${users.banned}, false) = false
        and not exists (select 1 from ${bannedUsers} where lower(${bannedUsers.email}) = lower(${attendees.email})))`,
      connected: me ? isConnectedWith(me, attendees.id).mapWith(Boolean) : sql<boolean>`false`,
      // The member blocked the caller: their name alone, no photo (decision 055).
      blocksCaller: me ? blocks(attendees.id, me).mapWith(Boolean) : sql<boolean>`false`,
    })
    .from(attendees)
    .leftJoin(users, eq(users.id, attendees.userId))
    .where(eq(attendees.id, attendeeId))
    .limit(1);
  if (!row?.photoKey) return null;
  const viewer = {
    attendeeId: me,
    isOrganiser: caller.kind === 'admin',
    blockedBy: new Set(row.blocksCaller ? [attendeeId] : []),
  };
  const relation = relationOf(viewer, attendeeId, row.connected);
  if (relation === 'self' || relation === 'organiser') return row.photoKey;
  if (!row.shown || !(row.inDirectory || row.connected)) return null;
  return audienceIncludes(row.audience, relation) ? row.photoKey : null;
}

/** The bytes of a stored size, streamed; null when the object is gone. */
export const readPhoto = (storage: Storage, photoKey: string, size: PhotoSize) => storage.read(fileOf(photoKey, size));

export { photoVersionOf };
