// Reporting a message, an open question or an answer to the organisers, and their one moderation queue
// (issue 35 item 5, decision 055; issue 36, decision 058): method, path and who may call each. No zod here:
// the Report actions and the dashboard's Reports tab import this for the paths; the schemas and the answers'
// types are in message-reports.ts. Each report's address sits under the address of what it names: a
// message under the conversations' (/api/messages/:id/:messageId), a question or an answer under the open
// questions' (/api/questions/:id…).
import { routeTable } from './endpoint';
import type { MESSAGE_REPORT_SCHEMAS } from './message-reports';

/** How many reports a page of the queue holds. */
export const MESSAGE_REPORTS_PAGE_SIZE = 10;
/** How many messages before the reported one the organisers see with it: the few that explain it, never the thread. */
export const REPORT_CONTEXT_MESSAGES = 5;
/** The longest reason a member may give, and the longest note an organiser may add to a decision. */
export const MAX_REPORT_REASON_LENGTH = 1000;
export const MAX_DECISION_NOTE_LENGTH = 1000;
/** Reports on open questions, answers and open roles one member may file in an hour (a message is reported once, in a thread of two). */
export const CONTENT_REPORTS_PER_HOUR = 20;

export const MESSAGE_REPORT_ROUTES = routeTable<typeof MESSAGE_REPORT_SCHEMAS>()({
  report: { method: 'POST', path: '/api/messages/:id/:messageId/report', access: 'member' },
  reportQuestion: { method: 'POST', path: '/api/questions/:id/report', access: 'member' },
  reportAnswer: { method: 'POST', path: '/api/questions/:id/answers/:answerId/report', access: 'member' },
  reportRole: { method: 'POST', path: '/api/roles/:id/report', access: 'member' },
  reportTool: { method: 'POST', path: '/api/ai-tools/:id/report', access: 'member' },
  queue: { method: 'GET', path: '/api/admin/message-reports', access: 'admin' },
  decide: { method: 'POST', path: '/api/admin/message-reports/:id/decision', access: 'admin' },
});
