// /api/admin/conversations and the response times, as defined in common/contracts/inbox.ts: the adapter
// checks the caller (administrators only) and parses the input; each handler calls one operation.
import { INBOX_ENDPOINTS } from '../../../common/contracts/inbox';
import { csvDownloadHeaders } from '../../http/csv';
import { endpointRoutes } from '../../http/endpoints';
import { exportConversationsCsv } from './export';
import { answerConversation, archiveConversation, listAdminConversations, unarchiveConversation, type InboxDeps } from './inbox';
import { getResponseTimes, setResponseTarget } from './response-times';

/** Administrators: the three lists, answering, archiving, the exports and the response times. */
export function inboxRoutes(service: InboxDeps) {
  const { db } = service;
  // The zone read at each use: it may change while the app runs (decision 040).
  const responseTimes = {
    db,
    now: service.now,
    get timeZone() {
      return service.config.timeZone;
    },
  };

  return endpointRoutes(INBOX_ENDPOINTS, {
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listAdminConversations(db, query.view, query.page, query.pageSize);
    },
    export: async ({ c, caller, query }) => {
      const { fileName, stream } = await exportConversationsCsv(service, caller, query.view);
      return c.body(stream, 200, csvDownloadHeaders(fileName));
    },
    answer: ({ caller, params, body }) => answerConversation(service, caller, params.id, body.response),
    archive: ({ caller, params }) => archiveConversation(service, caller, params.id),
    unarchive: ({ caller, params }) => unarchiveConversation(service, caller, params.id),
    responseTimes: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return getResponseTimes(responseTimes);
    },
    responseTarget: ({ caller, body }) => setResponseTarget(responseTimes, caller, body),
  });
}
