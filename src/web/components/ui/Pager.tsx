// The foot of a server-paged list: what is on screen ('Showing …'), then Previous / Page n of m / Next
// when there is more than one page.
import type { ReactNode } from 'react';
import { cn } from './cn';
import { PageControls } from './PageControls';

/** How many pages `total` rows make; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The positions of the first and last row of `page`, counted from 1; 0–0 for an empty list. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total) };
}

type PagerProps = {
  /** Names the navigation for screen readers, e.g. 'Member pages'. */
  label: string;
  /** The 'Showing …' sentence, announced when it changes. */
  summary: ReactNode;
  page: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
  /** The foot of a card (a rule above, the card's padding), or a plain row under a list of cards. */
  placement?: 'card' | 'plain';
};

export function Pager({ label, summary, page, totalPages, busy, onPage, placement = 'card' }: PagerProps) {
  return (
    <nav
      aria-label={label}
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
        placement === 'card' ? 'border-t border-line px-5 py-4 sm:px-7' : 'items-center pt-2',
      )}
    >
      <p className="text-sm text-stone" aria-live="polite">
        {summary}
      </p>
      {totalPages > 1 ? <PageControls page={page} totalPages={totalPages} busy={busy} onPage={onPage} /> : null}
    </nav>
  );
}

/** A number in a pager's summary. */
export function Count({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-ink tabular-nums">{children}</span>;
}
