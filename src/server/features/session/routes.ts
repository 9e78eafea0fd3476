// The session feature's endpoints, as defined in common/contracts/session.ts: the adapter checks the
// caller and parses the input (decision 037).
import type { MeResponse } from '../../../common/caller';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import type { Caller } from '../../auth/caller';
import type { Config } from '../../env';
import { clientAddress } from '../../http/client-address';
import { endpointRoutes } from '../../http/endpoints';
import { checkPasswordResetToken, type PasswordResetCheckDeps } from './password-reset';
import { publicConfig } from './public-config';

/** What the browser is told about its caller (GET /api/me, and written into the app's page). */
export function describeCaller(caller: Caller): MeResponse {
  if (caller.kind === 'visitor') return { kind: 'visitor', user: null };
  const [fallbackFirst = '', ...rest] = caller.name.split(' ');
  return {
    kind: caller.kind,
    user: {
      id: caller.userId,
      email: caller.email,
      firstName: caller.attendee?.firstName || fallbackFirst,
      lastName: caller.attendee?.lastName || rest.join(' '),
      attendeeId: caller.attendee?.id ?? null,
      onboarded: Boolean(caller.attendee?.onboarded),
      isAdmin: caller.kind === 'admin',
      twoFactorEnabled: Boolean(caller.twoFactorEnabled),
      twoFactorSetupRequired: Boolean(caller.twoFactorSetupRequired),
    },
  };
}

/** GET /api/config reads no session: it is mounted before the caller is resolved. */
export function configRoutes(config: Config) {
  return endpointRoutes({ config: SESSION_ENDPOINTS.config }, { config: () => publicConfig(config) });
}

export type SessionRouteDeps = PasswordResetCheckDeps & { trustProxy: boolean };

export function sessionRoutes(deps: SessionRouteDeps) {
  return endpointRoutes(
    { me: SESSION_ENDPOINTS.me, passwordResetCheck: SESSION_ENDPOINTS.passwordResetCheck },
    {
      me: ({ c, caller }) => {
        c.header('Cache-Control', 'no-store');
        // Mounted after the caller middleware: there is always a caller, a visitor at least.
        return describeCaller(caller!);
      },
      // Anyone holding a reset link may ask, signed in or not: the link is all the reset needs either.
      passwordResetCheck: async ({ c, body }) => {
        c.header('Cache-Control', 'no-store');
        return checkPasswordResetToken(deps, body.token, clientAddress(c, deps.trustProxy));
      },
    },
  );
}
