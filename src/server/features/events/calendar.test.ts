// The .ics the product writes, read back by another implementation (ical.js): every time must come back
// as the instant stored, in zones with and without daylight saving time, across the changes, for zones
// that move by half an hour, and in UTC.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from '../../../common/zoned-time';
import { eventIcs, feedIcs, icsFileName, vtimezoneFor, type CalendarContext, type CalendarEvent } from './calendar';

const context = (timeZone: string): CalendarContext => ({
  timeZone,
  publicBaseUrl: 'https://network.example.com',
  brandName: 'FMC',
  eventUrl: (id) => `https://network.example.com/salonss/${id}`,
  now: new Date('2024-01-15T12:00:00Z'),
});

const event = (date: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: '2f1e3c4d-5b6a-4789-8abc-def012345678',
  title: 'Cultural Salon',
  date: new Date(date),
  speakers: ['Priya Raman'],
  location: 'Mercer Street Loft',
  link: null,
  onlineLink: null,
  cancelled: false,
  sequence: 0,
  updatedAt: new Date('2024-01-10T09:00:00Z'),
  ...overrides,
});

/** Parses like a calendar app: registers the file's own VTIMEZONEs, then reads each event. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => new ICAL.Timezone(zone));
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const name of ['dtstart', 'dtend']) {
      const property = vevent.getFirstProperty(name)!;
      const tzid = property.getParameter('tzid');
      if (tzid) {
        const value = property.getFirstValue() as ICAL.Time;
        value.zone = zones.find((z) => z.tzid === tzid)!;
      }
    }
  }
  return {
    method: calendar.getFirstPropertyValue('method'),
    zones,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('times come back as the instants stored', () => {
  const zones = [
    'America/Los_Angeles',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'America/Sao_Paulo',
    'Pacific/Chatham',
  ];
  const HOUR = 3_600_000;
  /** A day and 37 minutes apart through 2024, and every 5 minutes for two hours either side of each change. */
  const instantsFor = (timeZone: string) => {
    const start = Date.UTC(2024, 0, 1);
    const instants = Array.from({ length: 356 }, (_, i) => new Date(start + i * (24 * 60 + 37) * 60_000));
    for (let at = start; at < Date.UTC(2025, 0, 1); at += HOUR) {
      if (zoneOffsetMinutes(new Date(at), timeZone) === zoneOffsetMinutes(new Date(at + HOUR), timeZone)) continue;
      for (let near = at - 2 * HOUR; near <= at + 3 * HOUR; near += 5 * 60_000) instants.push(new Date(near));
    }
    return instants;
  };

  it.each(zones)('%s', (timeZone) => {
    for (const instant of instantsFor(timeZone)) {
      const { events } = readBack(eventIcs(event(instant.toISOString()), context(timeZone)));
      expect(events[0].startDate.toJSDate().toISOString(), `${timeZone} ${instant.toISOString()}`).toBe(instant.toISOString());
    }
  });

  it('writes DTSTART with the community zone and a VTIMEZONE for it, and DTEND two hours later', () => {
    const text = eventIcs(event('2024-07-05T02:00:00Z'), context('America/Los_Angeles'));
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20240704T190000');
    expect(text).toContain('DTEND;TZID=America/Los_Angeles:20240704T210000');
    expect(text).toContain('DTSTAMP:20240115T120000Z');
    const {
      zones: [zone],
      events,
    } = readBack(text);
    expect(zone.tzid).toBe('America/Los_Angeles');
    expect(events[0].endDate.toJSDate().toISOString()).toBe('2024-07-05T04:00:00.000Z');
  });

  it('writes a time the clocks show twice in UTC, which no calendar can misread', () => {
    // 1:30 AM on 3 November 2024 happens twice in Los Angeles: first in PDT (08:30Z), then in PST (09:30Z).
    for (const instant of ['2024-11-03T08:30:00.000Z', '2024-11-03T09:30:00.000Z']) {
      const text = eventIcs(event(instant), context('America/Los_Angeles'));
      expect(text).toContain(`DTSTART:${instant.replace(/[-:]/g, '').slice(0, 15)}Z`);
    }
    expect(eventIcs(event('2024-11-03T11:30:00.000Z'), context('America/Los_Angeles'))).toContain(
      'DTSTART;TZID=America/Los_Angeles:20241103T033000',
    );
  });

  it('writes UTC times as UTC, with no VTIMEZONE', () => {
    const text = eventIcs(event('2024-07-05T02:00:00Z'), context('UTC'));
    expect(text).toContain('DTSTART:20240705T020000Z');
    expect(text).not.toContain('VTIMEZONE');
    expect(readBack(text).events[0].startDate.toJSDate().toISOString()).toBe('2024-07-05T02:00:00.000Z');
  });

  it('describes each change of a zone once, in the offset before it', () => {
    const text = vtimezoneFor('America/Los_Angeles', 2024, 2024);
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20240310T020000\r\nTZOFFSETFROM:-0800\r\nTZOFFSETTO:-0700\r\nTZNAME:PDT');
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:20241103T020000\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0800\r\nTZNAME:PST');
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toHaveLength(3);
    expect(vtimezoneFor('Asia/Kolkata', 2024, 2025).match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toHaveLength(1);
  });
});

describe('an event file', () => {
  it('keeps its UID across versions and carries the SEQUENCE given; a cancelled one is METHOD:CANCEL', () => {
    const first = readBack(eventIcs(event('2024-03-02T02:30:00Z'), context('UTC')));
    const moved = readBack(eventIcs(event('2024-03-03T02:30:00Z', { sequence: 1 }), context('UTC')));
    const cancelled = readBack(eventIcs(event('2024-03-03T02:30:00Z', { sequence: 2, cancelled: true }), context('UTC')));
    expect(first.events[0].uid).toBe('event-2f1e3c4d-5b6a-4789-8abc-def012345678@network.example.com');
    expect(moved.events[0].uid).toBe(first.events[0].uid);
    expect([first.method, moved.method, cancelled.method]).toEqual(['PUBLISH', 'PUBLISH', 'CANCEL']);
    expect([first.events[0].sequence, moved.events[0].sequence, cancelled.events[0].sequence]).toEqual([0, 1, 2]);
    expect(cancelled.events[0].component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('escapes text and says where to join, when it may', () => {
    const text = eventIcs(
      event('2024-03-02T02:30:00Z', { title: 'Salon; "Creators", after dark', onlineLink: 'https://meet.example.com/r' }),
      context('UTC'),
    );
    const [read] = readBack(text).events;
    expect(read.summary).toBe('Salon; "Creators", after dark');
    expect(read.description).toContain('Join online: https://meet.example.com/r');
    expect(read.location).toBe('Mercer Street Loft');
  });

  it('names the download after the title', () => {
    expect(icsFileName('Cultural Salon: Créateurs & Co.')).toBe('cultural-salon-createurs-co.ics');
    expect(icsFileName('!!!')).toBe('event.ics');
  });
});

describe('a feed', () => {
  it('lists every event given, cancelled ones marked, with a name and a refresh interval', () => {
    const text = feedIcs(
      [
        event('2024-03-02T02:30:00Z'),
        event('2024-05-02T02:30:00Z', { id: '3f1e3c4d-5b6a-4789-8abc-def012345678', cancelled: true }),
      ],
      context('Europe/London'),
    );
    const read = readBack(text);
    expect(read.method).toBe('PUBLISH');
    expect(read.events.map((e) => e.component.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(read.events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2024-03-02T02:30:00.000Z',
      '2024-05-02T02:30:00.000Z',
    ]);
    expect(text).toContain('X-WR-CALNAME:FMC events');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });
});
