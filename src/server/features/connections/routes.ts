// Connections (issue 17), as defined in common/contracts/connections.ts: the adapter checks who may call
// (members, shown members to connect or accept, administrators for the figures) and parses the input;
// each handler calls one operation.
import { CONNECTION_ENDPOINTS } from '../../../common/contracts/connections';
import { endpointRoutes, reply } from '../../http/endpoints';
import { countMemberConnections, summarizeIntroductions } from './admin';
import { getConnectionRequest, listConnections, listReceivedRequests, listSentRequests, summarizeConnections } from './lists';
import {
  acceptConnectionRequest,
  declineConnectionRequest,
  removeConnection,
  sendConnectionRequest,
  withdrawConnectionRequest,
  type ConnectionDeps,
} from './requests';

export function connectionRoutes(deps: ConnectionDeps) {
  return endpointRoutes(CONNECTION_ENDPOINTS, {
    connect: async ({ caller, body }) => {
      const result = await sendConnectionRequest(deps, caller, body);
      return result.created ? reply(201, result) : result;
    },
    received: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listReceivedRequests(deps, caller, query);
    },
    sent: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listSentRequests(deps, caller, query);
    },
    request: async ({ c, caller, params }) => {
      c.header('Cache-Control', 'no-store');
      return getConnectionRequest(deps, caller, params.id);
    },
    accept: ({ caller, params }) => acceptConnectionRequest(deps, caller, params.id),
    decline: ({ caller, params }) => declineConnectionRequest(deps, caller, params.id),
    withdraw: ({ caller, params }) => withdrawConnectionRequest(deps, caller, params.id),
    summary: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return summarizeConnections(deps, caller);
    },
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listConnections(deps, caller, query);
    },
    remove: ({ caller, params }) => removeConnection(deps, caller, params.id),
    adminSummary: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return summarizeIntroductions({ db: deps.db, now: deps.now, timeZone: deps.config.timeZone });
    },
    adminMember: async ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return countMemberConnections(deps.db, params.id);
    },
  });
}
