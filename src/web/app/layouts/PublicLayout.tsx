// Public pages inside the app (for members, and for in-app navigation): the shared public frame, with
// the account button pointing at the member area for people who are signed in.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { homePathFor } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { PublicFrame } from '../../components/PublicFrame';
import { isInside, useMe } from '../../lib/session';

export function PublicLayout({ children }: { children?: ReactNode }) {
  const me = useMe();
  const account = isInside(me.kind)
    ? { label: 'Member Area', to: homePathFor(me.kind) }
    : { label: 'Member Login', to: ROUTES.login };
  return <PublicFrame account={account}>{children ?? <Outlet />}</PublicFrame>;
}
