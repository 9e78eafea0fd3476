import { describe, expect, it } from 'vitest';
import { tooManyRequestsFor, waitInWords } from './messages';

describe('the wait a 429 names', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [59.2, '1 minute'],
    [60, '1 minute'],
    [100, '2 minutes'],
    [900, '15 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [7200, '2 hours'],
  ])('%s seconds is %s, never less than the real wait', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('says it in a sentence, and a wait under a second is still one second', () => {
    expect(tooManyRequestsFor(100)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyRequestsFor(0)).toBe('Too many attempts. Please try again in 1 second.');
  });
});
