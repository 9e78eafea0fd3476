// AI Tools: the library of tools members use, suggested by members and curated by the organisers (issue 39
// item 2, decision 071).
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { aiToolRoutes } from './routes';

export const aiToolsFeature: ServerFeature = {
  name: 'ai-tools',
  register(context) {
    const { db, config, now, afterAnswer } = context;
    return { api: aiToolRoutes({ db, config, now, afterAnswer, news: newsDepsOf(context) }) };
  },
};
