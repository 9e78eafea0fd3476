// The times a conversation shows, in the reader's own clock (en-US, as the product's other dates): the
// list's 'when' (a time today, a weekday this week, else the date), a thread's day headings ('Today',
// 'Yesterday', 'Monday, November 23') and each message's time ('3:04 PM').
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortDateWithYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const dayHeadingWithYear = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const DAY_MS = 86_400_000;

/** The local calendar day of a moment, as 'YYYY-MM-DD': messages with the same key are grouped together. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole local days between the moment and now: 0 today, 1 yesterday. */
function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** '3:04 PM' */
export function formatMessageTime(iso: string): string {
  return time.format(new Date(iso));
}

/** The list's 'when': '3:04 PM' today, 'Yesterday', 'Mon' within the week, then 'Nov 22' (with the year when not this one). */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago <= 0) return time.format(date);
  if (ago === 1) return 'Yesterday';
  if (ago < 7) return weekday.format(date);
  return date.getFullYear() === now.getFullYear() ? shortDate.format(date) : shortDateWithYear.format(date);
}

/** A thread's heading over a day's messages: 'Today', 'Yesterday', 'Monday, November 23', 'November 22, 2025'. */
export function formatDayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago <= 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return date.getFullYear() === now.getFullYear() ? dayHeading.format(date) : dayHeadingWithYear.format(date);
}
