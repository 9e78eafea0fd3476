import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './Pager';

describe('pageCount', () => {
  it('counts whole pages, the last one partly filled', () => {
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });

  it('gives an empty list its one empty page', () => {
    expect(pageCount(0, 25)).toBe(1);
  });
});

describe('pageRange ("Showing first–last of total")', () => {
  it('numbers the rows of a page from 1', () => {
    expect(pageRange(1, 20, 45)).toEqual({ first: 1, last: 20 });
    expect(pageRange(2, 20, 45)).toEqual({ first: 21, last: 40 });
  });

  it('ends the last page at the total', () => {
    expect(pageRange(3, 20, 45)).toEqual({ first: 41, last: 45 });
  });

  it('is 0–0 for an empty list', () => {
    expect(pageRange(1, 20, 0)).toEqual({ first: 0, last: 0 });
  });
});
