// /api/topics (members: the list to pick from) and /api/admin/topics (organisers: curate it), as defined in
// common/contracts/topics.ts (decision 037).
import { TOPIC_ENDPOINTS } from '../../../common/contracts/topics';
import type { Database } from '../../db/client';
import { endpointRoutes } from '../../http/endpoints';
import { createTopic, listAdminTopics, listTopics, mergeTopic, renameTopic } from './service';

export function topicRoutes({ db, now }: { db: Database; now: () => Date }) {
  return endpointRoutes(TOPIC_ENDPOINTS, {
    list: ({ query }) => listTopics(db, query),
    adminList: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listAdminTopics(db, query);
    },
    adminCreate: ({ caller, body }) => createTopic(db, caller, body.name, now()),
    adminRename: ({ caller, params, body }) => renameTopic(db, caller, params.id, body.name, now()),
    adminMerge: ({ caller, params, body }) => mergeTopic(db, caller, params.id, body.intoId, now()),
  });
}
