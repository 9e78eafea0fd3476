// A page of cards with its pager: the cards in order, the range under them, and the page on screen marked
// busy while the next one loads.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedCardList } from './PagedCardList';

const DATA = {
  items: [
    { id: 'a', title: 'First' },
    { id: 'b', title: 'Second' },
  ],
  page: 2,
  pageSize: 2,
  total: 5,
};

function renderList(props: { loadingNext?: boolean; fetching?: boolean; onPage?: (page: number) => void } = {}) {
  return render(
    <PagedCardList
      list={{ data: DATA, isPlaceholderData: props.loadingNext ?? false, isFetching: props.fetching ?? false }}
      label="FAQ pages"
      onPage={props.onPage ?? vi.fn()}
      renderItem={(item) => <article>{item.title}</article>}
    />,
  );
}

describe('PagedCardList', () => {
  it('lists the cards of the page and says which of the total they are', async () => {
    const onPage = vi.fn();
    renderList({ onPage });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    expect(screen.getByRole('navigation', { name: 'FAQ pages' })).toHaveTextContent('Showing 3–4 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('keeps the page on screen, busy and still, while the next one loads', () => {
    const { container } = renderList({ loadingNext: true, fetching: true });
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is not busy when nothing is loading', () => {
    const { container } = renderList();
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  });
});
