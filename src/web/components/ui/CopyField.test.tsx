import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { renderPage } from '../../../../tests/support/render';
import { COPY_REVERT_MS, CopyField } from './CopyField';

const LINK = 'https://fmc.example.com/magic-link/abc';

describe('the copy field', () => {
  it('copies the value, says so, and reverts after two seconds', async () => {
    const page = renderPage(
      <CopyField value={LINK} label="Sign-up link for ana@example.com" noun="link" failedMessage="Failed to copy link" />,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByLabelText('Sign-up link for ana@example.com')).toHaveValue(LINK);

    await page.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('button', { name: 'Copied to the clipboard' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible(), {
      timeout: COPY_REVERT_MS + 1000,
    });
  });

  it('says when the browser will not copy', async () => {
    allowConsole(/\[copy\] copying failed/);
    const page = renderPage(
      <CopyField value={LINK} label="Your calendar address" noun="address" failedMessage="Could not copy it" size="md" />,
    );
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await page.user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Could not copy it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeVisible();
  });
});
