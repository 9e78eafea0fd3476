import { describe, expect, it } from 'vitest';
import type { ResponseWeek } from '../../../../common/contracts/inbox';
import { chartSummary, isPastTarget, medianHours, waitedSeconds, weekLabel } from './response-times-format';

const week = (weekStart: string, over: Partial<ResponseWeek> = {}): ResponseWeek => ({
  weekStart,
  asked: 0,
  answered: 0,
  medianSeconds: null,
  withinTarget: 0,
  decided: 0,
  ...over,
});

describe('response time labels', () => {
  it('names a week by its Monday, whatever the local time zone', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23');
    expect(weekLabel('2027-01-04')).toBe('Jan 4');
    expect(weekLabel('not a date')).toBe('not a date');
  });

  it('turns a median into hours with one decimal', () => {
    expect(medianHours(null)).toBeNull();
    expect(medianHours(5400)).toBe(1.5);
    expect(medianHours(3 * 3600 + 100)).toBe(3);
  });

  it('measures waiting time and the target', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(waitedSeconds('2026-11-24T09:00:00Z', now)).toBe(3 * 3600);
    expect(waitedSeconds('2026-11-24T12:00:05Z', now)).toBe(0);
    expect(waitedSeconds('garbage', now)).toBe(0);
    expect(isPastTarget(48 * 3600, 48)).toBe(false);
    expect(isPastTarget(48 * 3600 + 1, 48)).toBe(true);
  });

  it('summarises the weeks for the chart’s text alternative', () => {
    const weeks = [
      week('2026-11-09', { asked: 4, answered: 4, medianSeconds: 7200 }),
      week('2026-11-16', { asked: 1, answered: 1, medianSeconds: 3 * 3600 }),
      week('2026-11-23', { asked: 2 }),
    ];
    expect(chartSummary(weeks)).toBe(
      'Questions asked and median first reply per week, 3 weeks from Nov 9 to Nov 23; 7 questions asked, 5 answered; ' +
        'busiest week Nov 9 with 4; latest median first reply 3 h (week of Nov 16).',
    );
    expect(chartSummary([week('2026-11-23')])).toBe(
      'Questions asked and median first reply per week, 1 week from Nov 23 to Nov 23; 0 questions asked, 0 answered.',
    );
  });
});
