// The foot of a list that grows a page at a time (conversations, open questions): 'Load more …', busy while
// the next page comes, and the list's words when that page could not be read (the rows already read stay).
import { Button } from './Button';
import { cn } from './cn';

/** What LoadMore needs of an infinite read (useInfiniteQuery's fields). */
type GrowingRead = {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type LoadMoreProps = {
  list: GrowingRead;
  /** The button's words: 'Load more questions'. */
  label: string;
  /** The spec's words when the next page failed. */
  failedMessage: string;
  /** Where it sits: a card's foot (a border and a tint) or under a list of cards. */
  className?: string;
};

/** Nothing once the whole list is read (unless the last try failed, so the member can try again). */
export function LoadMore({ list, label, failedMessage, className }: LoadMoreProps) {
  if (!list.hasNextPage && !list.isFetchNextPageError) return null;
  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failedMessage}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        busy={list.isFetchingNextPage}
        busyLabel="Loading..."
        onClick={() => void list.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
