// A member's own profile and the administrator's.
import type { ServerFeature } from '../../feature';
import { profileRoutes } from './routes';

export const profileFeature: ServerFeature = {
  name: 'profile',
  register: ({ db, now }) => ({ api: profileRoutes({ db, now }) }),
};
