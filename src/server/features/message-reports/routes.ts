// Reporting a message (members) and the moderation queue (administrators), as defined in
// common/contracts/message-reports.ts (decision 037): the adapter checks who may call and parses the input;
// each handler calls one operation.
import { MESSAGE_REPORT_ENDPOINTS } from '../../../common/contracts/message-reports';
import { endpointRoutes, reply } from '../../http/endpoints';
import { decideMessageReport, listMessageReports, type QueueDeps } from './queue';
import { reportAnswer, reportMessage, reportQuestion, reportRole, reportTool } from './report';

export function messageReportRoutes(deps: QueueDeps) {
  return endpointRoutes(MESSAGE_REPORT_ENDPOINTS, {
    report: async ({ caller, params, body }) => {
      const result = await reportMessage(deps, caller, params.id, params.messageId, body.reason);
      return result.created ? reply(201, result.answer) : result.answer;
    },
    reportQuestion: async ({ caller, params, body }) => {
      const result = await reportQuestion(deps, caller, params.id, body.reason);
      return result.created ? reply(201, result.answer) : result.answer;
    },
    reportAnswer: async ({ caller, params, body }) => {
      const result = await reportAnswer(deps, caller, params.id, params.answerId, body.reason);
      return result.created ? reply(201, result.answer) : result.answer;
    },
    reportRole: async ({ caller, params, body }) => {
      const result = await reportRole(deps, caller, params.id, body.reason);
      return result.created ? reply(201, result.answer) : result.answer;
    },
    reportTool: async ({ caller, params, body }) => {
      const result = await reportTool(deps, caller, params.id, body.reason);
      return result.created ? reply(201, result.answer) : result.answer;
    },
    queue: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listMessageReports(deps, query);
    },
    decide: ({ caller, params, body }) => decideMessageReport(deps, caller, params.id, body),
  });
}
