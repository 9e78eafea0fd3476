// AI Tools (issue 39 item 2), as defined in common/contracts/ai-tools.ts: the adapter checks who may call and
// parses the input; each handler calls one operation. Every answer depends on the caller: no-store.
import { AI_TOOL_ENDPOINTS } from '../../../common/contracts/ai-tools';
import { endpointRoutes, reply } from '../../http/endpoints';
import { createCategory, deleteCategory, moveCategory, renameCategory } from './categories';
import type { AiToolDeps } from './deps';
import { listAiTools, listCategories } from './library';
import { decideAiTool, listAdminAiTools, removeAiTool, updateAiTool } from './moderation';
import { markToolUse, suggestAiTool } from './suggest';

export function aiToolRoutes(deps: AiToolDeps) {
  return endpointRoutes(AI_TOOL_ENDPOINTS, {
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listAiTools(deps, caller, query);
    },
    suggest: async ({ caller, body }) => reply(201, await suggestAiTool(deps, caller, body)),
    use: ({ caller, params, body }) => markToolUse(deps, caller, params.id, body.using),
    categories: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return listCategories(deps);
    },
    adminList: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listAdminAiTools(deps, query);
    },
    adminDecide: ({ caller, params, body }) => decideAiTool(deps, caller, params.id, body),
    adminUpdate: ({ caller, params, body }) => updateAiTool(deps, caller, params.id, body),
    adminRemove: ({ caller, params, body }) => removeAiTool(deps, caller, params.id, body.reason),
    adminCreateCategory: async ({ caller, body }) => reply(201, await createCategory(deps, caller, body.name)),
    adminRenameCategory: ({ caller, params, body }) => renameCategory(deps, caller, params.id, body.name),
    adminMoveCategory: ({ caller, params, body }) => moveCategory(deps, caller, params.id, body.position),
    adminDeleteCategory: ({ caller, params }) => deleteCategory(deps, caller, params.id),
  });
}
