// The spotlight carousel and the sidebar's links.
import type { ServerFeature } from '../../feature';
import { contentRoutes } from './routes';

export const contentFeature: ServerFeature = {
  name: 'content',
  register: ({ db, now, live }) => ({ api: contentRoutes({ db, now, live }) }),
};
