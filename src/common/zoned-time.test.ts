import { describe, expect, it } from 'vitest';
import { instantOfWallTime, parseLocalDateTime, startOfDayInZone, toLocalDateTime, weekStartBefore } from './zoned-time';

const utc = (iso: string) => new Date(iso);
const wall = (value: string) => parseLocalDateTime(value)!;

describe('startOfDayInZone', () => {
  it('is UTC midnight in UTC', () => {
    expect(startOfDayInZone(utc('2024-03-12T23:59:59Z'), 'UTC').toISOString()).toBe('2024-03-12T00:00:00.000Z');
  });

  it('follows the zone, not UTC, when the two disagree about the date', () => {
    // 02:00 UTC on the 13th is still the evening of the 12th in Los Angeles (PDT, UTC-7).
    expect(startOfDayInZone(utc('2024-03-13T02:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2024-03-12T07:00:00.000Z');
    // 22:00 UTC on the 12th is already the 13th in Tokyo (UTC+9).
    expect(startOfDayInZone(utc('2024-03-12T22:00:00Z'), 'Asia/Tokyo').toISOString()).toBe('2024-03-12T15:00:00.000Z');
  });

  it('is exact at the first instant of the day and a moment before it', () => {
    expect(startOfDayInZone(utc('2024-03-12T07:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2024-03-12T07:00:00.000Z');
    expect(startOfDayInZone(utc('2024-03-12T06:59:59.999Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2024-03-11T07:00:00.000Z',
    );
  });

  it('handles the spring-forward day: midnight was still standard time', () => {
    // 2024-03-10 in Los Angeles: clocks jump 02:00 PST → 03:00 PDT. The day began at 00:00 PST (08:00 UTC).
    expect(startOfDayInZone(utc('2024-03-10T20:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2024-03-10T08:00:00.000Z');
    // The next day begins at 00:00 PDT (07:00 UTC): that day was 23 hours long.
    expect(startOfDayInZone(utc('2024-03-11T20:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2024-03-11T07:00:00.000Z');
  });

  it('handles the fall-back day, 25 hours long', () => {
    // 2024-11-03 in Los Angeles: 02:00 PDT → 01:00 PST. Began at 00:00 PDT (07:00 UTC).
    expect(startOfDayInZone(utc('2024-11-04T06:30:00Z'), 'America/Los_Angeles').toISOString()).toBe('2024-11-03T07:00:00.000Z');
    expect(startOfDayInZone(utc('2024-11-04T08:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2024-11-04T08:00:00.000Z');
  });

  it('handles a zone whose clocks skip midnight itself', () => {
    // Santiago, 2024-09-08: 00:00 → 01:00 (UTC-4 → UTC-3). The day starts at 01:00 local, 04:00 UTC.
    expect(startOfDayInZone(utc('2024-09-08T15:00:00Z'), 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('handles half-hour zones', () => {
    expect(startOfDayInZone(utc('2024-03-12T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2024-03-12T18:30:00.000Z');
  });
});

describe('instantOfWallTime', () => {
  it('reads an ordinary local time in the zone', () => {
    expect(instantOfWallTime(wall('2024-03-12T18:30'), 'America/New_York').toISOString()).toBe('2024-03-12T22:30:00.000Z');
    expect(instantOfWallTime(wall('2024-01-12T18:30'), 'America/New_York').toISOString()).toBe('2024-01-12T23:30:00.000Z');
    expect(instantOfWallTime(wall('2024-07-01T09:00'), 'Europe/London').toISOString()).toBe('2024-07-01T08:00:00.000Z');
  });

  it('moves a time the clocks skip past the gap', () => {
    // New York, 2024-03-10: 02:30 never happens; it becomes 03:30 EDT.
    expect(instantOfWallTime(wall('2024-03-10T02:30'), 'America/New_York').toISOString()).toBe('2024-03-10T07:30:00.000Z');
  });

  it('takes the earlier of a time that happens twice', () => {
    // New York, 2024-11-03: 01:30 happens in EDT (05:30 UTC), then again in EST (06:30 UTC).
    expect(instantOfWallTime(wall('2024-11-03T01:30'), 'America/New_York').toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });
});

describe('parseLocalDateTime and toLocalDateTime', () => {
  it('accepts what a datetime-local input gives, with or without seconds', () => {
    expect(parseLocalDateTime('2024-03-12T18:30')).toEqual({ year: 2024, month: 3, day: 12, hour: 18, minute: 30, second: 0 });
    expect(parseLocalDateTime('2024-03-12T18:30:15')?.second).toBe(15);
  });

  it.each([
    '2024-02-30T10:00',
    '2023-02-29T10:00',
    '2024-03-12T24:00',
    '2024-03-12T10:60',
    '2024-03-12',
    '2024-03-12 18:30',
    '2024-03-12T18:30Z',
    '',
  ])('refuses %j', (value) => {
    expect(parseLocalDateTime(value)).toBeUndefined();
  });

  it('writes an instant back as the zone’s local date-time', () => {
    expect(toLocalDateTime(utc('2024-03-12T22:30:00Z'), 'America/New_York')).toBe('2024-03-12T18:30');
    expect(toLocalDateTime(utc('2024-03-12T00:05:00Z'), 'UTC')).toBe('2024-03-12T00:05');
  });
});

describe('weekStartBefore', () => {
  it('finds the Monday that starts the community week, and weeks before it, across a clock change', () => {
    const wednesday = new Date('2026-04-01T12:00:00Z'); // London is on summer time since Sunday 29 March
    expect(weekStartBefore(wednesday, 'Europe/London', 0).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(weekStartBefore(wednesday, 'Europe/London', 1).toISOString()).toBe('2026-03-23T00:00:00.000Z');
    // Monday just after midnight is already the new week; Sunday late evening is not.
    expect(weekStartBefore(new Date('2026-03-29T23:30:00Z'), 'Europe/London', 0).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(weekStartBefore(new Date('2026-03-29T22:30:00Z'), 'Europe/London', 0).toISOString()).toBe('2026-03-23T00:00:00.000Z');
  });
});
