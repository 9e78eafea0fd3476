// A list's 'Load more': gone once everything is read, busy while the next page comes, and the list's words
// (with the button still there to try again) when that page failed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';

const growing = (state: Partial<Parameters<typeof LoadMore>[0]['list']> = {}) => ({
  hasNextPage: true,
  isFetchNextPageError: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...state,
});

const renderFoot = (list: ReturnType<typeof growing>) =>
  render(<LoadMore list={list} label="Load more questions" failedMessage="More questions could not be loaded." />);

describe('LoadMore', () => {
  it('reads the next page when pressed', async () => {
    const list = growing();
    renderFoot(list);
    await userEvent.click(screen.getByRole('button', { name: 'Load more questions' }));
    expect(list.fetchNextPage).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading while the next page comes', () => {
    renderFoot(growing({ isFetchingNextPage: true }));
    expect(screen.getByRole('button', { name: /Loading/ })).toBeDisabled();
  });

  it('says the next page failed, and offers it again', () => {
    renderFoot(growing({ hasNextPage: false, isFetchNextPageError: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('More questions could not be loaded.');
    expect(screen.getByRole('button', { name: 'Load more questions' })).toBeEnabled();
  });

  it('is not there once the whole list is read', () => {
    renderFoot(growing({ hasNextPage: false }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
