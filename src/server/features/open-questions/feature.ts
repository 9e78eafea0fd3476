// Open questions members answer, routed to the members who can help (issue 36, decision 057).
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { registerSecondRounds } from './routing';
import { openQuestionRoutes } from './routes';

export const openQuestionsFeature: ServerFeature = {
  name: 'open-questions',
  register(context) {
    const { db, config, now, live, jobs, afterAnswer } = context;
    const news = newsDepsOf(context);
    const secondRounds = registerSecondRounds(jobs, { db, config, now, news });
    return { api: openQuestionRoutes({ db, config, now, live, news, afterAnswer, secondRounds }) };
  },
};
