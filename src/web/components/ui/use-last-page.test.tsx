// A paged list whose page on screen has emptied steps back to its last page, once the list has answered.
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLastPage } from './use-last-page';

type Read = { data?: { total: number; pageSize: number }; isPlaceholderData: boolean };

function PagedList({ read, from }: { read: Read; from: number }) {
  const [page, setPage] = useState(from);
  const lastPage = useLastPage(read, page, setPage);
  return (
    <p>
      Page {page} of {lastPage}
    </p>
  );
}

const answered = (total: number): Read => ({ data: { total, pageSize: 10 }, isPlaceholderData: false });

describe('useLastPage', () => {
  it('keeps a page the list still has', () => {
    render(<PagedList read={answered(21)} from={3} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('steps back to the last page when the one on screen has emptied', async () => {
    const { rerender } = render(<PagedList read={answered(21)} from={3} />);
    rerender(<PagedList read={answered(20)} from={3} />);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('stays on the first page of a list with nothing left', () => {
    render(<PagedList read={answered(0)} from={1} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('waits for the list’s own answer: not before it has one, nor on the previous page’s rows', async () => {
    const { rerender } = render(<PagedList read={{ isPlaceholderData: false }} from={4} />);
    expect(screen.getByText('Page 4 of 4')).toBeInTheDocument();
    rerender(<PagedList read={{ data: { total: 12, pageSize: 10 }, isPlaceholderData: true }} from={4} />);
    expect(screen.getByText('Page 4 of 2')).toBeInTheDocument();
    rerender(<PagedList read={answered(12)} from={4} />);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });
});
