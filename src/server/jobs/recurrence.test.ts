import { describe, expect, it } from 'vitest';
import { dailyAt, localDate } from './recurrence';

describe('dailyAt', () => {
  const nineInParis = dailyAt({ hour: 9, minute: 0 }, 'Europe/Paris');

  it("gives today's time while it is ahead, else tomorrow's", () => {
    expect(nineInParis.next(new Date('2031-06-10T06:59:59Z')).toISOString()).toBe('2031-06-10T07:00:00.000Z');
    // Exactly at the time: that occurrence is the one running, the next is tomorrow's.
    expect(nineInParis.next(new Date('2031-06-10T07:00:00Z')).toISOString()).toBe('2031-06-11T07:00:00.000Z');
    expect(nineInParis.next(new Date('2031-06-10T21:30:00Z')).toISOString()).toBe('2031-06-11T07:00:00.000Z');
  });

  it('stays at 09:00 on the clocks when daylight saving starts and ends', () => {
    // Paris: clocks go forward on 30 March 2031 and back on 26 October 2031.
    expect(nineInParis.next(new Date('2031-03-29T08:00:00Z')).toISOString()).toBe('2031-03-30T07:00:00.000Z');
    expect(nineInParis.next(new Date('2031-10-25T07:00:00Z')).toISOString()).toBe('2031-10-26T08:00:00.000Z');
  });

  it('reads "today" on the community\'s calendar, not UTC\'s', () => {
    // 23:30 in Los Angeles on the 10th is already the 11th in UTC; 09:00 on the 11th there is still ahead.
    const nineInLosAngeles = dailyAt({ hour: 9, minute: 0 }, 'America/Los_Angeles');
    expect(nineInLosAngeles.next(new Date('2031-06-11T06:30:00Z')).toISOString()).toBe('2031-06-11T16:00:00.000Z');
    expect(nineInLosAngeles.describe).toBe('daily at 09:00 (America/Los_Angeles)');
  });

  it('moves a time that a spring-forward night skips past the gap', () => {
    // New York skips 02:00-03:00 on 9 March 2031: 02:30 that day is 03:30 EDT.
    const halfPastTwo = dailyAt({ hour: 2, minute: 30 }, 'America/New_York');
    expect(halfPastTwo.next(new Date('2031-03-09T05:00:00Z')).toISOString()).toBe('2031-03-09T07:30:00.000Z');
  });
});

describe('localDate', () => {
  it('names the calendar day in the zone', () => {
    expect(localDate(new Date('2031-06-11T06:30:00Z'), 'America/Los_Angeles')).toBe('2031-06-10');
    expect(localDate(new Date('2031-06-11T06:30:00Z'), 'Asia/Tokyo')).toBe('2031-06-11');
  });
});
