// Words and labels for the response-time figures (issue 20), shared by the panel, its lazily loaded chart
// and the pending list.
import { formatDuration, type ResponseWeek } from '../../../../common/contracts/inbox';

const weekDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 23' for the week starting on Monday '2026-11-23' (a calendar date, so read and shown in UTC). */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekDay.format(date);
}

/** The median in hours for the chart's line, one decimal; null for a week without replies. */
export const medianHours = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 360) / 10);

/** Seconds a question asked at `askedAt` has waited by `now` (never negative, a clock may be a little ahead). */
export function waitedSeconds(askedAt: string, now: number): number {
  const asked = new Date(askedAt).getTime();
  return Number.isNaN(asked) ? 0 : Math.max(0, Math.round((now - asked) / 1000));
}

export const isPastTarget = (waited: number, targetHours: number) => waited > targetHours * 3600;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The chart's text alternative: the period, the totals, the busiest week and the latest median. */
export function chartSummary(weeks: ResponseWeek[]): string {
  if (weeks.length === 0) return 'No weeks to show.';
  const first = weekLabel(weeks[0]!.weekStart);
  const last = weekLabel(weeks[weeks.length - 1]!.weekStart);
  const asked = weeks.reduce((sum, week) => sum + week.asked, 0);
  const answered = weeks.reduce((sum, week) => sum + week.answered, 0);
  const parts = [
    `Questions asked and median first reply per week, ${plural(weeks.length, 'week', 'weeks')} from ${first} to ${last}`,
    `${plural(asked, 'question', 'questions')} asked, ${answered} answered`,
  ];
  if (asked > 0) {
    const busiest = weeks.reduce((best, week) => (week.asked > best.asked ? week : best));
    parts.push(`busiest week ${weekLabel(busiest.weekStart)} with ${busiest.asked}`);
  }
  const latest = [...weeks].reverse().find((week) => week.medianSeconds !== null);
  if (latest?.medianSeconds != null) {
    parts.push(`latest median first reply ${formatDuration(latest.medianSeconds)} (week of ${weekLabel(latest.weekStart)})`);
  }
  return `${parts.join('; ')}.`;
}
