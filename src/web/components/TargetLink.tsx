// The sidebar click rule (spec 2.2): http(s) targets open in a new tab; otherwise a signed-in caller
// navigates there, and a signed-out one goes to /login with the target remembered.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalTarget, ROUTES } from '../../common/routes';
import type { LoginLocationState } from '../lib/navigation-state';
import { isInside, useMe } from '../lib/session';

type TargetLinkProps = {
  target: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  'aria-current'?: 'page' | undefined;
  /** A name other than the link's text (a count beside the label, say). */
  'aria-label'?: string;
};

export function TargetLink({ target, className, children, onNavigate, 'aria-label': label, ...aria }: TargetLinkProps) {
  const me = useMe();
  if (isExternalTarget(target)) {
    return (
      <a
        href={target}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
        aria-label={label ? `${label} (opens in a new tab)` : undefined}
      >
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (isInside(me.kind)) {
    return (
      <Link to={target} className={className} onClick={onNavigate} aria-label={label} {...aria}>
        {children}
      </Link>
    );
  }
  const state: LoginLocationState = { from: target };
  return (
    <Link to={ROUTES.login} state={state} className={className} onClick={onNavigate} aria-label={label}>
      {children}
    </Link>
  );
}
