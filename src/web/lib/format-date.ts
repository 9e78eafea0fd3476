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
