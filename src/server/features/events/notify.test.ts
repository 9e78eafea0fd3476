import { describe, expect, it } from 'vitest';
import { accountsOf } from './notify';

describe('accountsOf', () => {
  it('answers each account once, in order, leaving out member rows without one', () => {
    expect(accountsOf([{ userId: 'a' }, { userId: null }, { userId: 'b' }, { userId: 'a' }])).toEqual(['a', 'b']);
    expect(accountsOf([])).toEqual([]);
  });
});
