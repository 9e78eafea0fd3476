// Calendar arithmetic in one IANA time zone, with nothing but Intl: the community's "today" and the
// instant an administrator means by a local date-time. Pure and free of Node, so the server and the
// browser can share it (decision 012).

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading in `timeZone` at `instant` (seconds precision). */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const wallAsUtcMs = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far `timeZone`'s clocks are ahead of UTC at `instantMs`, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return wallAsUtcMs(wallTimeAt(new Date(wholeSeconds), timeZone)) - wholeSeconds;
}

/** How many minutes `timeZone`'s clocks are ahead of UTC at `instant` (negative west of Greenwich). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(offsetAt(instant.getTime(), timeZone) / MINUTE_MS);
}

/**
 * The instant a wall-clock time in `timeZone` stands for. Where clocks go back and the time happens
 * twice, the earlier one; where clocks go forward and it never happens, the same length of time after
 * the gap (02:30 on a spring-forward night is 03:30). This is the 'compatible' rule of Temporal and of
 * most calendars.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = wallAsUtcMs(wall);
  // No zone changes its offset twice within two days, so the offsets either side cover every case.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - instant === offsetAt(instant, timeZone))
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]);
  return new Date(asUtc - before);
}

/** The first instant of the calendar day that `instant` falls on in `timeZone`. */
export function startOfDayInZone(instant: Date, timeZone: string): Date {
  const { year, month, day } = wallTimeAt(instant, timeZone);
  // Where midnight itself is skipped, the day starts when the clocks land after the gap.
  return instantOfWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** The Monday that starts the community week `weeksBack` weeks before the one `now` falls in, in `timeZone`:
 * the weeks the response times and community health count in (Monday to Sunday, where the community lives). */
export function weekStartBefore(now: Date, timeZone: string, weeksBack: number): Date {
  const { year, month, day } = wallTimeAt(now, timeZone);
  const today = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const monday = new Date(today.getTime() - (sinceMonday + 7 * weeksBack) * DAY_MS);
  return instantOfWallTime(
    { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate(), hour: 0, minute: 0, second: 0 },
    timeZone,
  );
}

/** What an `<input type="datetime-local">` gives: 2024-03-12T18:30, seconds optional. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads a local date-time; undefined when it is not one or names a day the calendar lacks (Feb 30). */
export function parseLocalDateTime(value: string): WallTime | undefined {
  const match = LOCAL_DATE_TIME_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const wall = { year, month, day, hour, minute, second };
  const check = new Date(wallAsUtcMs(wall));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? wall : undefined;
}

/** The instant as an `<input type="datetime-local">` value in `timeZone`, to the minute. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
