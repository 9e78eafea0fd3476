// A notice on the member dashboard that something waits for the member (connection requests, the team's
// replies): an icon with the count, what it is, and the way there. A polite live region that is always on
// the page, so a notice that appears while the dashboard is open is announced as well as shown.
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './Button';

type NoticeCardProps = {
  icon: LucideIcon;
  /** Nothing is shown while it is 0. */
  count: number;
  title: string;
  detail: string;
  to: string;
  action: string;
};

export function NoticeCard({ icon: Icon, count, title, detail, to, action }: NoticeCardProps) {
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <div className="mb-8 flex animate-rise flex-col gap-4 rounded-2xl border border-brand/40 bg-paper p-4 shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-5">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <span className="relative grid size-12 shrink-0 place-items-center rounded-xl bg-ink text-brand-bright">
              <Icon className="size-5" aria-hidden="true" />
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[0.68rem] leading-5 font-bold text-white tabular-nums ring-2 ring-paper"
              >
                {count}
              </span>
            </span>
            <p className="min-w-0">
              <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{title}</span>
              <span className="block text-sm leading-6 text-stone">{detail}</span>
            </p>
          </div>
          <Link to={to} className={buttonClasses('dark', 'md', 'shrink-0 px-5')}>
            {action}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
