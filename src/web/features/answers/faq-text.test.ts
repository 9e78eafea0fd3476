import { describe, expect, it } from 'vitest';
import { faqCountText, faqSuggestionCountText, highlightParts } from './faq-text';

describe('faqCountText', () => {
  it('counts every answer without a search', () => {
    expect(faqCountText(0, '')).toBe('0 answers');
    expect(faqCountText(1, '  ')).toBe('1 answer');
    expect(faqCountText(1200, '')).toBe('1,200 answers');
  });

  it('says what matched the search, in the singular for one', () => {
    expect(faqCountText(1, 'sponsor')).toBe('1 answer matches “sponsor”');
    expect(faqCountText(3, ' sponsor deck ')).toBe('3 answers match “sponsor deck”');
    expect(faqCountText(0, 'zebra')).toBe('0 answers match “zebra”');
  });
});

describe('faqSuggestionCountText', () => {
  it('is empty for none, so nothing is announced', () => {
    expect(faqSuggestionCountText(0)).toBe('');
  });
  it('counts the answers that may help', () => {
    expect(faqSuggestionCountText(1)).toBe('1 answer from the team may help');
    expect(faqSuggestionCountText(3)).toBe('3 answers from the team may help');
  });
});

describe('highlightParts', () => {
  const marked = (text: string, q: string) =>
    highlightParts(text, q)
      .filter((part) => part.match)
      .map((part) => part.text);

  it('gives the text back whole when nothing is searched', () => {
    expect(highlightParts('Finding a sponsor', '')).toEqual([{ text: 'Finding a sponsor', match: false }]);
    expect(highlightParts('', 'sponsor')).toEqual([]);
  });

  it('marks the start of each word that begins with a searched word, whatever the case', () => {
    expect(highlightParts('Sponsors and sponsorship.', 'sponsor')).toEqual([
      { text: 'Sponsor', match: true },
      { text: 's and ', match: false },
      { text: 'sponsor', match: true },
      { text: 'ship.', match: false },
    ]);
  });

  it('does not mark a searched word inside another word', () => {
    expect(marked('Responsorial sponsor', 'sponsor')).toEqual(['sponsor']);
  });

  it('prefers the longest searched word that fits', () => {
    expect(marked('sponsorship deck', 'spons sponsorship DECK')).toEqual(['sponsorship', 'deck']);
  });

  it('joins the parts back into the same text', () => {
    const text = 'Line one\nLine two: a café’s menu';
    expect(
      highlightParts(text, 'line café')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
