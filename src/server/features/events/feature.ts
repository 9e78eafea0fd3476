// Events: the API, the reminders on the shared scheduler (decision 021), and the members' calendar feeds,
// which calendar apps fetch outside /api with no cookie (routes.ts).
import type { ServerFeature } from '../../feature';
import { registerEventJobs } from './reminders';
import { calendarFeedRoutes, eventRoutes } from './routes';
import { answerDepsOf, type EventDeps } from './shared';

export const eventsFeature: ServerFeature = {
  name: 'events',
  register(context) {
    const { db, config, now, jobs } = context;
    const answers = answerDepsOf(context);
    // Object.assign keeps answerDepsOf's time zone a getter (a spread would copy today's value).
    const deps: EventDeps = Object.assign(answers, {
      reminders: registerEventJobs(jobs, { db, config, now, news: answers.news }),
    });
    return { api: eventRoutes(deps), outsideApi: calendarFeedRoutes(deps) };
  },
};
