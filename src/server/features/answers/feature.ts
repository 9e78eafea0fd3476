// Answers from the team (decisions 031, 034): the FAQ members search, and the administrators' editor.
import type { ServerFeature } from '../../feature';
import { answersRoutes } from './routes';

export const answersFeature: ServerFeature = {
  name: 'answers',
  register: ({ db, config, mailer, now }) => ({ api: answersRoutes({ db, config, mailer, now }) }),
};
