// A member's photo, made into the sizes we keep (decision 044): read the header first (a photo that would
// decode to more than PHOTO_MAX_PIXELS is refused before a pixel is decoded: a decompression bomb costs us
// nothing), turn it upright by its EXIF orientation, cut out the member's square, then one 512 px square in
// raw pixels, from which each size is encoded as WebP. Nothing of the original's metadata (EXIF, GPS, XMP,
// ICC) is written: sharp keeps none unless asked, and the raw step leaves none to keep. sharp works in
// libuv's threads, so the event loop keeps answering while a photo is made.
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PHOTO_SIZES, type PhotoSize } from '../../../common/contracts/member-fields';
import { PHOTO_MAX_PIXELS, PHOTO_MIN_SIDE, type PhotoCrop } from '../../../common/contracts/photos';

export type PhotoProblemKind = 'unreadable' | 'tooManyPixels' | 'tooSmall' | 'badCrop';

/** Why a photo cannot be used: each becomes the member's message at the route. */
export class PhotoProblem extends Error {
  constructor(readonly kind: PhotoProblemKind) {
    super(`Photo refused: ${kind}`);
  }
}

export type PhotoFile = { size: PhotoSize; body: Buffer };

const LARGEST = Math.max(...PHOTO_SIZES);
const decodeOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/** The photo's upright width and height, from its header alone. */
async function uprightSize(input: Uint8Array): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw new PhotoProblem('unreadable');
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new PhotoProblem('unreadable');
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoProblem('tooManyPixels');
  return { width, height };
}

/** The square to keep: the member's, checked against the upright photo; without one, the centre square. */
export function squareOf(photo: { width: number; height: number }, crop?: PhotoCrop): PhotoCrop {
  const side = Math.min(photo.width, photo.height);
  if (side < PHOTO_MIN_SIDE) throw new PhotoProblem('tooSmall');
  if (!crop) return { left: Math.floor((photo.width - side) / 2), top: Math.floor((photo.height - side) / 2), size: side };
  if (crop.size < PHOTO_MIN_SIDE) throw new PhotoProblem('tooSmall');
  if (crop.left + crop.size > photo.width || crop.top + crop.size > photo.height) throw new PhotoProblem('badCrop');
  return crop;
}

/** The photo as a square WebP in each of PHOTO_SIZES, smallest first, with no metadata. */
export async function makePhotoSizes(input: Uint8Array, crop?: PhotoCrop): Promise<PhotoFile[]> {
  const square = squareOf(await uprightSize(input), crop);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, decodeOptions)
      .autoOrient()
      .extract({ left: square.left, top: square.top, width: square.size, height: square.size })
      .resize(LARGEST, LARGEST)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PhotoProblem('tooManyPixels');
    throw new PhotoProblem('unreadable');
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  const files: PhotoFile[] = [];
  for (const size of [...PHOTO_SIZES].sort((a, b) => a - b)) {
    const body = await sharp(pixels.data, { raw }).resize(size, size).webp({ quality: 82 }).toBuffer();
    files.push({ size, body });
  }
  return files;
}
