// A dashboard tab that is one server-searched, paged list (the Members Log, Newsletters), inside a Card:
// the head (the tab's name, a line under it, its buttons, and under them the search and filters), then
// the list in one of its states: loading, failed (the server's reason or the spec's words), empty, or the
// rows. The range pager follows at the card's foot.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBanner } from './Banner';
import { Card } from './Card';
import { RangePager } from './RangePager';
import { SearchField } from './SearchField';
import { LoadingState } from './Spinner';
import type { ListSearch } from './use-list-search';

type ListPage = { items: readonly unknown[]; total: number };

type ListPanelProps<Page extends ListPage> = Omit<ListPanelHeadProps, 'children'> &
  Omit<ListPanelBodyProps<Page>, 'list'> & {
    /** The list's read, for the page the search and the pager ask for. */
    list: UseQueryResult<Page>;
    /** The list's search and page (useListSearch), and its field's words: the label read out, the placeholder. */
    search: { state: ListSearch; label: string; placeholder: string };
    /** Beside the search: the list's other filters ('Show Archived'). */
    filters?: ReactNode;
    /** Above the search: news of what was just done, with a link to it. */
    notice?: ReactNode;
    /** The pager's name for screen readers, what the rows are ('members'), and the page size the server uses. */
    pager: { label: string; noun?: string; pageSize: number };
  };

/** The whole tab: its head with the search, the list in its state, the pager at the foot. */
export function ListPanel<Page extends ListPage>({
  title,
  summary,
  actions,
  notice,
  search,
  filters,
  list,
  pager,
  ...body
}: ListPanelProps<Page>) {
  const field = (
    <SearchField label={search.label} placeholder={search.placeholder} search={search.state} busy={list.isFetching} />
  );
  return (
    <Card className="overflow-hidden">
      <ListPanelHead title={title} summary={summary} actions={actions}>
        {notice}
        {filters ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {field}
            {filters}
          </div>
        ) : (
          field
        )}
      </ListPanelHead>
      <ListPanelBody list={list} {...body} />
      <RangePager
        {...pager}
        page={search.state.page}
        total={list.data?.total ?? 0}
        busy={list.isFetching}
        onPage={search.state.setPage}
      />
    </Card>
  );
}

type ListPanelHeadProps = {
  title: string;
  summary: ReactNode;
  /** Beside the title, at the end of the line: the tab's buttons. */
  actions: ReactNode;
  /** Under the title: the search, filters and any notice. */
  children: ReactNode;
};

function ListPanelHead({ title, summary, actions, children }: ListPanelHeadProps) {
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

function ListPanelBody<Page extends { items: readonly unknown[] }>({
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
