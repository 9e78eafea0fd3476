// Connection requests and introductions (decision 022).
import type { ServerFeature } from '../../feature';
import { whyConnectText } from '../recommendations/public';
import { connectionRoutes } from './routes';

export const connectionsFeature: ServerFeature = {
  name: 'connections',
  register({ db, config, mailer, now, afterAnswer, live }) {
    // The emails' 'Why Connect?' is the recommendations' cached text, as the recommendations page shows it.
    const whyConnect = (viewerId: string, otherId: string) => whyConnectText({ db, config, now }, viewerId, otherId);
    return { api: connectionRoutes({ db, config, mailer, now, afterAnswer, whyConnect, live }) };
  },
};
