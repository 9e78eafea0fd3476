import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLinkCheck } from './use-link-check';

function LinkPage({ check, enabled = true }: { check: (signal: AbortSignal) => Promise<string>; enabled?: boolean }) {
  const result = useLinkCheck(['link', 'tok-1'], check, { enabled });
  if (result.isError) return <p>The link could not be checked.</p>;
  return <p>{result.data ?? 'Checking...'}</p>;
}

// The app's own defaults retry a failed read; a link check must not.
const openLinkPage = (check: (signal: AbortSignal) => Promise<string>, enabled?: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } })}>
      <LinkPage check={check} enabled={enabled} />
    </QueryClientProvider>,
  );

describe('checking a one-time link', () => {
  it('checks once and shows the answer', async () => {
    const check = vi.fn(async () => 'Set Your Password');
    openLinkPage(check);
    expect(await screen.findByText('Set Your Password')).toBeVisible();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('says the check failed after one try, without asking again', async () => {
    const check = vi.fn(async (): Promise<string> => {
      throw new Error('offline');
    });
    openLinkPage(check);
    expect(await screen.findByText('The link could not be checked.')).toBeVisible();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not check a link the page has no token for', () => {
    const check = vi.fn(async () => 'Set Your Password');
    openLinkPage(check, false);
    expect(screen.getByText('Checking...')).toBeVisible();
    expect(check).not.toHaveBeenCalled();
  });
});
