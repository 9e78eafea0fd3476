// What the connections' operations take from the app: made once here for the feature's routes, and for
// open roles' 'I'm interested', which sends the same Connect (decision 069).
import type { AppContext } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { whyConnectText } from '../recommendations/public';
import type { ConnectionDeps } from './requests';

export function connectionDepsOf(context: AppContext): ConnectionDeps {
  const { db, config, now, afterAnswer, live } = context;
  // The emails' 'Why Connect?' is the recommendations' cached text, as the recommendations page shows it.
  const whyConnect = (viewerId: string, otherId: string) => whyConnectText({ db, config, now }, viewerId, otherId);
  return { db, config, now, afterAnswer, whyConnect, live, news: newsDepsOf(context) };
}
