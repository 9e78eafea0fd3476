// Recommended connections, with their 'Why Connect?' texts.
import type { ServerFeature } from '../../feature';
import { recommendationRoutes } from './routes';

export const recommendationsFeature: ServerFeature = {
  name: 'recommendations',
  register: ({ db, config, now }) => ({ api: recommendationRoutes({ db, config, now }) }),
};
