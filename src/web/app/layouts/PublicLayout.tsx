// Public pages inside the app (for members, and for in-app navigation): the shared public frame, with
// the account button pointing at the member area for people who are signed in. The pages themselves are
// a chunk loaded when one is first shown (app/public-pages.ts): the frame says so while it comes.
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { homePathFor } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { PublicFrame } from '../../components/PublicFrame';
import { LoadingState } from '../../components/ui/Spinner';
import { isInside, useMe } from '../../lib/session';

export function PublicLayout({ children }: { children?: ReactNode }) {
  const me = useMe();
  const account = isInside(me.kind)
    ? { label: 'Member Area', to: homePathFor(me.kind) }
    : { label: 'Member Login', to: ROUTES.login };
  return (
    <PublicFrame account={account}>
      <Suspense fallback={<LoadingState className="flex-1" />}>{children ?? <Outlet />}</Suspense>
    </PublicFrame>
  );
}
