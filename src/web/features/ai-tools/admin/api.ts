// The organisers' AI Tools on the dashboard (decision 071): a page of tools in one state (suggestions
// waiting first), the decisions and edits, and the categories. Every write marks the organisers' lists and
// the members' library stale.
import { useMutation } from '@tanstack/react-query';
import type { AiToolCategoryInput, AiToolDecision, AiToolInput, AiToolStatus } from '../../../../common/contracts/ai-tools';
import { AI_TOOL_ROUTES } from '../../../../common/contracts/ai-tools-routes';
import { call } from '../../../lib/call';
import { useInvalidateQueries, usePageQuery } from '../../../lib/endpoint-query';
import { AI_TOOLS_KEY } from '../api';

export const ADMIN_AI_TOOLS_KEY = ['admin', 'ai-tools'] as const;
export const ADMIN_AI_TOOLS_PAGE = 20;

export function useAdminAiTools(status: AiToolStatus, search: string, page: number) {
  return usePageQuery([...ADMIN_AI_TOOLS_KEY, status, search, page], AI_TOOL_ROUTES.adminList, {
    query: { status, search: search || undefined, page, pageSize: ADMIN_AI_TOOLS_PAGE },
  });
}

function useAdminToolWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const invalidate = useInvalidateQueries(ADMIN_AI_TOOLS_KEY, AI_TOOLS_KEY);
  return useMutation({ mutationFn: write, onSuccess: invalidate });
}

export const useDecideAiTool = () =>
  useAdminToolWrite(({ id, ...body }: AiToolDecision & { id: string }) =>
    call(AI_TOOL_ROUTES.adminDecide, { params: { id }, body }),
  );

export const useUpdateAiTool = () =>
  useAdminToolWrite(({ id, ...body }: AiToolInput & { id: string }) =>
    call(AI_TOOL_ROUTES.adminUpdate, { params: { id }, body }),
  );

export const useRemoveAiTool = () =>
  useAdminToolWrite(({ id, reason }: { id: string; reason: string }) =>
    call(AI_TOOL_ROUTES.adminRemove, { params: { id }, body: { reason } }),
  );

export const useCreateCategory = () =>
  useAdminToolWrite((body: AiToolCategoryInput) => call(AI_TOOL_ROUTES.adminCreateCategory, { body }));

export const useRenameCategory = () =>
  useAdminToolWrite(({ id, ...body }: AiToolCategoryInput & { id: string }) =>
    call(AI_TOOL_ROUTES.adminRenameCategory, { params: { id }, body }),
  );

export const useMoveCategory = () =>
  useAdminToolWrite(({ id, position }: { id: string; position: number }) =>
    call(AI_TOOL_ROUTES.adminMoveCategory, { params: { id }, body: { position } }),
  );

export const useDeleteCategory = () =>
  useAdminToolWrite((id: string) => call(AI_TOOL_ROUTES.adminDeleteCategory, { params: { id } }));
