// A dashboard tab that is one server-searched, paged list (the Members Log, Newsletters), inside a Card:
// the head (the tab's name, a line under it, its buttons, and under them the search and filters), then
// the list in one of its states: loading, failed (the server's reason or the spec's words), empty, or the
// rows. The range pager follows at the card's foot.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBanner } from './Banner';
import { LoadingState } from './Spinner';

type ListPanelHeadProps = {
  title: string;
  summary: ReactNode;
  /** Beside the title, at the end of the line: the tab's buttons. */
  actions: ReactNode;
  /** Under the title: the search, filters and any notice. */
  children: ReactNode;
};

export function ListPanelHead({ title, summary, actions, children }: ListPanelHeadProps) {
  return (
    <div className="flex flex-col gap-5 border-b border-line p-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="font-display text-2xl sm:text-3xl">{title}</h2>
          <p className="mt-1 text-sm text-stone">{summary}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

type ListPanelBodyProps<Page extends { items: readonly unknown[] }> = {
  list: UseQueryResult<Page>;
  /** Said under the spinner: 'Loading members...'. */
  loadingLabel: string;
  /** The spec's words for a failed load, when the server gave no reason. */
  failedMessage: string;
  /** What an empty page shows (no rows yet, or none matching). */
  empty: ReactNode;
  children: (page: Page) => ReactNode;
};

export function ListPanelBody<Page extends { items: readonly unknown[] }>({
  list,
  loadingLabel,
  failedMessage,
  empty,
  children,
}: ListPanelBodyProps<Page>) {
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError) {
    return (
      <div className="p-5 sm:p-7">
        <ErrorBanner error={list.error} fallback={failedMessage} />
      </div>
    );
  }
  return list.data.items.length === 0 ? empty : children(list.data);
}
