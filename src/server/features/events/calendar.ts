// Events as iCalendar (RFC 5545), written by ical-generator (issue 18, decision 025): one event's .ics for
// 'Add to calendar', and a member's personal feed of the events they are Going to. Times carry the
// community's zone (TZID) with a VTIMEZONE built here from Intl, so no time-zone database is bundled. The
// UID is the event's id, the same for every download and every update; SEQUENCE is the event's own
// counter, one more at each change a calendar must follow; a cancelled event is METHOD:CANCEL on its own
// and STATUS:CANCELLED in the feed.
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalLuxonDateTimeStub } from 'ical-generator';
import { wallTimeAt, zoneOffsetMinutes } from '../../../common/zoned-time';
import { fileNameWords } from './shared';

/** Events have a start only; calendars need an end. A Salon is an evening: two hours (decision 025). */
export const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

export type CalendarEvent = {
  id: string;
  title: string;
  date: Date;
  speakers: string[];
  location: string | null;
  link: string | null;
  /** Only for callers allowed to see it (Going, or an administrator). */
  onlineLink: string | null;
  cancelled: boolean;
  sequence: number;
  updatedAt: Date;
};

export type CalendarContext = {
  /** The community's IANA zone: TZID of every time. */
  timeZone: string;
  /** The site's address: the UID's domain and the event page's link. */
  publicBaseUrl: string;
  brandName: string;
  /** The page of one event on the site. */
  eventUrl: (id: string) => string;
  now: Date;
};

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** '20240402T183000': a wall-clock reading as iCalendar writes a local time. */
function icsLocal(instant: Date, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** '-0700'. */
const icsOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

const shortZoneName = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Every instant in [from, to) at which `timeZone` changes its offset, to the minute. */
function offsetChanges(timeZone: string, from: Date, to: Date): Date[] {
  const changes: Date[] = [];
  let at = from.getTime();
  let offset = zoneOffsetMinutes(from, timeZone);
  // Day by day, then a binary search inside the day that changed: no zone changes twice in a day.
  while (at < to.getTime()) {
    const next = Math.min(at + DAY_MS, to.getTime());
    const nextOffset = zoneOffsetMinutes(new Date(next), timeZone);
    if (nextOffset !== offset) {
      let low = at;
      let high = next;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / (2 * MINUTE_MS)) * MINUTE_MS;
        if (zoneOffsetMinutes(new Date(middle), timeZone) === offset) low = middle;
        else high = middle;
      }
      changes.push(new Date(high));
    }
    at = next;
    offset = nextOffset;
  }
  return changes;
}

const vtimezones = new Map<string, string>();

/**
 * A VTIMEZONE for `timeZone` that covers the years `fromYear`..`toYear`: the offset in force on 1 January
 * of the first year, then each change as its own observance (RFC 5545 3.6.5: DTSTART is the local time
 * of the change in the offset before it). Kept per zone and years: a feed asks again for each request.
 */
