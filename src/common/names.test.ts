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

  it('does not take a name with a line break, a hidden character or nothing visible as real', () => {
    for (const stored of ['X\r\n\r\nYour membership expires today', 'Ali\u202Eecila', '\u200B', '\u0007', '\u3164']) {
      expect(isRealName(stored)).toBe(false);
    }
    expect(isRealName('Zoë')).toBe(true);
    expect(isValidFullName('\u3164 \u3164')).toBe(false);
  });

  it('splits a name from elsewhere (a Google profile, an old chat) as one line', () => {
    expect(splitFullName('Ada\r\n\r\nYour membership expires')).toEqual({
      firstName: 'Ada',
      lastName: 'Your membership expires',
    });
    expect(splitFullName('Ali\u202Eecila\u200B Smith')).toEqual({ firstName: 'Aliecila', lastName: 'Smith' });
  });

  it('splits a full name at the first space', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('  Grace   Hopper ')).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
