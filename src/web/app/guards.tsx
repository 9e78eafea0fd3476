// Route guards (spec 2.1). They choose what the browser shows from the server's answer about the
// caller; they are a convenience, never the protection: every API route checks the caller itself.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor } from '../../common/caller';
import { LOGIN_MESSAGES } from '../../common/messages';
import { isAdminPath, ROUTES, safeReturnPath } from '../../common/routes';
import { LoadingState } from '../components/ui/Spinner';
import { isInside, meQueryOptions, useMe, useSession } from '../lib/session';
import type { LoginLocationState } from '../lib/navigation-state';

export function FullPageLoading({ label }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-cream">
      <LoadingState label={label} />
    </div>
  );
}

/**
 * /login, /reset-password, /magic-link/{token}: a signed-in, onboarded caller goes to where the last
 * sign-in said, else the page they were heading for, else their home.
 */
export function PublicOnlyRoute() {
  const me = useMe();
  const { leaving, pendingDestination } = useSession();
  const location = useLocation();
  const signedIn = !leaving && isInside(me.kind);

  // Runs after <Navigate> below has navigated: the sign-in's destination is used once.
  useEffect(() => {
    if (signedIn) pendingDestination.current = undefined;
  });

  if (signedIn) {
    const from = safeReturnPath((location.state as LoginLocationState | null)?.from);
    const remembered = me.kind === 'member' || (from && isAdminPath(from)) ? from : undefined;
    const destination = pendingDestination.current ?? remembered ?? homePathFor(me.kind);
    return <Navigate to={destination} replace />;
  }
  return <Outlet />;
}

/** Where a caller who may not enter the member area is sent, with what they were going to. */
export function loginRedirectState(kind: string, from: string): LoginLocationState {
  if (kind === 'deactivated') return { from, notice: { tone: 'error', text: LOGIN_MESSAGES.banned }, signOut: true };
  if (kind === 'not_onboarded') return { from, notice: { tone: 'error', text: LOGIN_MESSAGES.setupIncomplete }, signOut: true };
  return { from };
}

/** Member pages: a visitor goes to /login, and after signing in comes back here. */
export function MemberRoute() {
  const me = useMe();
  const { leaving } = useSession();
  const location = useLocation();
  if (leaving) return <FullPageLoading />;
  // The organisers require a second factor of this account and it has none yet (decision 060).
  if (isInside(me.kind) && me.user?.twoFactorSetupRequired && location.pathname !== ROUTES.security) {
    return <Navigate to={me.kind === 'admin' ? ROUTES.adminSecurity : ROUTES.security} replace />;
  }
  if (isInside(me.kind)) return <Outlet />;
  // Spec 4.4: a signed-in account that is not onboarded yet finishes on the home (the name modal, decision
  // 041) and may go nowhere else in the member area until it has.
  if (me.kind === 'not_onboarded') return <Navigate to={ROUTES.home} replace />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={ROUTES.login} replace state={loginRedirectState(me.kind, from)} />;
}

/**
 * Admin pages: shows 'Loading...' while it checks with the server (a fresh GET /api/me, not the cached
 * answer), then lets an administrator in. A visitor goes to /login like on every member page, with the
 * page remembered for after sign-in; a signed-in member who is not an administrator goes to / (spec 2.1).
 */
export function AdminRoute() {
  const queryClient = useQueryClient();
  const me = useMe();
  const location = useLocation();
  const { leaving } = useSession();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let cancelled = false;
    queryClient
      .fetchQuery({ ...meQueryOptions(), staleTime: 0 })
      .catch(() => undefined) // the cached answer stands; the server still refuses what it must
      .finally(() => {
        if (!cancelled) setChecked(true);
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  if (leaving || !checked) return <FullPageLoading label="Loading..." />;
  if (me.kind !== 'admin') {
    if (isInside(me.kind)) return <Navigate to={ROUTES.home} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.login} replace state={loginRedirectState(me.kind, from)} />;
  }
  // An administrator the organisers require a second factor of sets one up first (decision 060).
  if (me.user?.twoFactorSetupRequired && location.pathname !== ROUTES.adminSecurity) {
    return <Navigate to={ROUTES.adminSecurity} replace />;
  }
  return (
    <Suspense fallback={<FullPageLoading label="Loading..." />}>
      <Outlet />
    </Suspense>
  );
}

/** /newsletter/admin: inside the member area, but only administrators stay. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.kind !== 'admin') return <Navigate to={ROUTES.home} replace />;
  return <>{children}</>;
}
