// A dashboard list tab: its head with the search (and the filters beside it), the rows or the empty state,
// and the range pager at the foot; typing searches and the pager moves the page.
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { ListPanel } from './ListPanel';
import { EmptyState } from './ListStates';
import { useListSearch } from './use-list-search';

type Page = { items: { id: string; name: string }[]; total: number };

const read = (data: Page) => ({ data, isPending: false, isError: false, isFetching: false, error: null }) as UseQueryResult<Page>;

function Harness({ data, filters }: { data: Page; filters?: boolean }) {
  const listSearch = useListSearch();
  return (
    <ListPanel
      title="Members"
      summary="Every member."
      actions={<button type="button">Export</button>}
      search={{ state: listSearch, label: 'Search members', placeholder: 'Name or email' }}
      filters={
        filters ? (
          <label>
            <input type="checkbox" /> Show Archived
          </label>
        ) : undefined
      }
      list={read(data)}
      loadingLabel="Loading members..."
      failedMessage="Members could not be loaded."
      empty={<EmptyState icon={Users} title={listSearch.search ? 'No members match.' : 'No members yet.'} />}
      pager={{ label: 'Member pages', noun: 'members', pageSize: 2 }}
    >
      {(page) => (
        <ul aria-label="Members">
          {page.items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </ListPanel>
  );
}

describe('ListPanel', () => {
  it('shows the head, the rows and which of the total are on screen, and moves a page on', async () => {
    const page = renderPage(
      <Harness
        filters
        data={{
          items: [
            { id: 'a', name: 'Ana Lima' },
            { id: 'b', name: 'Ben Bold' },
          ],
          total: 3,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByLabelText('Show Archived')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Members' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Lima', 'Ben Bold']);
    const pager = screen.getByRole('navigation', { name: 'Member pages' });
    expect(pager).toHaveTextContent('Showing 1–2 of 3 members');
    await page.user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 2 of 2');
  });

  it('takes what is typed into its search, and shows the empty state when there are no rows', async () => {
    const page = renderPage(<Harness data={{ items: [], total: 0 }} />);
    expect(screen.getByText('No members yet.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Member pages' })).toHaveTextContent('Showing 0 of 0 members');
    const field = screen.getByRole('searchbox', { name: 'Search members' });
    await page.user.type(field, 'zed');
    expect(field).toHaveValue('zed');
    expect(await screen.findByText('No members match.')).toBeInTheDocument();
  });
});
