// ESLint keeps the features apart (README, 'How it is built'), on both sides. Each fixture under
// tests/lint-fixtures is linted with the project's eslint.config.js as if it were the file at the same
// path under the project root: exactly its lines marked '// forbidden' must be errors, so `npm run lint`
// (and CI) fails on such an import.
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/lint-fixtures');
const eslint = new ESLint({ cwd: ROOT });

const fixtures = (readdirSync(FIXTURES, { recursive: true }) as string[]).filter((file) => file.endsWith('.fixture')).sort();

/** The numbers of the lines whose comment says `mark`. */
const linesMarked = (source: string, mark: string) =>
  source.split('\n').flatMap((line, index) => (line.endsWith(`// ${mark}`) ? [index + 1] : []));

async function lintAs(relativePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, relativePath) });
  return result;
}

describe('feature boundaries', () => {
  it('has fixtures for both sides and for the shared browser code', () => {
    expect(fixtures.some((file) => file.startsWith(path.join('src', 'web', 'features')))).toBe(true);
    expect(fixtures.some((file) => file.startsWith(path.join('src', 'server', 'features')))).toBe(true);
    expect(fixtures.some((file) => file.startsWith(path.join('src', 'web', 'components')))).toBe(true);
  });

  it.each(fixtures)('%s: exactly the forbidden imports are errors', async (fixture) => {
    const source = readFileSync(path.join(FIXTURES, fixture), 'utf8');
    const forbidden = linesMarked(source, 'forbidden');
    expect(forbidden.length).toBeGreaterThan(0);
    expect(linesMarked(source, 'allowed').length).toBeGreaterThan(0);

    const result = await lintAs(fixture.replace(/\.fixture$/, ''), source);
    const boundaryErrors = result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
    expect(boundaryErrors.map((message) => message.line)).toEqual(forbidden);
    expect(boundaryErrors.every((message) => message.severity === 2)).toBe(true);
    expect(result.errorCount).toBeGreaterThanOrEqual(forbidden.length);
  });

  it('says what a feature may import instead', async () => {
    const result = await lintAs('src/web/features/events/admin/Example.tsx', "export { api } from '../../posts/api';\n");
    expect(result.messages[0]?.message).toContain('must not import another feature');
  });
});
