import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A raised paper surface with the house radius and shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-[var(--radius-card)] border border-line/80 bg-paper shadow-card', className)} {...rest} />;
}
