// When a recurring job comes round: the next occurrence after an instant, by the community's calendar.
import { instantOfWallTime, wallTimeAt } from '../../common/zoned-time';

export type Recurrence = {
  /** For the start-up log: 'daily at 09:00 (Europe/Paris)'. */
  readonly describe: string;
  /** The first occurrence strictly after `after`. */
  next(after: Date): Date;
};

const DAY_MS = 24 * 3600_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Every day at `hour`:`minute` on the clocks of `timeZone`, whatever daylight saving does to the length of
 * the day in between. A time that a spring-forward night skips moves past the gap (decision 012).
 * `zone`: the zone, or how to read it when each occurrence is planned (the community's may change: 040).
 */
export function dailyAt({ hour, minute }: { hour: number; minute: number }, zone: string | (() => string)): Recurrence {
  const zoneNow = typeof zone === 'string' ? () => zone : zone;
  return {
    get describe() {
      return `daily at ${twoDigits(hour)}:${twoDigits(minute)} (${zoneNow()})`;
    },
    next(after) {
      const timeZone = zoneNow();
      const today = wallTimeAt(after, timeZone);
      const startOfToday = Date.UTC(today.year, today.month - 1, today.day);
      // Today's occurrence if it is still ahead, else tomorrow's (a third day only if a zone ever skipped one).
      for (let days = 0; ; days++) {
        const day = new Date(startOfToday + days * DAY_MS);
        const at = instantOfWallTime(
          { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute, second: 0 },
          timeZone,
        );
        if (at.getTime() > after.getTime()) return at;
      }
    },
  };
}

/**
 * Every `minutes` minutes, on the quarter hours of the clock for 15 (…:00, :15, :30, :45 UTC): the same
 * instants in every zone, including those whose offset is not whole hours. `minutes` divides an hour.
 */
export function everyMinutes(minutes: number): Recurrence {
  if (!(minutes > 0 && 60 % minutes === 0)) throw new Error(`[jobs] everyMinutes(${minutes}): the minutes must divide an hour`);
  const step = minutes * 60_000;
  return {
    describe: `every ${minutes} minutes`,
    next: (after) => new Date((Math.floor(after.getTime() / step) + 1) * step),
  };
}

/** The calendar date of `instant` in `timeZone`, as 2026-11-25. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTimeAt(instant, timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
