import { describe, expect, it } from 'vitest';
import { hostileInputMs } from '../../tests/support/cpu-time';
import { linePieces, textParagraphs } from './text-blocks';

describe('textParagraphs', () => {
  it('splits paragraphs on blank lines and keeps the lines within one', () => {
    expect(textParagraphs('First line\nsecond line\n\n  \nNext paragraph\r\n')).toEqual([
      [[{ text: 'First line' }], [{ text: 'second line' }]],
      [[{ text: 'Next paragraph' }]],
    ]);
    expect(textParagraphs('')).toEqual([]);
  });

  it('turns http(s) addresses into links, without the punctuation of the sentence around them', () => {
    expect(linePieces('Tickets at https://example.com/salon?id=4. (See https://a.example/x)')).toEqual([
      { text: 'Tickets at ' },
      { text: 'https://example.com/salon?id=4', href: 'https://example.com/salon?id=4' },
      { text: '. (See ' },
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: ')' },
    ]);
    expect(linePieces('Wiki: https://en.wikipedia.org/wiki/Salon_(gathering)!')[1]).toEqual({
      text: 'https://en.wikipedia.org/wiki/Salon_(gathering)',
      href: 'https://en.wikipedia.org/wiki/Salon_(gathering)',
    });
  });

  it('never makes a link of anything but http(s), and keeps markup as text', () => {
    const pieces = textParagraphs(
      'javascript:alert(1) <a href="javascript:x">x</a> data:text/html,hi <img src=x onerror=y>',
    ).flat(2);
    expect(pieces.filter((piece) => piece.href)).toEqual([]);
    expect(pieces.map((piece) => piece.text).join('')).toContain('<a href="javascript:x">x</a>');
    expect(linePieces('"https://ok.example/"onmouseover=x')).toEqual([
      { text: '"' },
      { text: 'https://ok.example/', href: 'https://ok.example/' },
      { text: '"onmouseover=x' },
    ]);
  });

  it('takes time linear in the text, whatever it holds', () => {
    for (const make of [
      (n: number) => 'https://'.repeat(n),
      (n: number) => `https://a${'.'.repeat(n)}`,
      (n: number) => `https://a${')'.repeat(n)}`,
      (n: number) => '\n \n'.repeat(n),
      (n: number) => 'http'.repeat(n),
    ]) {
      expect(hostileInputMs((text) => textParagraphs(text), make)).toBeLessThan(50);
    }
  });
});
