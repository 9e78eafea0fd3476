// The administrator dashboard's counts and the member's home, which reads other features through their
// public.ts (decision 026).
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/caller';
import type { ServerFeature } from '../../feature';
import { dashboardRoutes, memberHomeRoutes } from './routes';

export const dashboardFeature: ServerFeature = {
  name: 'dashboard',
  register: ({ db, config, now }) => ({
    api: new Hono<AppEnv>().route('/', dashboardRoutes({ db })).route('/', memberHomeRoutes({ db, config, now })),
  }),
};
