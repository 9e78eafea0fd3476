import { Hono } from 'hono';
import type { MeResponse } from '../../../common/caller';
import type { AppEnv, Caller } from '../../auth/caller';

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

export function sessionRoutes() {
  return new Hono<AppEnv>().get('/me', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<MeResponse>(describeCaller(c.get('caller')));
  });
}
