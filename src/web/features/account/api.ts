// The account's calls (decision 059), through the contract's route table: the latest data export (polled
// while it is being prepared), asking for one, how deletion is confirmed, the emailed code, and deletion.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '../../../common/contracts/account-routes';
import type { ScheduleDeletionInput } from '../../../common/contracts/account';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { call } from '../../lib/call';
import { useEndpointQuery, useInvalidateQueries } from '../../lib/endpoint-query';

const KEY = ['account'] as const;
const PREPARING_POLL_MS = 3000;

/** `preparing`: one is being prepared, so it is read again every few seconds until it is ready. */
export function useExportStatus(preparing: boolean) {
  return useEndpointQuery(
    [...KEY, 'export'],
    ACCOUNT_ROUTES.exportStatus,
    {},
    {
      refetchInterval: preparing ? PREPARING_POLL_MS : false,
    },
  );
}

export function useRequestExport() {
  const invalidate = useInvalidateQueries([...KEY, 'export']);
  return useMutation({ mutationFn: () => call(ACCOUNT_ROUTES.requestExport), onSuccess: invalidate });
}

/** The download's address: a plain link, so the browser streams the file to disk itself. */
export const exportDownloadUrl = (id: string) => endpointUrl(ACCOUNT_ROUTES.downloadExport, { id });

export function useDeletionStatus() {
  return useEndpointQuery([...KEY, 'deletion'], ACCOUNT_ROUTES.deletionStatus, {});
}

export function useSendDeletionCode() {
  return useMutation({ mutationFn: () => call(ACCOUNT_ROUTES.sendDeletionCode) });
}

export function useScheduleDeletion() {
  return useMutation({ mutationFn: (body: ScheduleDeletionInput) => call(ACCOUNT_ROUTES.scheduleDeletion, { body }) });
}
