// Connection requests and introductions (decision 022).
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { whyConnectText } from '../recommendations/public';
import { connectionRoutes } from './routes';

export const connectionsFeature: ServerFeature = {
  name: 'connections',
  register(context) {
    const { db, config, now, afterAnswer, live } = context;
    // The emails' 'Why Connect?' is the recommendations' cached text, as the recommendations page shows it.
    const whyConnect = (viewerId: string, otherId: string) => whyConnectText({ db, config, now }, viewerId, otherId);
    return { api: connectionRoutes({ db, config, now, afterAnswer, whyConnect, live, news: newsDepsOf(context) }) };
  },
};
