// /auth/continue: where a Google sign-in returns. The server already ran the sign-in decision; this page
// asks who is calling and goes to their home (or to the page they were heading for).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { homePathFor } from '../../../common/caller';
import { LOGIN_MESSAGES } from '../../../common/messages';
import { isAdminPath, ROUTES, safeReturnPath } from '../../../common/routes';
import { LoadingState } from '../../components/ui/Spinner';
import { takeReturnTo } from '../../lib/browser-storage';
import { useBrand } from '../../lib/config';
import type { LoginLocationState } from '../../lib/navigation-state';
import { notify } from '../../lib/notify';
import { meQueryOptions } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

export function AuthContinuePage() {
  usePageTitle('Signing in');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shortName } = useBrand();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = safeReturnPath(takeReturnTo(shortName));
    queryClient
      .fetchQuery({ ...meQueryOptions(), staleTime: 0 })
      .then((me) => {
        if (me.kind === 'member') return navigate(returnTo ?? homePathFor('member'), { replace: true });
        if (me.kind === 'admin')
          return navigate(returnTo && isAdminPath(returnTo) ? returnTo : homePathFor('admin'), { replace: true });
        const text =
          me.kind === 'deactivated'
            ? LOGIN_MESSAGES.banned
            : me.kind === 'not_onboarded'
              ? LOGIN_MESSAGES.setupIncomplete
              : LOGIN_MESSAGES.loginError;
        const state: LoginLocationState = { notice: { tone: 'error', text }, signOut: me.kind !== 'visitor' };
        return navigate(ROUTES.login, { replace: true, state });
      })
      .catch((error) => {
        console.warn('[auth-continue] could not read the session', error);
        notify.error(LOGIN_MESSAGES.loginErrorToast);
        const state: LoginLocationState = { notice: { tone: 'error', text: LOGIN_MESSAGES.loginError } };
        return navigate(ROUTES.login, { replace: true, state });
      });
  }, [navigate, queryClient, shortName]);

  return (
    <main id="main-content" tabIndex={-1} className="grid min-h-dvh place-items-center bg-cream outline-none">
      <h1 className="sr-only">Signing you in</h1>
      <LoadingState label="Signing you in..." />
    </main>
  );
}
