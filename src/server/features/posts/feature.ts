// The newsletters.
import type { ServerFeature } from '../../feature';
import { postRoutes } from './routes';

export const postsFeature: ServerFeature = {
  name: 'posts',
  register: ({ db, now, live }) => ({ api: postRoutes({ db, now, live }) }),
};
