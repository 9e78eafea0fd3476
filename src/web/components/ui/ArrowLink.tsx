// A link that goes somewhere in the app, underlined in the brand colour with an arrow that leans the way it
// goes: on to another page (a page header's "Find people to meet", "Who’s going"), or back (a detail page's
// way back to its list). `inline` is the same link inside a sentence: the sentence's size and colour.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from './cn';

type ArrowLinkProps = {
  to: To;
  children: ReactNode;
  direction?: 'forward' | 'back';
  inline?: boolean;
  /** Where it sits in its row (shrink, self alignment). */
  className?: string;
};

export function ArrowLink({ to, children, direction = 'forward', inline = false, className }: ArrowLinkProps) {
  const Arrow = direction === 'back' ? ArrowLeft : ArrowRight;
  const arrow = (
    <Arrow
      className={cn(
        inline ? 'size-3.5' : 'size-4',
        'transition-transform',
        direction === 'back' ? 'group-hover:-translate-x-0.5' : 'group-hover:translate-x-0.5',
      )}
      aria-hidden="true"
    />
  );
  return (
    <Link
      to={to}
      className={cn(
        'group inline-flex min-h-6 items-center font-semibold underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-deep',
        inline ? 'gap-1' : 'gap-2 py-1 text-sm text-ink',
        className,
      )}
    >
      {direction === 'back' ? arrow : null}
      {children}
      {direction === 'forward' ? arrow : null}
    </Link>
  );
}
