import { describe, expect, it } from 'vitest';
import { isSafeSegment, normaliseStoragePath, storageKey } from './paths';

describe('normaliseStoragePath', () => {
  it.each([
    ['spotlight-carousel/a.png', 'spotlight-carousel/a.png'],
    ['/spotlight-carousel/a.png', 'spotlight-carousel/a.png'],
    ['spotlight-carousel/a.png/', 'spotlight-carousel/a.png'],
    ['//spotlight-carousel///a.png//', 'spotlight-carousel/a.png'],
    ['\\spotlight-carousel\\\\a.png', 'spotlight-carousel/a.png'],
    ['a', 'a'],
    ['///', ''],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseStoragePath(input)).toBe(expected);
  });
});

describe('storage keys', () => {
  it('joins a folder and a name', () => {
    expect(storageKey('/spotlight-files/', '1700000000000-abc.pdf')).toBe('spotlight-files/1700000000000-abc.pdf');
  });

  it.each([['..'], ['.'], ['.hidden'], ['a b'], ['a%2fb'], ['naïve'], ['a\0b'], ['']])('refuses the segment %j', (segment) => {
    expect(isSafeSegment(segment)).toBe(false);
  });

  it.each([
    ['spotlight-files', '../secrets.json'],
    ['..', 'a.png'],
    ['spotlight-files', '..\\a.png'],
    ['', 'a.png'],
  ])('refuses %j + %j', (folder, name) => {
    expect(() => storageKey(folder, name)).toThrow(/Unsafe storage key/);
  });
});
