// A small count on a button or link (unread replies, requests waiting, unread notifications). Its words are
// in the control's accessible name, so the figure itself is hidden from screen readers.
import { cn } from './cn';

export function CountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[0.68rem] leading-none font-bold tracking-normal text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
