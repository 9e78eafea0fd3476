// The link that makes a whole card its target (a directory member, a newsletter): its box is stretched over
// the card, which must be `relative`, so a click anywhere on the card follows it, while its accessible name
// stays the few words it wraps (the name, the title) rather than everything on the card.
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from './cn';

type CardLinkProps = {
  to: To;
  children: ReactNode;
  /** Who shows keyboard focus: the stretched box, a ring rounded like a card (`link`), or the card itself with
   * its own `focus-within` ring (`card`), the link then drawing none. */
  focus?: 'link' | 'card';
  /** The text's own look (a minimum height, its alignment). */
  className?: string;
};

export function CardLink({ to, children, focus = 'link', className }: CardLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        'after:absolute after:inset-0',
        focus === 'link'
          ? "outline-none after:rounded-[var(--radius-card)] after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-[var(--focus-ring)]"
          : 'focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </Link>
  );
}
