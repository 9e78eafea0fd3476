// A dark band with the brand's soft glow behind what it holds: the public pages' hero, the Coming Soon
// page. The glow's place is the caller's; its strength is one of two (the classes are spelled out here so
// the stylesheet has them).
import type { ReactNode } from 'react';
import { cn } from './cn';

const GLOW = {
  soft: 'bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_18%,transparent),transparent)]',
  strong: 'bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_22%,transparent),transparent)]',
} as const;

type DarkBandProps = {
  /** The band's own layout (height, corners, padding). */
  className?: string;
  /** Where the 40rem glow sits ('-top-48 right-[-10rem]'). */
  glowAt: string;
  glow: keyof typeof GLOW;
  children: ReactNode;
};

export function DarkBand({ className, glowAt, glow, children }: DarkBandProps) {
  return (
    <section className={cn('surface-dark relative overflow-hidden bg-ink text-cream', className)}>
      <div aria-hidden="true" className={cn('pointer-events-none absolute size-[40rem] rounded-full', glowAt, GLOW[glow])} />
      {children}
    </section>
  );
}
