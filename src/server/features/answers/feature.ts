// Answers from the team (decisions 031, 034): the FAQ members search, and the administrators' editor.
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { answersRoutes } from './routes';

export const answersFeature: ServerFeature = {
  name: 'answers',
  register: (context) => {
    const { db, config, mailer, now, afterAnswer } = context;
    return { api: answersRoutes({ db, config, mailer, now, afterAnswer, news: newsDepsOf(context) }) };
  },
};
