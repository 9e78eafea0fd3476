import { Hono } from 'hono';
import type { MeResponse } from '../../../common/caller';
import { passwordResetCheckSchema } from '../../../common/contracts/session';
import type { AppEnv, Caller } from '../../auth/caller';
import { clientAddress } from '../../http/client-address';
import { readJson } from '../../http/validation';
import { checkPasswordResetToken, type PasswordResetCheckDeps } from './password-reset';

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
    },
  };
}

export type SessionRouteDeps = PasswordResetCheckDeps & { trustProxy: boolean };

export function sessionRoutes(deps: SessionRouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/me', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json<MeResponse>(describeCaller(c.get('caller')));
      })
      // Anyone holding a reset link may ask, signed in or not: the link is all the reset needs either.
      .post('/password-reset/check', async (c) => {
        const { token } = await readJson(c, passwordResetCheckSchema);
        c.header('Cache-Control', 'no-store');
        return c.json(await checkPasswordResetToken(deps, token, clientAddress(c, deps.trustProxy)));
      })
  );
}
