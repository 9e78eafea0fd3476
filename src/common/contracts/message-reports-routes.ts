// Reporting a message to the organisers, and their moderation queue (issue 35, item 5; decision 055): method,
// path and who may call each. No zod here: the thread's Report action and the dashboard's Reports tab
// import this for the paths; the schemas and the answers' types are in message-reports.ts. The report's
// address sits under the conversations' (/api/messages/:id/:messageId) because it names one of their messages.
import { routeTable } from './endpoint';
import type { MESSAGE_REPORT_SCHEMAS } from './message-reports';

/** How many reports a page of the queue holds. */
export const MESSAGE_REPORTS_PAGE_SIZE = 10;
/** How many messages before the reported one the organisers see with it: the few that explain it, never the thread. */
export const REPORT_CONTEXT_MESSAGES = 5;
/** The longest reason a member may give, and the longest note an organiser may add to a decision. */
export const MAX_REPORT_REASON_LENGTH = 1000;
export const MAX_DECISION_NOTE_LENGTH = 1000;

export const MESSAGE_REPORT_ROUTES = routeTable<typeof MESSAGE_REPORT_SCHEMAS>()({
  report: { method: 'POST', path: '/api/messages/:id/:messageId/report', access: 'member' },
  queue: { method: 'GET', path: '/api/admin/message-reports', access: 'admin' },
  decide: { method: 'POST', path: '/api/admin/message-reports/:id/decision', access: 'admin' },
});
