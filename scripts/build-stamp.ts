// Whether the web app needs building: a hash of everything `vite build` reads, kept beside dist/ after each
// successful build (decision 038). `npm start` builds only when the hash differs; `npm run build` writes it
// too (`tsx scripts/build-stamp.ts --write`), so a start after a build does not build again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web build reads: its sources (and the contracts they import), pages, public files, its
 * configuration and the exact dependencies. Tests beside the code are left out: they are not built. */
export const BUILD_INPUTS = [
  'src/web',
  'src/common',
  'public',
  'index.html',
  'site.html',
  'vite.config.ts',
  'scripts/chunk-groups.ts',
  'tsconfig.json',
  'package-lock.json',
];
export const BUILT_PAGE = 'dist/web/index.html';
/** Beside dist/web, which each build empties. */
export const STAMP_FILE = 'dist/web.build-stamp';

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** One hash of the inputs' paths and contents, in a fixed order. */
export function hashBuildInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).filter((name) => !isTest(name))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export type BuildDecision = { needed: true; reason: string } | { needed: false };

/** The decision alone: a build is needed when there is none, or nothing says what it was built from, or
 * the sources are not what it was built from. */
export function decideBuild(state: { built: boolean; stamp: string | null; hash: string }): BuildDecision {
  if (!state.built) return { needed: true, reason: 'no build yet' };
  if (!state.stamp) return { needed: true, reason: 'no record of the sources it was built from' };
  if (state.stamp.trim() !== state.hash) return { needed: true, reason: 'the sources changed since the last build' };
  return { needed: false };
}

/** The decision for the checkout at `root`, and the hash to write once a build succeeds. */
export function checkBuild(root: string): { decision: BuildDecision; hash: string } {
  const hash = hashBuildInputs(root);
  const stampPath = path.join(root, STAMP_FILE);
  const stamp = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : null;
  return { decision: decideBuild({ built: existsSync(path.join(root, BUILT_PAGE)), stamp, hash }), hash };
}

export function writeBuildStamp(root: string, hash: string): void {
  writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`);
}

// `tsx scripts/build-stamp.ts --write`: after `vite build` in `npm run build`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && process.argv[2] === '--write') {
  writeBuildStamp(process.cwd(), hashBuildInputs(process.cwd()));
}
