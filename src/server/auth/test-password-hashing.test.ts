import { describe, expect, it } from 'vitest';
import { testPasswordHashing } from './test-password-hashing';

describe('the test suite’s password hashing', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await testPasswordHashing.hash('correct horse battery');
    expect(hash).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse batterY' })).toBe(false);
  });

  it('salts each hash, and refuses a hash of another kind', async () => {
    expect(await testPasswordHashing.hash('same')).not.toBe(await testPasswordHashing.hash('same'));
    expect(await testPasswordHashing.verify({ hash: 'abcd:ef01', password: 'same' })).toBe(false);
    expect(await testPasswordHashing.verify({ hash: 'test-scrypt::', password: '' })).toBe(false);
  });
});
