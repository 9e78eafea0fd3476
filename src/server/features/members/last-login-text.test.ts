import { describe, expect, it } from 'vitest';
import { couldBeLastLoginText } from './service';

// The members log drops its trigram pre-filter for searches that could be part of a last-login text
// ('Never', 'Jan 5, 2025'), which the index does not hold; everything else may use the index.
describe('couldBeLastLoginText', () => {
  it('is true for any part of Never or of a formatted date, without case', () => {
    for (const search of [
      'never',
      'NEV',
      'e',
      'Jan',
      'an 5',
      'Jan 5, 2025',
      '5, 20',
      ', 2',
      '2025',
      '31',
      'dec 31',
      'Sep 1',
      ' ',
    ]) {
      expect(couldBeLastLoginText(search), search).toBe(true);
    }
  });

  it('is false for names, emails and other text that no date shows', () => {
    for (const search of ['garcia', 'member42', '@example', 'Smith', 'jan 32', 'Jan  5', '12345', 'Jan 5 2025', 'ceo', 'x']) {
      expect(couldBeLastLoginText(search), search).toBe(false);
    }
  });
});