export function vtimezoneFor(timeZone: string, fromYear: number, toYear: number): string {
  const key = `${timeZone}|${fromYear}|${toYear}`;
  const kept = vtimezones.get(key);
  if (kept) return kept;
  const from = new Date(Date.UTC(fromYear, 0, 1) - zoneOffsetMinutes(new Date(Date.UTC(fromYear, 0, 1)), timeZone) * MINUTE_MS);
  const to = new Date(Date.UTC(toYear + 1, 0, 1));
  const changes = offsetChanges(timeZone, from, to);
  const offsets = [zoneOffsetMinutes(from, timeZone), ...changes.map((c) => zoneOffsetMinutes(c, timeZone))];
  // The smaller of the offsets in use is standard time; a larger one is daylight saving time.
  const standard = Math.min(...offsets);
  const observance = (start: string, fromOffset: number, toOffset: number, name: string) => {
    const kind = toOffset === standard ? 'STANDARD' : 'DAYLIGHT';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${icsOffset(fromOffset)}`,
      `TZOFFSETTO:${icsOffset(toOffset)}`,
      `TZNAME:${name}`,
      `END:${kind}`,
    ];
  };
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(`${pad(fromYear, 4)}0101T000000`, offsets[0], offsets[0], shortZoneName(from, timeZone)),
    ...changes.flatMap((change, i) => {
      // The local time of the change, read on the clocks before it.
      const before = new Date(change.getTime() + offsets[i] * MINUTE_MS);
      const start = icsLocal(before, 'UTC');
      return observance(start, offsets[i], offsets[i + 1], shortZoneName(change, timeZone));
    }),
    'END:VTIMEZONE',
  ];
  const text = lines.join('\r\n');
  if (vtimezones.size > 200) vtimezones.clear();
  vtimezones.set(key, text);
  return text;
}

/**
 * ical-generator writes a time with a TZID by asking a Luxon-style value for its wall-clock reading in
 * the zone (formatDate: `setZone(zone).toFormat(...)`); this one answers from Intl, as zoned-time does.
 */
function zonedTime(instant: Date): ICalLuxonDateTimeStub {
  const inZone = (zone: string): ICalLuxonDateTimeStub => {
    const timeZone = zone.toLowerCase() === 'utc' ? 'UTC' : zone;
    const local = icsLocal(instant, timeZone);
    return {
      isValid: true,
      zone: { type: 'iana' },
      setZone: (next?: string) => inZone(next ?? timeZone),
      toFormat: (format: string) => {
        if (format === 'yyyyLLdd') return local.slice(0, 8);
        if (format === 'HHmmss') return local.slice(9);
        throw new Error(`unexpected date format ${format}`);
      },
      toJSDate: () => instant,
      toJSON: () => instant.toISOString(),
    };
  };
  return inZone('UTC');
}

/** Whether the wall-clock time of `instant` in `timeZone` also happens at another instant. */
function showsTwice(instant: Date, timeZone: string): boolean {
  const hour = 60 * MINUTE_MS;
  const offsets = new Set([-3, 0, 3].map((h) => zoneOffsetMinutes(new Date(instant.getTime() + h * hour), timeZone)));
  if (offsets.size === 1) return false;
  const wall = wallTimeAt(instant, timeZone);
  return [...offsets].some((offset) => {
    const other = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - offset * MINUTE_MS;
    const otherInstant = new Date(other + (instant.getTime() % 1000));
    return otherInstant.getTime() !== instant.getTime() && icsLocal(otherInstant, timeZone) === icsLocal(instant, timeZone);
  });
}

/** 'event-<id>@<host>': the same for every download and every version of the event. */
export const eventUid = (id: string, publicBaseUrl: string) => `event-${id}@${new URL(publicBaseUrl).hostname}`;

function descriptionOf(event: CalendarEvent, context: CalendarContext): string {
  const parts: string[] = [];
  if (event.cancelled) parts.push('This event was cancelled.');
  if (event.speakers.length) parts.push(`${event.speakers.length === 1 ? 'Speaker' : 'Speakers'}: ${event.speakers.join(', ')}`);
  if (event.onlineLink) parts.push(`Join online: ${event.onlineLink}`);
  if (event.link) parts.push(`Details: ${event.link}`);
  parts.push(`On ${context.brandName}: ${context.eventUrl(event.id)}`);
  return parts.join('\n\n');
}

function buildCalendar(
  events: CalendarEvent[],
  context: CalendarContext,
  options: { method: ICalCalendarMethod; name?: string; ttlSeconds?: number },
) {
  const zoned = context.timeZone !== 'UTC';
  const years = events.map((e) => e.date.getUTCFullYear());
  const fromYear = Math.min(...years, context.now.getUTCFullYear()) - 1;
  const toYear = Math.max(...years, context.now.getUTCFullYear()) + 1;
  const calendar = ical({
    prodId: { company: context.brandName, product: 'Events', language: 'EN' },
    method: options.method,
    name: options.name ?? null,
    ttl: options.ttlSeconds ?? null,
    // No calendar-wide zone name: DTSTAMP stays in UTC as RFC 5545 wants; each event names its own.
    timezone: zoned
      ? { name: null, generator: (tz) => (tz === context.timeZone ? vtimezoneFor(tz, fromYear, toYear) : null) }
      : null,
  });
  for (const event of events) {
    const end = new Date(event.date.getTime() + EVENT_DURATION_MS);
    // A time the zone's clocks show twice (the hour before they go back) cannot be told apart by a local
    // time: calendars disagree on which it means. Such an event is written in UTC, which every one reads.
    const local = zoned && !showsTwice(event.date, context.timeZone) && !showsTwice(end, context.timeZone);
    calendar.createEvent({
      id: eventUid(event.id, context.publicBaseUrl),
      sequence: event.sequence,
      stamp: context.now,
      lastModified: event.updatedAt,
      start: local ? zonedTime(event.date) : event.date,
      end: local ? zonedTime(end) : end,
      timezone: local ? context.timeZone : null,
      summary: event.cancelled ? `Cancelled: ${event.title}` : event.title,
      description: descriptionOf(event, context),
      location: event.location ?? (event.onlineLink ? 'Online' : null),
      url: context.eventUrl(event.id),
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** One event's file: METHOD:CANCEL once it is cancelled (calendars then remove their copy), else PUBLISH. */
export function eventIcs(event: CalendarEvent, context: CalendarContext): string {
  return buildCalendar([event], context, { method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH });
}

/** A member's feed: every event they are Going to, a cancelled one marked STATUS:CANCELLED. */
export function feedIcs(events: CalendarEvent[], context: CalendarContext): string {
  return buildCalendar(events, context, {
    method: ICalCalendarMethod.PUBLISH,
    name: `${context.brandName} events`,
    // Subscribed calendars ask again about every hour (those that honour it).
    ttlSeconds: 60 * 60,
  });
}

/** A file name for the download: the title's letters and digits, then .ics. */
export const icsFileName = (title: string) => `${fileNameWords(title)}.ics`;
