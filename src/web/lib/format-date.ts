// Dates as people read them here (spec 9, en-US): short on lists ("Nov 22, 2026"), with the time where
// the moment matters ("Nov 22, 2026, 3:04 PM": a tooltip, a reply, an activity entry). A missing or
// unreadable date shows as nothing rather than breaking the list it is in.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 22, 2026" */
export function formatShortDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? shortDate.format(date) : '';
}

/** "Nov 22, 2026, 3:04 PM" */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTime.format(date) : '';
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; from a week on, the date ("Nov 22, 2026"). */
export function formatTimeAgo(iso: string | null | undefined, now: number = Date.now()): string {
  const date = parse(iso);
  if (!date) return '';
  let amount = Math.max(0, (now - date.getTime()) / 60_000);
  if (amount < 1) return 'just now';
  for (const [unit, next] of RELATIVE_STEPS) {
    if (amount < next) return relative.format(-Math.floor(amount), unit);
    amount /= next;
  }
  return shortDate.format(date);
}
