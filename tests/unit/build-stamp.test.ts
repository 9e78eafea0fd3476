// `npm start` builds only when the web sources changed since the last build (scripts/build-stamp.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SERVER_BUILD,
  WEB_BUILD,
  checkBuild,
  decideBuild,
  hashBuildInputs,
  writeBuildStamp,
} from '../../scripts/build-stamp.mjs';

function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fmc-build-stamp-'));
  mkdirSync(path.join(root, 'src/web/app'), { recursive: true });
  mkdirSync(path.join(root, 'src/common'), { recursive: true });
  writeFileSync(path.join(root, 'src/web/app/App.tsx'), 'export const App = () => null;\n');
  writeFileSync(path.join(root, 'src/common/names.ts'), 'export const NAME = 1;\n');
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>\n');
  writeFileSync(path.join(root, 'vite.config.ts'), 'export default {};\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  return root;
}

function build(root: string) {
  mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  writeFileSync(path.join(root, WEB_BUILD.built), '<html></html>');
  writeBuildStamp(root, hashBuildInputs(root));
}

describe('deciding whether npm start builds', () => {
  it('builds when there is no build, or no stamp, or a stamp of other sources; not when the stamp matches', () => {
    expect(decideBuild({ built: false, stamp: 'abc', hash: 'abc' })).toEqual({ needed: true, reason: 'no build yet' });
    expect(decideBuild({ built: true, stamp: null, hash: 'abc' })).toMatchObject({ needed: true });
    expect(decideBuild({ built: true, stamp: 'abd\n', hash: 'abc' })).toEqual({
      needed: true,
      reason: 'the sources changed since the last build',
    });
    expect(decideBuild({ built: true, stamp: 'abc\n', hash: 'abc' })).toEqual({ needed: false });
  });

  it('a fresh checkout builds; right after a build it does not; a changed source, lock file or page builds again', () => {
    const root = checkout();
    expect(checkBuild(root).decision).toEqual({ needed: true, reason: 'no build yet' });
    build(root);
    expect(checkBuild(root).decision).toEqual({ needed: false });

    writeFileSync(path.join(root, 'src/web/app/App.tsx'), 'export const App = () => "changed";\n');
    expect(checkBuild(root).decision).toMatchObject({ needed: true });
    build(root);
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(checkBuild(root).decision).toMatchObject({ needed: true });
    build(root);
    writeFileSync(path.join(root, 'src/common/new-contract.ts'), 'export const MORE = 2;\n');
    expect(checkBuild(root).decision).toMatchObject({ needed: true });
  });

  it('does not build again for a test beside the code, which the build never reads', () => {
    const root = checkout();
    build(root);
    writeFileSync(path.join(root, 'src/web/app/App.test.tsx'), 'it("works", () => {});\n');
    expect(checkBuild(root).decision).toEqual({ needed: false });
  });

  it('a new file is a change, even with the contents of another', () => {
    const root = checkout();
    const before = hashBuildInputs(root);
    writeFileSync(path.join(root, 'src/web/app/Other.tsx'), 'export const App = () => null;\n');
    expect(hashBuildInputs(root)).not.toBe(before);
  });
});

describe('deciding whether the server bundle is built again', () => {
  function buildServerStamp(root: string) {
    mkdirSync(path.join(root, 'dist/server'), { recursive: true });
    writeFileSync(path.join(root, SERVER_BUILD.built), 'export {};\n');
    writeBuildStamp(root, hashBuildInputs(root, SERVER_BUILD.inputs), SERVER_BUILD);
  }

  it('a server change rebuilds the server alone; a web change the web alone; a contract both', () => {
    const root = checkout();
    mkdirSync(path.join(root, 'src/server'), { recursive: true });
    writeFileSync(path.join(root, 'src/server/index.ts'), 'export {};\n');
    expect(checkBuild(root, SERVER_BUILD).decision).toEqual({ needed: true, reason: 'no build yet' });
    build(root);
    buildServerStamp(root);
    expect(checkBuild(root, SERVER_BUILD).decision).toEqual({ needed: false });

    writeFileSync(path.join(root, 'src/server/index.ts'), 'export const changed = 1;\n');
    expect(checkBuild(root, SERVER_BUILD).decision).toMatchObject({ needed: true });
    expect(checkBuild(root, WEB_BUILD).decision).toEqual({ needed: false });
    buildServerStamp(root);

    writeFileSync(path.join(root, 'src/web/app/App.tsx'), 'export const App = () => "web";\n');
    expect(checkBuild(root, SERVER_BUILD).decision).toEqual({ needed: false });
    build(root);

    writeFileSync(path.join(root, 'src/common/names.ts'), 'export const NAME = 2;\n');
    expect(checkBuild(root, SERVER_BUILD).decision).toMatchObject({ needed: true });
    expect(checkBuild(root, WEB_BUILD).decision).toMatchObject({ needed: true });
  });

  it('a test beside the server code does not rebuild it', () => {
    const root = checkout();
    mkdirSync(path.join(root, 'src/server'), { recursive: true });
    buildServerStamp(root);
    writeFileSync(path.join(root, 'src/server/thing.api.test.ts'), 'it("works", () => {});\n');
    expect(checkBuild(root, SERVER_BUILD).decision).toEqual({ needed: false });
  });
});
