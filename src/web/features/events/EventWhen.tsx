// An event's date and time for the reader (decision 025): in their own time zone, with the community's
// beside it when its clocks read differently ('7:00 PM EDT your time · 11:00 PM UTC').
import { useMemo } from 'react';
import { describeEventTime, eventDayParts, viewerTimeZone } from '../../../common/contracts/event-times';
import { cn } from '../../components/ui/cn';
import { useConfig } from '../../lib/config';

/** The reader's zone, and the community's. */
export function useEventZones() {
  const { timeZone } = useConfig();
  const viewer = useMemo(() => viewerTimeZone(timeZone), [timeZone]);
  return { viewer, community: timeZone };
}

export function EventWhen({ iso, className, stacked = false }: { iso: string; className?: string; stacked?: boolean }) {
  const zones = useEventZones();
  const { date, time, community } = describeEventTime(iso, zones.viewer, zones.community);
  return (
    <time dateTime={iso} className={className}>
      <span className="text-ink">{date}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <span className="whitespace-nowrap text-ink">{time}</span>
      {community ? (
        <span className={cn('text-stone', stacked && 'block sm:inline')}>
          <span aria-hidden="true" className={cn(stacked && 'hidden sm:inline')}>
            {' '}
            ·{' '}
          </span>
          <span className="sr-only">, which is </span>
          {community}
        </span>
      ) : null}
    </time>
  );
}

/** The pieces of an event's calendar tile, on the reader's calendar. */
export function useDayParts(iso: string) {
  const zones = useEventZones();
  return eventDayParts(iso, zones.viewer);
}
