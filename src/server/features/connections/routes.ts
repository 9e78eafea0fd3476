// Connections (issue 17): every route decides who may call it first (members, administrators for the
// figures), then parses, then calls one operation.
import { Hono } from 'hono';
import {
  connectionIdSchema,
  connectionListQuerySchema,
  connectionRequestListQuerySchema,
  connectRequestSchema,
} from '../../../common/contracts/connections';
import { CONNECTION_MESSAGES as M } from '../../../common/contracts/connections';
import { requireAdmin, requireMember, requireShownMember, type AppEnv } from '../../auth/caller';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
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

/** A malformed id is as unknown as an id that is not the caller's. */
const requestId = (raw: string) => parseParam(connectionIdSchema, raw, () => notFound(M.requestNotFound));
const connectionId = (raw: string) => parseParam(connectionIdSchema, raw, () => notFound(M.connectionNotFound));
const memberId = (raw: string) => parseParam(connectionIdSchema, raw, () => notFound(M.memberNotFound));

export function connectionRoutes(deps: ConnectionDeps) {
  return new Hono<AppEnv>()
    .post('/connections/requests', async (c) => {
      const caller = requireShownMember(c);
      const result = await sendConnectionRequest(deps, caller, await readJson(c, connectRequestSchema));
      return c.json(result, result.created ? 201 : 200);
    })
    .get('/connections/requests/received', async (c) => {
      const caller = requireMember(c);
      const query = parseInput(connectionRequestListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listReceivedRequests(deps, caller, query));
    })
    .get('/connections/requests/sent', async (c) => {
      const caller = requireMember(c);
      const query = parseInput(connectionRequestListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listSentRequests(deps, caller, query));
    })
    .get('/connections/requests/:id', async (c) => {
      const caller = requireMember(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getConnectionRequest(deps, caller, requestId(c.req.param('id'))));
    })
    .post('/connections/requests/:id/accept', async (c) => {
      const caller = requireShownMember(c);
      return c.json(await acceptConnectionRequest(deps, caller, requestId(c.req.param('id'))));
    })
    .post('/connections/requests/:id/decline', async (c) => {
      const caller = requireMember(c);
      return c.json(await declineConnectionRequest(deps, caller, requestId(c.req.param('id'))));
    })
    .post('/connections/requests/:id/withdraw', async (c) => {
      const caller = requireMember(c);
      return c.json(await withdrawConnectionRequest(deps, caller, requestId(c.req.param('id'))));
    })
    .get('/connections/summary', async (c) => {
      const caller = requireMember(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await summarizeConnections(deps, caller));
    })
    .get('/connections', async (c) => {
      const caller = requireMember(c);
      const query = parseInput(connectionListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listConnections(deps, caller, query));
    })
    .post('/connections/:id/remove', async (c) => {
      const caller = requireMember(c);
      return c.json(await removeConnection(deps, caller, connectionId(c.req.param('id'))));
    })
    .get('/admin/connections/summary', async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await summarizeIntroductions({ db: deps.db, now: deps.now, timeZone: deps.config.timeZone }));
    })
    .get('/admin/connections/members/:id', async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await countMemberConnections(deps.db, memberId(c.req.param('id'))));
    });
}
