import { describe, expect, it } from 'vitest';
import { likePattern } from './like';

describe('likePattern', () => {
  it('matches the text anywhere', () => {
    expect(likePattern('salon')).toBe('%salon%');
  });
  it('takes %, _ and \\ as themselves', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
