// One page of a server-paged list of cards (the FAQ entries, the inbox's conversations) with the range
// pager under it. While the next page loads the cards on screen fade and the list says it is busy, so the
// page does not jump or blink empty.
import type { ReactNode, Ref } from 'react';
import { cn } from './cn';
import { ServedPager } from './RangePager';

type PagedCardListProps<Item extends { id: string }> = {
  /** The list's read: the page the server answered (nothing shows until it has one), and whether the cards
   * shown are the previous page's while the next one loads, or any read (a refresh too) is under way. */
  list: {
    data?: { items: Item[]; page: number; pageSize: number; total: number };
    isPlaceholderData: boolean;
    isFetching: boolean;
  };
  /** Names the pager's navigation for screen readers ('FAQ pages'). */
  label: string;
  onPage: (page: number) => void;
  renderItem: (item: Item) => ReactNode;
  /** Classes for one card's list item (a ring on the card the address names). */
  itemClassName?: (item: Item) => string | false | undefined;
  /** The list's box, for a caller that moves focus to a card after a change. */
  ref?: Ref<HTMLDivElement>;
};

export function PagedCardList<Item extends { id: string }>({
  list,
  label,
  onPage,
  renderItem,
  itemClassName,
  ref,
}: PagedCardListProps<Item>) {
  const { data, isPlaceholderData: loadingNext } = list;
  if (!data) return null;
  return (
    <div
      ref={ref}
      className={cn('space-y-5 transition-opacity', loadingNext && 'opacity-60')}
      aria-busy={list.isFetching || undefined}
    >
      <ul className="space-y-5">
        {data.items.map((item) => (
          <li key={item.id} className={cn(itemClassName?.(item))}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <ServedPager label={label} placement="plain" served={data} busy={loadingNext} onPage={onPage} />
    </div>
  );
}
