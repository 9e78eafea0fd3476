// The head of a page one step under another (Notification settings under Notifications, Blocked members
// under Profile): the way back, the part of the site it belongs to, its title, and a line on what it is for.
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { ArrowLink } from './ArrowLink';

type SubPageHeaderProps = {
  /** The page above it: 'Profile'. */
  back: { to: To; label: string };
  /** Above the title: 'Your space'. */
  eyebrow: string;
  title: string;
  /** What the page is for, in a sentence or two. */
  children: ReactNode;
};

export function SubPageHeader({ back, eyebrow, title, children }: SubPageHeaderProps) {
  return (
    <>
      <ArrowLink to={back.to} direction="back">
        {back.label}
      </ArrowLink>
      <p className="eyebrow mt-6 text-brand-deep">{eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">{children}</p>
    </>
  );
}
