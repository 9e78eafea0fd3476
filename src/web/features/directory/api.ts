// The directory's calls, through the contract's route table (no zod in the page's chunk).
import { DIRECTORY_PAGE_SIZE, DIRECTORY_ROUTES } from '../../../common/contracts/directory-routes';
import type { DirectoryQuery } from '../../../common/contracts/directory';
import { useEndpointQuery, usePageQuery } from '../../lib/endpoint-query';

const KEY = ['directory'] as const;

/** What the page asks: the search, one value per facet, the order and the page. */
export type DirectoryFilters = Partial<
  Pick<DirectoryQuery, 'q' | 'industry' | 'topic' | 'place' | 'newThisMonth' | 'eventId'>
> & {
  sort: DirectoryQuery['sort'];
  page: number;
};

export function useDirectory(filters: DirectoryFilters) {
  return usePageQuery([...KEY, 'list', filters], DIRECTORY_ROUTES.list, { query: { ...filters, pageSize: DIRECTORY_PAGE_SIZE } });
}

export function useDirectoryMember(attendeeId: string) {
  return useEndpointQuery([...KEY, 'member', attendeeId], DIRECTORY_ROUTES.member, { params: { attendeeId } });
}
