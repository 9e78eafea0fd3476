// One page of a server-paged list of cards (the FAQ entries, the inbox's conversations) with the range
// pager under it. While the next page loads the cards on screen fade and the list says it is busy, so the
// page does not jump or blink empty.
import type { ReactNode, Ref } from 'react';
import { cn } from './cn';
import { RangePager } from './RangePager';

type PagedCardListProps<Item> = {
  /** The page the server answered. */
  data: { items: Item[]; page: number; pageSize: number; total: number };
  /** Names the pager's navigation for screen readers ('FAQ pages'). */
  label: string;
  /** True while the cards shown are the previous page's, the next one on its way. */
  loadingNext: boolean;
  /** True during any read of the list, a refresh included. */
  fetching: boolean;
  onPage: (page: number) => void;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Classes for one card's list item (a ring on the card the address names). */
  itemClassName?: (item: Item) => string | false | undefined;
  /** The list's box, for a caller that moves focus to a card after a change. */
  ref?: Ref<HTMLDivElement>;
};

export function PagedCardList<Item>({
  data,
  label,
  loadingNext,
  fetching,
  onPage,
  itemKey,
  renderItem,
  itemClassName,
  ref,
}: PagedCardListProps<Item>) {
  return (
    <div ref={ref} className={cn('space-y-5 transition-opacity', loadingNext && 'opacity-60')} aria-busy={fetching || undefined}>
      <ul className="space-y-5">
        {data.items.map((item) => (
          <li key={itemKey(item)} className={cn(itemClassName?.(item))}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <RangePager
        label={label}
        placement="plain"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        busy={loadingNext}
        onPage={onPage}
      />
    </div>
  );
}
