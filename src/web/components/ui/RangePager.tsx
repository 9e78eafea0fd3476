// The foot of a server-paged list that says which rows are on screen, 'Showing 26–50 of 112 members' ('Showing 0
// of 0 members' when none match), then Previous / Page n of m / Next when there is more than one page. The
// admin lists all say it this way; the pages come from the total and the page size the server used.
import { Count, pageCount, pageRange, Pager } from './Pager';

type RangePagerProps = {
  /** Names the navigation for screen readers, e.g. 'Member pages'. */
  label: string;
  /** What the rows are, said after the total ('members'); left out where the list's heading says it. */
  noun?: string;
  page: number;
  pageSize: number;
  total: number;
  busy?: boolean;
  onPage: (page: number) => void;
  placement?: 'card' | 'plain';
};

export function RangePager({ label, noun, page, pageSize, total, busy, onPage, placement }: RangePagerProps) {
  const totalPages = pageCount(total, pageSize);
  // A page past the end (an old address, the last row just deleted) counts as the last page.
  const { first, last } = pageRange(Math.min(page, totalPages), pageSize, total);
  return (
    <Pager
      label={label}
      placement={placement}
      summary={
        <>
          Showing{' '}
          {total === 0 ? (
            <Count>0</Count>
          ) : (
            <>
              <Count>{first}</Count>–<Count>{last}</Count>
            </>
          )}{' '}
          of <Count>{total.toLocaleString('en-US')}</Count>
          {noun ? ` ${noun}` : null}
        </>
      }
      page={page}
      totalPages={totalPages}
      busy={busy}
      onPage={onPage}
    />
  );
}

/** Where a page the server answered sits in its list, as the server said it. */
type ServedPage = { page: number; pageSize: number; total: number };

type ServedPagerProps = Omit<RangePagerProps, 'page' | 'pageSize' | 'total'> & { served: ServedPage };

/** The range pager under a page the server answered: its page, size and total as it said them. */
export function ServedPager({ served, ...pager }: ServedPagerProps) {
  return <RangePager {...pager} page={served.page} pageSize={served.pageSize} total={served.total} />;
}
