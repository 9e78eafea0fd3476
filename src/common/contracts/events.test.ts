import { describe, expect, it } from 'vitest';
import { describeEventTime, eventDayParts, formatEventDate, formatEventTime } from './event-times';
import { isHttpLink } from './events';

describe('event dates are shown in the community time zone', () => {
  // 02:30 UTC on the 13th: the evening of the 12th in Los Angeles.
  const iso = '2024-03-13T02:30:00.000Z';

  it('in short en-US form (spec 9)', () => {
    expect(formatEventDate(iso, 'America/Los_Angeles')).toBe('Mar 12, 2024');
    expect(formatEventDate(iso, 'UTC')).toBe('Mar 13, 2024');
  });

  it('with the time and the zone it is in', () => {
    expect(formatEventTime(iso, 'America/Los_Angeles')).toBe('7:30 PM PDT');
  });

  it('as the pieces of a calendar tile', () => {
    expect(eventDayParts(iso, 'America/Los_Angeles')).toEqual({ month: 'Mar', day: '12', weekday: 'Tue' });
  });
});

describe('isHttpLink', () => {
  it.each(['https://example.com/salon', 'http://example.com', 'HTTPS://Example.com/a?b=c#d'])('accepts %s', (link) => {
    expect(isHttpLink(link)).toBe(true);
  });
  it.each(['javascript:alert(1)', '//evil.example.com', 'ftp://example.com', 'example.com', 'https://', 'https:// space.com'])(
    'refuses %s',
    (link) => {
      expect(isHttpLink(link)).toBe(false);
    },
  );
});

describe("times in the reader's zone, with the community's noted when it differs (decision 025)", () => {
  // 23:00 UTC on 12 March 2024: 7:00 PM in New York (EDT), 4:00 PM in Los Angeles, midnight in Paris.
  const iso = '2024-03-12T23:00:00.000Z';

  it('shows one time when both zones read the same', () => {
    expect(describeEventTime(iso, 'UTC', 'UTC')).toEqual({ date: 'Mar 12, 2024', time: '11:00 PM UTC', community: null });
    expect(describeEventTime(iso, 'America/New_York', 'America/Detroit')).toMatchObject({ community: null });
  });

  it("says 'your time' and gives the community's beside it", () => {
    expect(describeEventTime(iso, 'America/New_York', 'UTC')).toEqual({
      date: 'Mar 12, 2024',
      time: '7:00 PM EDT your time',
      community: '11:00 PM UTC',
    });
  });

  it("adds the community's date when it is another day there", () => {
    expect(describeEventTime(iso, 'America/Los_Angeles', 'Europe/Paris')).toEqual({
      date: 'Mar 12, 2024',
      time: '4:00 PM PDT your time',
      community: 'Mar 13, 12:00 AM GMT+1',
    });
  });
});
