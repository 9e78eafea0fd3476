// Events: the API, the reminders on the shared scheduler (decision 021), and the members' calendar feeds,
// which calendar apps fetch outside /api with no cookie (routes.ts).
import type { ServerFeature } from '../../feature';
import { registerEventJobs } from './reminders';
import { calendarFeedRoutes, eventRoutes } from './routes';
import { answerDepsOf, type EventDeps } from './shared';

export const eventsFeature: ServerFeature = {
  name: 'events',
  register(context) {
    const { db, config, mailer, now, jobs } = context;
    // Object.assign keeps answerDepsOf's time zone a getter (a spread would copy today's value).
    const deps: EventDeps = Object.assign(answerDepsOf(context), {
      reminders: registerEventJobs(jobs, { db, config, mailer, now }),
    });
    return { api: eventRoutes(deps), outsideApi: calendarFeedRoutes(deps) };
  },
};
