// Draws the installable app's icons (issue 34) from the favicon's monogram: 192 and 512 px for the web
// app manifest, a 512 px maskable one (the monogram inside the middle 80%, the safe zone a launcher's mask
// keeps, on a full ink square), a 180 px one for iOS's home screen, and a 96 px white-on-clear badge for
// Android's status bar. Run after changing public/favicon.svg: `npx tsx scripts/app-icons.ts`; the PNGs are
// committed, so the build needs no image tools.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const INK = '#0d0c0b';
const favicon = readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8');
const out = (name: string) => path.join(ROOT, 'public/icons', name);

/** The favicon at `size`, as a PNG buffer. */
const monogram = (size: number, svg = favicon) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();

async function drawAppIcons() {
  for (const size of [180, 192, 512]) await sharp(await monogram(size)).toFile(out(`icon-${size}.png`));

  // Maskable: the whole square is the icon's ground; the monogram keeps to the middle (72% here).
  const inner = Math.round(512 * 0.72);
  await sharp({ create: { width: 512, height: 512, channels: 4, background: INK } })
    .composite([{ input: await monogram(inner), gravity: 'center' }])
    .png()
    .toFile(out('icon-maskable-512.png'));

  // The badge: only the letter and its rule, white on clear (Android draws it as a mask).
  const badge = favicon
    .replace(/<rect width="64"[^>]*\/>/, '')
    .replace(/<rect x="5.5"[^>]*\/>/, '')
    .replaceAll('url(#gold)', '#ffffff');
  await sharp(await monogram(96, badge)).toFile(out('badge-96.png'));
}

await drawAppIcons();
