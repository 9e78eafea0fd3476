// Whether a build is stale: a hash of everything it reads, kept beside dist/ after each successful build
// (decision 038). There are two builds: the web app (vite) and the server with its command-line tools
// (esbuild, scripts/build-server.mjs; decision 075). `npm start` and the commands build only what is stale;
// `npm run build` writes both stamps, so a start after a build does not build again. Plain JavaScript: it runs
// before anything is compiled, with Node alone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {{ name: string; inputs: readonly string[]; built: string; stamp: string }} Build */

/** @type {Build} What the web build reads: its sources (and the contracts they import), pages, public
 * files, its configuration and the exact dependencies. Tests beside the code are left out: they are not built. */
export const WEB_BUILD = {
  name: 'web',
  inputs: [
    'src/web',
    'src/common',
    'public',
    'index.html',
    'site.html',
    'vite.config.ts',
    'scripts/chunk-groups.ts',
    'tsconfig.json',
    'package-lock.json',
  ],
  built: 'dist/web/index.html',
  // Beside dist/web, which each build empties.
  stamp: 'dist/web.build-stamp',
};

/** @type {Build} What the server bundle reads: the server and the contracts, its migrations, the script
 * that bundles it and the exact dependencies (left external, but their versions are what it was built for). */
export const SERVER_BUILD = {
  name: 'server',
  inputs: ['src/server', 'src/common', 'scripts/build-server.mjs', 'tsconfig.json', 'package-lock.json'],
  built: 'dist/server/index.js',
  stamp: 'dist/server.build-stamp',
};

export const BUILDS = { web: WEB_BUILD, server: SERVER_BUILD };

const isTest = (/** @type {string} */ file) => /\.test\.tsx?$/.test(file);

/** @returns {string[]} */
function filesUnder(/** @type {string} */ root, /** @type {string} */ relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** One hash of the inputs' paths and contents, in a fixed order. */
export function hashBuildInputs(/** @type {string} */ root, inputs = WEB_BUILD.inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).filter((name) => !isTest(name))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The decision alone: a build is needed when there is none, or nothing says what it was built from, or
 * the sources are not what it was built from.
 * @param {{ built: boolean; stamp: string | null; hash: string }} state
 * @returns {{ needed: true; reason: string } | { needed: false }} */
export function decideBuild(state) {
  if (!state.built) return { needed: true, reason: 'no build yet' };
  if (!state.stamp) return { needed: true, reason: 'no record of the sources it was built from' };
  if (state.stamp.trim() !== state.hash) return { needed: true, reason: 'the sources changed since the last build' };
  return { needed: false };
}

/** The decision for the checkout at `root`, and the hash to write once a build succeeds. */
export function checkBuild(/** @type {string} */ root, build = WEB_BUILD) {
  const hash = hashBuildInputs(root, build.inputs);
  const stampPath = path.join(root, build.stamp);
  const stamp = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : null;
  return { decision: decideBuild({ built: existsSync(path.join(root, build.built)), stamp, hash }), hash };
}

export function writeBuildStamp(/** @type {string} */ root, /** @type {string} */ hash, build = WEB_BUILD) {
  writeFileSync(path.join(root, build.stamp), `${hash}\n`);
}

// `node scripts/build-stamp.mjs --write web`: after `vite build` in `npm run build`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && process.argv[2] === '--write') {
  const build = BUILDS[/** @type {'web' | 'server'} */ (process.argv[3] ?? 'web')];
  if (!build) throw new Error(`unknown build ${process.argv[3]}: web or server`);
  writeBuildStamp(process.cwd(), hashBuildInputs(process.cwd(), build.inputs), build);
}
