import { describe, expect, it } from 'vitest';
import { isRealName, isValidFullName, splitFullName } from './names';

describe('name rules', () => {
  it('treats the spec placeholders as not real', () => {
    for (const placeholder of ['New', 'User', ' user ', '', 'undefined']) expect(isRealName(placeholder)).toBe(false);
    expect(isRealName('Ada')).toBe(true);
  });

  it('accepts a full name only when longer than 2 characters and containing a space', () => {
    expect(isValidFullName('Ada Lovelace')).toBe(true);
    expect(isValidFullName('Ada')).toBe(false);
    expect(isValidFullName('A ')).toBe(false);
    expect(isValidFullName('New User')).toBe(false);
    expect(isValidFullName('undefined undefined')).toBe(false);
  });

  it('splits a full name at the first space', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('  Grace   Hopper ')).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
