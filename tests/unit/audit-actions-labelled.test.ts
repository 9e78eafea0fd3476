// Every action the server records has a label on the Activity tab (issue 32, item 7): the server's
// recordAudit calls are read as text, since the catalogue's type alone would let a cast slip through.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '../../src/common/contracts/audit-actions';

/** Every 'feature.verb' the server passes to recordAudit as `action: '…'`. */
function actionsTheServerRecords(): string[] {
  const root = join(import.meta.dirname, '../../src/server');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const names = files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/\baction: '([a-z-]+\.[a-z_-]+)'/g)].map((match) => match[1]!),
  );
  return [...new Set(names)];
}

describe('audit actions the server records', () => {
  it('has a label for every action the server records', () => {
    const recorded = actionsTheServerRecords();
    expect(recorded.length).toBeGreaterThan(20);
    for (const name of recorded) expect(auditActionLabel(name), name).not.toBe(name);
  });
});
