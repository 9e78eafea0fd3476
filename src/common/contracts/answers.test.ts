import { describe, expect, it } from 'vitest';
import { hostileInputMs } from '../../../tests/support/cpu-time';
import type { FlagTerm } from './answers';
import { findFlags, nameCandidates, searchWords } from './answers-flags';

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

  it('finds an address written with another form of the at sign, full-width letters or hidden characters', () => {
    const addresses = [
      'jordan\uff20northwind.example', // full-width ＠
      'jordan\ufe6bnorthwind.example', // small ﹫
      '\uff4a\uff4f\uff52\uff44\uff41\uff4e\uff20\uff4e\uff57\uff0e\uff45\uff58', // ｊｏｒｄａｎ＠ｎｗ．ｅｘ
      'jordan\uff20northwind\u3002example', // an ideographic full stop
      'jor\u200Bdan@north\u200Dwind.example', // zero-width characters inside
    ];
    for (const address of addresses) {
      expect(findFlags(`Mail me at ${address}, please.`, []), address).toEqual([
        { kind: 'email', text: address, start: 11, end: 11 + address.length },
      ]);
    }
    expect(findFlags('Write to \uff08jordan\uff20northwind.example\uff09\u3002', []).map((flag) => flag.text)).toEqual([
      'jordan\uff20northwind.example',
    ]);
    expect(findFlags('A\uff20B, \ufe6bhandle and \uff20 alone are not addresses.', [])).toEqual([]);
  });

  it('reads a very long text in one pass', () => {
    const long = `${'a@'.repeat(50_000)} ${'x.'.repeat(50_000)}`;
    expect(findFlags(long, terms)).toEqual([]);
    expect(
      hostileInputMs(
        (value) => findFlags(value, terms),
        (n) => 'a\uff20\ufe6b.'.repeat(n / 4),
      ),
    ).toBeLessThan(50);
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
