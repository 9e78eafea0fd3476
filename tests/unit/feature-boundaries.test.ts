// ESLint keeps the features apart (README, 'How it is built'), on both sides. Each fixture under
// tests/lint-fixtures is linted with the project's eslint.config.js as if it were the file at the same
// path under the project root: exactly its lines marked '// forbidden' must be errors, so `npm run lint`
// (and CI) fails on such an import. The rule resolves each import to the file it names, so a fixture
// imports real files: one that names a missing file would prove nothing, and fails here.
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/lint-fixtures');
// no-unresolved is on only here: TypeScript already refuses a missing module in the project's own files.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });

/** The rules that keep features apart: where an import points, and which packages the browser may use. */
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

const fixtures = (readdirSync(FIXTURES, { recursive: true }) as string[]).filter((file) => file.endsWith('.fixture')).sort();

/** The numbers of the lines whose comment says `mark`. */
const linesMarked = (source: string, mark: string) =>
  source.split('\n').flatMap((line, index) => (line.endsWith(`// ${mark}`) ? [index + 1] : []));

async function lintAs(relativePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, relativePath) });
  return result;
}

const boundaryErrorsOf = (result: ESLint.LintResult) =>
  result.messages.filter((message) => message.ruleId !== null && BOUNDARY_RULES.includes(message.ruleId));

describe('feature boundaries', () => {
  it('has fixtures for both sides, for the shared browser code and for common', () => {
    for (const folder of [
      ['src', 'web', 'features'],
      ['src', 'server', 'features'],
      ['src', 'web', 'components'],
      ['src', 'common'],
    ]) {
      expect(fixtures.some((file) => file.startsWith(path.join(...folder)))).toBe(true);
    }
  });

  it.each(fixtures)('%s: exactly the forbidden imports are errors', async (fixture) => {
    const source = readFileSync(path.join(FIXTURES, fixture), 'utf8');
    const forbidden = linesMarked(source, 'forbidden');
    expect(forbidden.length).toBeGreaterThan(0);
    expect(linesMarked(source, 'allowed').length).toBeGreaterThan(0);

    const result = await lintAs(fixture.replace(/\.fixture$/, ''), source);
    expect(result.messages.filter((message) => message.ruleId === 'import-x/no-unresolved')).toEqual([]);
    const boundaryErrors = boundaryErrorsOf(result);
    expect(boundaryErrors.map((message) => message.line)).toEqual(forbidden);
    expect(boundaryErrors.every((message) => message.severity === 2)).toBe(true);
    expect(result.errorCount).toBeGreaterThanOrEqual(forbidden.length);
  });

  it('judges a server feature’s import by the file it reaches, however the path is spelt', async () => {
    const result = await lintAs(
      'src/server/features/events/example.ts',
      [
        "export { createPost } from '../../features/posts/service';",
        "export { updatePost } from '../../../server/features/posts/service';",
        "export { findNewestNewsletter } from '../posts/public';",
      ].join('\n'),
    );
    expect(boundaryErrorsOf(result).map((message) => message.line)).toEqual([1, 2]);
    expect(boundaryErrorsOf(result)[0]?.message).toContain(
      'use that feature’s declared public module (features/<name>/public.ts)',
    );
  });

  it('says what a feature may import instead', async () => {
    const result = await lintAs(
      'src/web/features/events/admin/Example.tsx',
      "export { usePublishedPosts } from '../../posts/api';\n",
    );
    expect(result.messages[0]?.message).toContain('must not import another feature');
  });
});
