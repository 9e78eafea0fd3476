import { Hono } from 'hono';
import type { MeResponse } from '../../../common/caller';
import type { AppEnv } from '../../auth/caller';

export function sessionRoutes() {
  return new Hono<AppEnv>().get('/me', (c) => {
    const caller = c.get('caller');
    c.header('Cache-Control', 'no-store');
    if (caller.kind === 'visitor') return c.json<MeResponse>({ kind: 'visitor', user: null });
    const [fallbackFirst = '', ...rest] = caller.name.split(' ');
    return c.json<MeResponse>({
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
    });
  });
}
