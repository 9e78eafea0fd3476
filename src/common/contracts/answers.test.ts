import { describe, expect, it } from 'vitest';
import { findFlags, nameCandidates, searchWords, type FlagTerm } from './answers';

const terms: FlagTerm[] = [
  { text: 'Jordan Blake', kind: 'member-name' },
  { text: 'Will', kind: 'member-name' },
  { text: "Priya O'Neil", kind: 'other-member' },
];
const flagged = (value: string) => findFlags(value, terms).map((flag) => [flag.kind, flag.text]);

describe('findFlags', () => {
  it('finds a full name in any case, and keeps the longest of overlapping flags', () => {
    expect(flagged('Thanks, jordan blake! Jordan Blake’s team agrees.')).toEqual([
      ['member-name', 'jordan blake'],
      ['member-name', 'Jordan Blake'],
    ]);
  });

  it('takes a lone name only where it is written as one', () => {
    expect(flagged('We will ask Will.')).toEqual([['member-name', 'Will']]);
  });

  it('matches names across punctuation the way they are written', () => {
    expect(flagged('Ask Priya O’Neil, or priya o neil.')).toEqual([
      ['other-member', 'Priya O’Neil'],
      ['other-member', 'priya o neil'],
    ]);
  });

  it('finds email addresses without the punctuation around them', () => {
    const value = 'Write to <jordan@northwind.example>, or (team@fmc.example). Not a@b or @handle.';
    expect(findFlags(value, [])).toEqual([
      { kind: 'email', text: 'jordan@northwind.example', start: 10, end: 34 },
      { kind: 'email', text: 'team@fmc.example', start: 41, end: 57 },
    ]);
    expect(value.slice(10, 34)).toBe('jordan@northwind.example');
  });

  it('reads a very long text in one pass', () => {
    const long = `${'a@'.repeat(50_000)} ${'x.'.repeat(50_000)}`;
    expect(findFlags(long, terms)).toEqual([]);
  });
});

describe('the words matched', () => {
  it('gives the runs of two and three words where a full name may be', () => {
    expect(nameCandidates('Ask Priya Natarajan.')).toEqual(['ask priya', 'ask priya natarajan', 'priya natarajan']);
  });

  it('keeps distinct words, lower-cased, long enough and no more than asked', () => {
    expect(searchWords('How do I do THIS, how?', { minLength: 3 })).toEqual(['how', 'this']);
    expect(searchWords('one two three', { limit: 2 })).toEqual(['one', 'two']);
  });
});
