// A page about one thing reached from its list (a member, a question, a connection request): the way back
// to the list, then the thing itself, in whatever state its read is in.
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { ArrowLink } from './ArrowLink';
import { cn } from './cn';

const WIDTHS = { full: '', wide: 'mx-auto max-w-3xl', narrow: 'mx-auto max-w-2xl' };

type DetailFrameProps = {
  /** The list it was reached from: 'All questions'. */
  back: { to: To; label: string };
  /** How wide the page reads: the layout's whole width, or a centred column for a single card. */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

export function DetailFrame({ back, width = 'full', children }: DetailFrameProps) {
  return (
    <div className={cn('animate-rise', WIDTHS[width])}>
      <ArrowLink to={back.to} direction="back">
        {back.label}
      </ArrowLink>
      <div className="mt-6">{children}</div>
    </div>
  );
}
