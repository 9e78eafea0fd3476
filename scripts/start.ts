// `npm start`: build the web app only when its sources changed since the last build (scripts/build-stamp.ts),
// keeping vite's output to itself unless the build fails, then serve in production mode in this process.
// On a terminal the last line (the address, or the one-time setup link) stands out; piped, it is plain text.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkBuild, writeBuildStamp } from './build-stamp';

const root = process.cwd();
const tty = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const dim = (text: string) => (tty ? `\x1b[2m${text}\x1b[0m` : text);

function runViteBuild(): Promise<{ code: number | null; output: string }> {
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

async function buildIfNeeded() {
  const { decision, hash } = checkBuild(root);
  if (!decision.needed) {
    console.log(dim('Web app: up to date, not rebuilt.'));
    return;
  }
  process.stdout.write(`Web app: building (${decision.reason})… `);
  const started = Date.now();
  const { code, output } = await runViteBuild();
  if (code !== 0) {
    console.log('failed.\n');
    process.stdout.write(output);
    console.error(`\nThe web build failed (vite exited ${code}); the server was not started.`);
    process.exit(1);
  }
  writeBuildStamp(root, hash);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

await buildIfNeeded();
process.env.NODE_ENV = 'production';
await import('../src/server/index');
