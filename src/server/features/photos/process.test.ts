// Making a photo's sizes: upright, the member's square, three square WebPs, nothing of the original's
// metadata kept, and refusals before anything is decoded.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhotoSizes, PhotoProblem, squareOf } from './process';

/** A JPEG `width`×`height`, left half red and right half blue, carrying a camera's EXIF: GPS, a maker, an orientation. */
async function cameraJpeg(width: number, height: number, orientation = 1) {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: half, left: Math.floor(width / 2), top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 12', Orientation: String(orientation) },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error as PhotoProblem).kind,
  );

describe('makePhotoSizes', () => {
  it('makes a square WebP in 96, 256 and 512 px with no EXIF, GPS, XMP or ICC left', async () => {
    const input = await cameraJpeg(1200, 800);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const files = await makePhotoSizes(input);
    expect(files.map((f) => f.size)).toEqual([96, 256, 512]);
    for (const file of files) {
      const meta = await sharp(file.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: file.size, height: file.size });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(file.body.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('cuts out the chosen square: the left one is red, the right one blue', async () => {
    const input = await cameraJpeg(1200, 600);
    const colourOf = async (left: number) => {
      const [small] = await makePhotoSizes(input, { left, top: 0, size: 600 });
      const { dominant } = await sharp(small.body).stats();
      return dominant.r > dominant.b ? 'red' : 'blue';
    };
    expect(await colourOf(0)).toBe('red');
    expect(await colourOf(600)).toBe('blue');
  });

  it('turns the photo upright first, so the square is chosen on what the member saw', async () => {
    // Stored 600×1200 with orientation 6 (turned a quarter): upright it is 1200×600, red on top.
    const input = await cameraJpeg(1200, 600);
    const stored = await sharp(input).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(stored).metadata()).toMatchObject({
      width: 600,
      height: 1200,
      orientation: 6,
      autoOrient: { width: 1200, height: 600 },
    });
    const [small] = await makePhotoSizes(stored, { left: 600, top: 0, size: 600 });
    const { dominant } = await sharp(small.body).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it('refuses what is not an image, a square outside the photo, and a photo too small', async () => {
    expect(await refusal(makePhotoSizes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe('unreadable');
    const input = await cameraJpeg(400, 300);
    expect(await refusal(makePhotoSizes(input, { left: 200, top: 0, size: 300 }))).toBe('badCrop');
    expect(await refusal(makePhotoSizes(input, { left: 0, top: 0, size: 50 }))).toBe('tooSmall');
    expect(await refusal(makePhotoSizes(await cameraJpeg(200, 60)))).toBe('tooSmall');
  });

  it('refuses a photo over 50 megapixels from its header, before decoding it', async () => {
    // 8000×8000 grey, highly compressible: a few hundred KB that would decode to 64 million pixels.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777777' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await refusal(makePhotoSizes(bomb))).toBe('tooManyPixels');
  });
});

describe('squareOf', () => {
  it('takes the centre square when the member chose none', () => {
    expect(squareOf({ width: 1200, height: 800 })).toEqual({ left: 200, top: 0, size: 800 });
    expect(squareOf({ width: 500, height: 900 })).toEqual({ left: 0, top: 200, size: 500 });
  });
});
