import { describe, expect, it } from 'vitest';
import { fullName, initialOf } from './names';

describe('fullName', () => {
  it('joins first and last name with one space', () => {
    expect(fullName('Grace', 'Hopper')).toBe('Grace Hopper');
    expect(fullName('  Grace ', ' Hopper  ')).toBe('Grace Hopper');
  });

  it('leaves out a missing or blank part', () => {
    expect(fullName('Grace', null)).toBe('Grace');
    expect(fullName(undefined, 'Hopper')).toBe('Hopper');
    expect(fullName('   ', '')).toBe('');
  });
});

describe('initialOf', () => {
  it('is the first letter, upper-cased, or ? for a blank name', () => {
    expect(initialOf('  grace')).toBe('G');
    expect(initialOf('   ')).toBe('?');
  });
});
