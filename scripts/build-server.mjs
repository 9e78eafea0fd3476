// The server and its command-line tools as plain JavaScript (decision 075): one esbuild bundle per entry in
// dist/server/, beside each other so that each finds the migrations (copied to dist/server/migrations) from
// its own location, with source maps. Dependencies stay external, loaded from node_modules as they are
// (PGlite's WASM and data files, sharp's native code), so they are never bundled twice or broken.
//   node scripts/build-server.mjs          # part of `npm run build`; writes dist/server.build-stamp
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUILD, hashBuildInputs, writeBuildStamp } from './build-stamp.mjs';

/** The entries: the server, and each command `npm run` offers. */
export const SERVER_ENTRIES = {
  index: 'src/server/index.ts',
  'create-admin': 'src/server/cli/create-admin.ts',
  seed: 'src/server/cli/seed.ts',
};

/** Bundles the server from the checkout at `root` into `outDir` (dist/server unless said). */
export async function buildServer(root = process.cwd(), outDir = path.join(root, 'dist/server')) {
  rmSync(outDir, { recursive: true, force: true });
  const hash = hashBuildInputs(root, SERVER_BUILD.inputs);
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Names in stack traces and logs stay the sources' own.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return hash;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = Date.now();
  const hash = await buildServer();
  writeBuildStamp(process.cwd(), hash, SERVER_BUILD);
  console.log(`server bundled into dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
