// The paged lists' foot: which rows are on screen, and the way to the next page only when there is one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangePager, ServedPager } from './RangePager';

const summary = () => screen.getByRole('navigation', { name: 'Member pages' }).querySelector('p')?.textContent;

describe('RangePager', () => {
  it('says which rows of the total are on screen, and moves a page on', async () => {
    const onPage = vi.fn();
    render(<RangePager label="Member pages" noun="members" page={2} pageSize={25} total={1234} onPage={onPage} />);
    expect(summary()).toBe('Showing 26–50 of 1,234 members');
    expect(screen.getByText('Page 2 of 50')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('offers no other page when all rows fit, and says so plainly when none match', () => {
    const { rerender } = render(
      <RangePager label="Member pages" noun="members" page={1} pageSize={25} total={7} onPage={vi.fn()} />,
    );
    expect(summary()).toBe('Showing 1–7 of 7 members');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    rerender(<RangePager label="Member pages" noun="members" page={1} pageSize={25} total={0} onPage={vi.fn()} />);
    expect(summary()).toBe('Showing 0 of 0 members');
  });

  it('counts a page past the end (the last row just deleted) as the last one', () => {
    render(<RangePager label="Member pages" page={3} pageSize={25} total={50} onPage={vi.fn()} />);
    expect(summary()).toBe('Showing 26–50 of 50');
  });

  it('keeps Previous and Next still while the next page loads', () => {
    render(<RangePager label="Member pages" page={2} pageSize={25} total={80} busy onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

describe('ServedPager', () => {
  it('places the page the server answered in its list', () => {
    render(<ServedPager label="Report pages" noun="reports" served={{ page: 2, pageSize: 20, total: 45 }} onPage={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Report pages' }).querySelector('p')?.textContent).toBe(
      'Showing 21–40 of 45 reports',
    );
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});
