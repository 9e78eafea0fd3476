import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate, formatTimeAgo } from './format-date';

// A moment given in the machine's own time zone, so the expected text holds wherever the tests run.
const local = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('formatShortDate (lists)', () => {
  it('writes the US short form', () => {
    expect(formatShortDate(local(2026, 11, 22, 15, 4))).toBe('Nov 22, 2026');
    expect(formatShortDate(local(2027, 1, 3))).toBe('Jan 3, 2027');
  });

  it('writes nothing for a missing or unreadable date instead of throwing', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('formatDateTime (where the moment matters)', () => {
  it('adds the time on the 12-hour clock', () => {
    expect(formatDateTime(local(2026, 11, 22, 15, 4))).toBe('Nov 22, 2026, 3:04 PM');
    expect(formatDateTime(local(2026, 11, 22, 0, 30))).toBe('Nov 22, 2026, 12:30 AM');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('2026-13-45')).toBe('');
  });
});

describe('formatTimeAgo (notifications)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says how long ago in words, then the date from a week on', () => {
    expect(formatTimeAgo('2026-11-27T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-27T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-26T06:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-24T12:00:00Z', now)).toBe('3 days ago');
    expect(formatTimeAgo(local(2026, 11, 10, 12), now)).toBe('Nov 10, 2026');
    expect(formatTimeAgo(null, now)).toBe('');
  });
});
