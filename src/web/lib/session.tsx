// Who is calling, as the server says (GET /api/me), plus sign-in and sign-out. The browser uses the
// answer only to choose what to show; the server enforces every rule on its own.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canUseMemberArea, type MeResponse } from '../../common/caller';
import { SESSION_ROUTES } from '../../common/contracts/session-routes';
import { AUTH_ROUTES } from '../../common/contracts/auth-routes';
import { call } from './call';
import { clearStoredUser, isFirstVisit, storeUser } from './browser-storage';
import { useBrand } from './config';
import { notify } from './notify';

export const ME_QUERY_KEY = ['me'] as const;
export const VISITOR: MeResponse = { kind: 'visitor', user: null };

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => call(SESSION_ROUTES.me, { signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** Signed in and allowed into the member area (administrators may use it too). */
export const isInside = canUseMemberArea;

export function useMe(): MeResponse {
  // Boot loads /api/me before the router renders, so data is present; VISITOR covers a cleared cache.
  return useQuery(meQueryOptions()).data ?? VISITOR;
}

type SessionContextValue = {
  /** True between a sign-out click and arriving at its destination: guards wait instead of redirecting. */
  leaving: boolean;
  /** Ends the session (errors ignored, spec 8) and goes to `destination`. */
  signOut: (destination: string, options?: { errorToast?: string }) => Promise<void>;
  /** Records a fresh sign-in: the public-page guard then sends the caller to `destination`. */
  completeSignIn: (me: MeResponse, destination: string) => void;
  /** The destination named by the last sign-in, consumed by the public-page guard. */
  pendingDestination: RefObject<string | undefined>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shortName } = useBrand();
  const me = useMe();
  const { pathname } = useLocation();
  // Where a sign-out is heading. Guards hold still until the sign-out is done and the address is there: the
  // router commits its navigation in a transition, so clearing this any earlier would let the page being left
  // redirect; and a sign-out from the page it leads to (the home, /) is at its address from the start.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const leaving = leavingTo !== null;
  useEffect(() => {
    if (leavingTo !== null && signedOut && pathname === leavingTo) {
      setLeavingTo(null);
      setSignedOut(false);
    }
  }, [pathname, leavingTo, signedOut]);
  const pendingDestination = useRef<string | undefined>(undefined);

  // The stored user follows the server's answer: kept for members and admins, cleared otherwise (spec 4.2).
  useEffect(() => {
    if (me.user && isInside(me.kind)) {
      storeUser(shortName, me.user);
      // Notes the visit from its very start, whichever page it begins on (the home page's greeting reads it).
      isFirstVisit(shortName, me.user.id);
    } else clearStoredUser(shortName);
  }, [me, shortName]);

  const signOut = useCallback(
    async (destination: string, options?: { errorToast?: string }) => {
      setLeavingTo(destination);
      setSignedOut(false);
      pendingDestination.current = undefined;
      try {
        await call(AUTH_ROUTES.signOut, { body: {} });
      } catch (error) {
        // A failed sign-out still leaves (spec 8); only the admin dashboard mentions it.
        console.warn('[session] sign-out failed', error);
        if (options?.errorToast) notify.error(options.errorToast);
      }
      clearStoredUser(shortName);
      queryClient.setQueryData(ME_QUERY_KEY, VISITOR);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      setSignedOut(true);
      try {
        await navigate(destination, { replace: true });
      } catch (error) {
        setLeavingTo(null);
        setSignedOut(false);
        throw error;
      }
    },
    [navigate, queryClient, shortName],
  );

  const completeSignIn = useCallback(
    (fresh: MeResponse, destination: string) => {
      pendingDestination.current = destination;
      if (fresh.user) storeUser(shortName, fresh.user);
      queryClient.setQueryData(ME_QUERY_KEY, fresh);
    },
    [queryClient, shortName],
  );

  const value = useMemo(() => ({ leaving, signOut, completeSignIn, pendingDestination }), [leaving, signOut, completeSignIn]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
