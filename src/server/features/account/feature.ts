// A member's own data and account (issue 37, decision 059): 'Download my data' (a ZIP made by a job) and
// 'Delete my account' (14 days, cancelled by signing in; its emails and the erasure are jobs).
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import type { AccountDeps } from './deps';
import { registerDeletionJobs } from './deletion';
import { registerExportJobs } from './exports';
import { accountRoutes } from './routes';

export const accountFeature: ServerFeature = {
  name: 'account',
  register(context) {
    const { db, config, now, mailer, storage, auth, jobs, afterAnswer } = context;
    const deps: AccountDeps = { db, config, now, mailer, storage, auth, afterAnswer, news: newsDepsOf(context) };
    const handles = { exports: registerExportJobs(jobs, deps), deletion: registerDeletionJobs(jobs, deps) };
    return { api: accountRoutes(deps, handles) };
  },
};
