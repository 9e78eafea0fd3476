import type { ReactNode } from 'react';
import { cn } from './cn';

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'brand' | 'danger' | 'on-dark';
  className?: string;
}) {
  const tones = {
    neutral: 'bg-ink/[0.06] text-stone',
    brand: 'bg-brand-soft text-brand-deep ring-1 ring-brand/30',
    danger: 'bg-danger text-white',
    'on-dark': 'bg-cream/[0.08] text-mist ring-1 ring-cream/10',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] uppercase',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
