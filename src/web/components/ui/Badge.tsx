// A small uppercase label on a card (Closed, From the team, In the FAQ), in one of a few tones, with an
// optional icon before its words.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  neutral: 'bg-ink/[0.06] text-stone',
  brand: 'bg-brand-soft text-brand-deep ring-1 ring-brand/30',
  /** The brand colour itself, for the label that should stand out most on a card. */
  bold: 'bg-brand text-ink',
  success: 'bg-success-soft text-success ring-1 ring-success/20',
  danger: 'bg-danger text-white',
  'on-dark': 'bg-cream/[0.08] text-mist ring-1 ring-cream/10',
};

export function Badge({
  children,
  tone = 'neutral',
  icon: Icon,
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] uppercase',
        TONES[tone],
        className,
      )}
    >
      {Icon ? <Icon className="size-3" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
