import { describe, expect, it } from 'vitest';
import { missingProfileParts } from './profile';

const empty = { company: null, jobTitle: null, industry: null, interests: [], summary: null };

describe('what a profile still lacks', () => {
  it('names every part of an empty profile, in the form’s order', () => {
    expect(missingProfileParts(empty)).toEqual(['company', 'jobTitle', 'industry', 'interests', 'summary']);
  });

  it('counts blank text as missing and one interest as enough', () => {
    expect(
      missingProfileParts({
        ...empty,
        company: 'Brightline',
        jobTitle: '  ',
        industry: 'Media',
        interests: [{ name: 'Film', category: null }],
      }),
    ).toEqual(['jobTitle', 'summary']);
  });

  it('finds nothing missing in a complete profile', () => {
    const complete = { company: 'B', jobTitle: 'J', industry: 'I', interests: [{ name: 'X', category: null }], summary: 'S' };
    expect(missingProfileParts(complete)).toEqual([]);
  });
});
