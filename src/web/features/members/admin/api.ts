// The Members Log's calls (spec 2.5 tab 4): the paged list, a member's detail, the four actions and the
// CSV export, and starting or calling off a member's account deletion, all through the contracts' route tables.
import { downloadFile } from '../../../lib/download';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '../../../../common/contracts/account-routes';
import { endpointUrl } from '../../../../common/contracts/endpoint';
import { memberExportFileName } from '../../../../common/contracts/members';
import { MEMBER_ROUTES } from '../../../../common/contracts/members-routes';
import { call } from '../../../lib/call';
import { useEndpointQuery, usePageQuery } from '../../../lib/endpoint-query';

export const MEMBERS_QUERY_KEY = ['admin', 'members'] as const;
export const MEMBERS_PAGE_SIZE = 25;

export type MemberListParams = { search: string; archived: boolean; page: number };

export function useMemberList({ search, archived, page }: MemberListParams) {
  return usePageQuery([...MEMBERS_QUERY_KEY, 'list', { search, archived, page }], MEMBER_ROUTES.list, {
    query: { search: search || undefined, archived, page, pageSize: MEMBERS_PAGE_SIZE },
  });
}

export function useMemberDetail(attendeeId: string | null) {
  return useEndpointQuery(
    [...MEMBERS_QUERY_KEY, 'detail', attendeeId],
    MEMBER_ROUTES.detail,
    { params: { id: attendeeId ?? '' } },
    { enabled: attendeeId !== null },
  );
}

/** A Members Log change: the list and the open detail are read again once it settles. */
function useMembersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }) });
}

/** Starts the member's account deletion: erased in 14 days unless they sign in (decision 059; audited). */
export function useScheduleMemberDeletion() {
  return useMembersMutation((body: { email: string; reason?: string }) => call(ACCOUNT_ROUTES.scheduleMemberDeletion, { body }));
}

/** Calls off the member's account deletion while it waits its 14 days (decision 059; audited). */
export function useCancelMemberDeletion() {
  return useMembersMutation((email: string) => call(ACCOUNT_ROUTES.cancelMemberDeletion, { body: { email } }));
}

export type MemberAction = 'ban' | 'unban' | 'archive' | 'unarchive';

export function useMemberAction() {
  return useMembersMutation(({ action, email }: { action: MemberAction; email: string }) =>
    call(MEMBER_ROUTES[action], { body: { email } }),
  );
}

const isoToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Downloads the CSV the server builds. False when there is nothing to export (404); throws otherwise. */
export function downloadMembersCsv(filter: { search?: string; archived: boolean }): Promise<boolean> {
  return downloadFile(endpointUrl(MEMBER_ROUTES.export, {}, filter), memberExportFileName(Boolean(filter.search), isoToday()));
}
