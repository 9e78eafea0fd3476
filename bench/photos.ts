// A 12-megapixel photo made into the three stored sizes (issue 33, decision 044): how long it takes and how
// much memory it holds, through the same function the upload route calls (preparePhoto: the type from the
// bytes, the header's pixel count, upright, the square, three WebP sizes). Run: npm run bench:photos.
// BENCH_PHOTO_RUNS (default 10) sets the number of timed runs after one warm-up.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { preparePhoto } from '../src/server/features/photos/service';

const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 10);
const WIDTH = 4000;
const HEIGHT = 3000;

/** A camera-like JPEG: texture (blurred noise) under a gradient, quality 90, with EXIF and GPS. */
async function cameraPhoto(): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(0.6)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c84"/><stop offset="1" stop-color="#248"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/></svg>`,
  );
  return sharp(texture)
    .composite([{ input: gradient }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const photo = await cameraPhoto();
  const meta = await sharp(photo).metadata();
  console.log(
    `input: ${meta.width}×${meta.height} JPEG, ${mb(photo.byteLength)}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
  );
  console.log(`threads: sharp.concurrency() = ${sharp.concurrency()}, Node ${process.version}`);
  const crop = { left: 600, top: 200, size: 2600 };

  await preparePhoto(photo, crop); // warm-up
  if (global.gc) global.gc();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const times: number[] = [];
  let outputs: Array<{ size: number; bytes: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const files = await preparePhoto(photo, crop);
    times.push(performance.now() - started);
    outputs = files.map((f) => ({ size: f.size, bytes: f.body.byteLength }));
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  console.log(
    `runs: ${RUNS}; time p50 ${percentile(times, 50).toFixed(0)} ms, p90 ${percentile(times, 90).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`memory: resident ${mb(baseline)} before the runs, peak ${mb(peak)} during them (+${mb(peak - baseline)})`);
  console.log(`outputs: ${outputs.map((o) => `${o.size} px ${(o.bytes / 1024).toFixed(1)} KB`).join(', ')}`);
  const target = percentile(times, 50) < 1000;
  console.log(`target (< 1 s): ${target ? 'met' : 'MISSED'}`);
}

void main();
