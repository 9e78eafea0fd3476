// A searched, paged list: the search follows the box once typing pauses, and a new search or another
// filter starts again at the first page.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced';
import { useListSearch } from './use-list-search';

function SearchedList() {
  const [archived, setArchived] = useState(false);
  const { text, setText, search, page, setPage } = useListSearch(archived);
  return (
    <div>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <button onClick={() => setPage(page + 1)}>Next page</button>
      <button onClick={() => setArchived(!archived)}>Show archived</button>
      <p>
        Searching “{search}”, page {page}
      </p>
    </div>
  );
}

describe('useListSearch', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('searches for the trimmed text once typing pauses, from the first page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SearchedList />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Searching “”, page 3')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' ada ');
    expect(screen.getByText('Searching “”, page 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('Searching “ada”, page 1')).toBeInTheDocument();
  });

  it('starts again at the first page when another filter changes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SearchedList />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Searching “”, page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show archived' }));
    expect(screen.getByText('Searching “”, page 1')).toBeInTheDocument();
  });
});
