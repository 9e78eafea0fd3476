// How an event's time is shown (spec 9 'Dates': short en-US on listings), always in a named time zone:
// the community's (decision 012) or the reader's own (decision 025). Apart from the events' contract so
// the pages that only show a time do not load its schemas.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, kind: 'date' | 'time' | 'month' | 'day' | 'weekday'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      date: { month: 'short', day: 'numeric', year: 'numeric' },
      time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
      month: { month: 'short' },
      day: { day: 'numeric' },
      weekday: { weekday: 'short' },
    };
    f = new Intl.DateTimeFormat('en-US', { ...options[kind], timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** 'Mar 12, 2024'. */
export const formatEventDate = (iso: string, timeZone: string) => formatter(timeZone, 'date').format(new Date(iso));
/** '6:30 PM PDT'. */
export const formatEventTime = (iso: string, timeZone: string) => formatter(timeZone, 'time').format(new Date(iso));

/**
 * An event's time for a reader in `viewerZone` (decision 025): the date and time in their own zone, and,
 * when the community's clocks read differently, the community's time beside it ('7:00 PM your time' and
 * '11:00 PM UTC'; with the date too when it is another day there: 'Mar 13, 2:00 AM CET').
 */
export function describeEventTime(iso: string, viewerZone: string, communityZone: string) {
  const date = formatEventDate(iso, viewerZone);
  const communityDate = formatEventDate(iso, communityZone);
  const communityTime = formatEventTime(iso, communityZone);
  const viewerTime = formatEventTime(iso, viewerZone);
  if (date === communityDate && viewerTime === communityTime) return { date, time: viewerTime, community: null };
  const sameDay = date === communityDate;
  return {
    date,
    // The reader's zone named too (issue 32): '7:00 PM EDT your time'.
    time: `${viewerTime} your time`,
    community: sameDay ? communityTime : `${communityDate.replace(/, \d{4}$/, '')}, ${communityTime}`,
  };
}

/** The reader's own time zone, as the browser knows it; the community's when it cannot tell. */
export function viewerTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** The pieces of a calendar tile: 'Mar', '12', 'Tue'. */
export const eventDayParts = (iso: string, timeZone: string) => {
  const date = new Date(iso);
  return {
    month: formatter(timeZone, 'month').format(date),
    day: formatter(timeZone, 'day').format(date),
    weekday: formatter(timeZone, 'weekday').format(date),
  };
};
