// A form's foot: Cancel leaves the form (and waits while it sends, when asked), then the submit.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { FormActions } from './Form';

describe('FormActions', () => {
  it('offers Cancel before the submit, and Cancel leaves the form', async () => {
    const onCancel = vi.fn();
    const page = renderPage(
      <FormActions onCancel={onCancel}>
        <button type="submit">Rename</button>
      </FormActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Rename']);
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('keeps Cancel waiting while the form sends, and has none where the form cannot be left', () => {
    const { unmount } = renderPage(
      <FormActions onCancel={vi.fn()} cancelDisabled>
        <button type="submit">Connect</button>
      </FormActions>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    unmount();
    renderPage(
      <FormActions>
        <button type="submit">Save</button>
      </FormActions>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
