// Dates as members read them: short on lists, with the time where the moment matters (spec 9, en-US).
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const parse = (iso: string) => new Date(iso);

/** "Mar 12, 2025" */
export const formatDate = (iso: string) => shortDate.format(parse(iso));
/** "Mar 12, 2025, 3:04 PM" */
export const formatDateTime = (iso: string) => dateTime.format(parse(iso));

/** The first letter of a name, for an avatar. */
export const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
