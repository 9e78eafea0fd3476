// The step back a server-paged list takes when the page on screen is past its last page: the last row of
// that page answered, archived or removed (here, or by another administrator meanwhile), or an address
// naming a page the list no longer has. It moves to the last page that still has rows.
import { useEffect } from 'react';
import { pageCount } from './Pager';

type PagedRead = {
  /** The page the server answered, with the total it counted. */
  data?: { total: number; pageSize: number };
  /** True while the rows shown are the previous page's, the asked-for one on its way. */
  isPlaceholderData: boolean;
};

/** Steps back to the list's last page when `page` is past it, once the list has answered for `page` (not
 * while the previous page's rows stand in). Answers the last page; `page` itself until the list answers. */
export function useLastPage(read: PagedRead, page: number, onPage: (page: number) => void): number {
  const lastPage = read.data ? pageCount(read.data.total, read.data.pageSize) : page;
  const answered = read.data !== undefined && !read.isPlaceholderData;
  useEffect(() => {
    if (answered && page > lastPage) onPage(lastPage);
  }, [answered, page, lastPage, onPage]);
  return lastPage;
}
