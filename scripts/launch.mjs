// `npm start`, `npm run admin:create`, `npm run db:seed`: build what is stale, then run the compiled
// JavaScript in this process, with source maps (decision 075).
//   node scripts/launch.mjs server [args]         # the web app and the server bundle, then the server
//   node scripts/launch.mjs create-admin|seed …   # the server bundle, then the command
// A build runs only when its sources changed since the last one (scripts/build-stamp.mjs); its tools' own
// output is shown only when it fails. On a terminal the server's last line (the address, or the one-time
// setup link) stands out; piped, it is plain text.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUILD, WEB_BUILD, checkBuild, writeBuildStamp } from './build-stamp.mjs';

const root = process.cwd();
const tty = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const dim = (/** @type {string} */ text) => (tty ? `\x1b[2m${text}\x1b[0m` : text);
const ENTRIES = { server: 'index', 'create-admin': 'create-admin', seed: 'seed' };

/** @returns {Promise<{ code: number | null; output: string }>} */
function runViteBuild() {
  return new Promise((resolve, reject) => {
    const vite = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
    const child = spawn(vite, ['build'], { cwd: root, env: { ...process.env, FORCE_COLOR: tty ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Builds `build` if its sources changed; `run` does the building and throws with the tool's output. */
async function buildIfNeeded(/** @type {import('./build-stamp.mjs').Build} */ build, /** @type {() => Promise<void>} */ run) {
  const { decision, hash } = checkBuild(root, build);
  const label = build === WEB_BUILD ? 'Web app' : 'Server';
  if (!decision.needed) {
    if (build === WEB_BUILD) console.log(dim(`${label}: up to date, not rebuilt.`));
    return;
  }
  process.stderr.write(`${label}: building (${decision.reason})… `);
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    process.stderr.write('failed.\n\n');
    console.error(/** @type {Error} */ (error).message);
    console.error(`\nThe ${build.name} build failed; nothing was started.`);
    process.exit(1);
  }
  writeBuildStamp(root, hash, build);
  process.stderr.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

async function buildWeb() {
  const { code, output } = await runViteBuild();
  if (code !== 0) throw new Error(`${output}\nvite exited ${code}`);
}

async function buildServerBundle() {
  // esbuild is a development dependency: an install without them runs the bundle it was shipped with.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer(root);
}

const [name = 'server', ...args] = process.argv.slice(2);
const entry = ENTRIES[/** @type {keyof typeof ENTRIES} */ (name)];
if (!entry) {
  console.error(`Unknown command ${name}: one of ${Object.keys(ENTRIES).join(', ')}.`);
  process.exit(2);
}
if (name === 'server') await buildIfNeeded(WEB_BUILD, buildWeb);
await buildIfNeeded(SERVER_BUILD, buildServerBundle);
if (name === 'server') process.env.NODE_ENV = 'production';
process.setSourceMapsEnabled(true);
// The command reads its own arguments from process.argv, as if it had been started directly.
process.argv = [process.argv[0], path.join(root, 'dist/server', `${entry}.js`), ...args];
await import(pathToFileURL(path.join(root, 'dist/server', `${entry}.js`)).href);
