import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, MAX_SLUG_LENGTH, numberedSlug, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it.each([
    ['Notes from the Salon: Local Marketing at National Scale', 'notes-from-the-salon-local-marketing-at-national-scale'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Café Crème brûlée', 'cafe-creme-brulee'],
    ["Members' Q&A", 'members-q-and-a'],
    ['What’s next — 2025?', 'whats-next-2025'],
    ['Straße Ørsted Łódź', 'strasse-orsted-lodz'],
    ['ÅNGSTRÖM', 'angstrom'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('falls back when the title has nothing usable', () => {
    expect(slugFromTitle('???')).toBe(FALLBACK_SLUG);
    expect(slugFromTitle('日本語のニュース')).toBe(FALLBACK_SLUG);
    expect(slugFromTitle('   ')).toBe(FALLBACK_SLUG);
  });

  it('keeps long titles readable and bounded, cut at a word', () => {
    const slug = slugFromTitle('A very long title '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^a-very-long-title-/);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugFromTitle('x'.repeat(200))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });

  it('always answers a safe, non-empty address segment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugFromTitle(title);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      }),
    );
  });
});

describe('numberedSlug', () => {
  it('leaves the first alone and numbers the rest from 2', () => {
    expect(numberedSlug('news', 1)).toBe('news');
    expect(numberedSlug('news', 2)).toBe('news-2');
    expect(numberedSlug('news', 11)).toBe('news-11');
  });
});
