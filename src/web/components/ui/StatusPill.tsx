// A row's state as a small-caps pill with a dot before it: the inbox's Answered / Pending, a spotlight
// item's Active / Inactive. The dot repeats the colour so the state does not rest on the word's colour alone.
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  /** Done or live: Answered, Active. */
  success: { pill: 'bg-success-soft text-success ring-1 ring-success/20', dot: 'bg-success' },
  /** Waiting on the team: Pending. */
  waiting: { pill: 'bg-paper text-stone ring-1 ring-line', dot: 'bg-brand-deep' },
  /** Switched off: Inactive. */
  off: { pill: 'bg-ink/[0.06] text-stone', dot: 'bg-stone/60' },
};

export function StatusPill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] uppercase',
        TONES[tone].pill,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', TONES[tone].dot)} />
      {children}
    </span>
  );
}
