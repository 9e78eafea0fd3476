// The organisers' skills and topics (issue 33).
import type { ServerFeature } from '../../feature';
import { topicRoutes } from './routes';

export const topicsFeature: ServerFeature = {
  name: 'topics',
  register: ({ db, now }) => ({ api: topicRoutes({ db, now }) }),
};
