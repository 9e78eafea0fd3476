// A dashboard row's actions on one mutation: one runs at once and is busy while the others wait; one asks
// first, and its question closes with the answer; each ends with its toast.
import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { Archive, UserCheck } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { ConfirmDialog } from './ConfirmDialog';
import { RowAction, RowActions } from './RowAction';
import { useRowAction } from './use-row-action';

type Kind = 'reactivate' | 'archive';
type Send = (variables: { action: Kind; email: string }) => Promise<{ done: Kind }>;

function MemberRow({ send }: { send: Send }) {
  const actions = useRowAction(useMutation({ mutationFn: send }), (kind) => ({ action: kind, email: 'bo@example.com' }), {
    succeeded: (_kind, result) => `${result.done} done for Bo`,
    failed: (kind) => `Could not ${kind} Bo`,
  });
  return (
    <RowActions label="Actions for Bo">
      <RowAction icon={UserCheck} label="Reactivate" subject="Bo" busyLabel="Reactivating..." {...actions.runs('reactivate')} />
      <RowAction icon={Archive} label="Archive" subject="Bo" {...actions.asks('archive')} />
      <ConfirmDialog
        {...actions.confirmation('archive')}
        title="Archive Bo?"
        description="Bo leaves the main list."
        confirmLabel="Archive"
        busyLabel="Archiving..."
        tone="dark"
        icon={Archive}
      />
    </RowActions>
  );
}

describe('useRowAction', () => {
  it('runs an action at once, busy while it runs and the others disabled, then says what it did', async () => {
    let finish: (result: { done: Kind }) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderPage(<MemberRow send={send} />);

    await user.click(screen.getByRole('button', { name: 'Reactivate Bo' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ action: 'reactivate', email: 'bo@example.com' });
    expect(screen.getByRole('button', { name: 'Reactivating... Bo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Archive Bo' })).toBeDisabled();

    finish({ done: 'reactivate' });
    expect(await screen.findByText('reactivate done for Bo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Bo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Archive Bo' })).toBeEnabled();
  });

  it('asks first; cancelling sends nothing, and confirming runs it and closes the question', async () => {
    let finish: (result: { done: Kind }) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderPage(<MemberRow send={send} />);

    await user.click(screen.getByRole('button', { name: 'Archive Bo' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Archive Bo?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Archive Bo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ action: 'archive', email: 'bo@example.com' });
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archiving...' })).toBeDisabled();

    finish({ done: 'archive' });
    expect(await screen.findByText('archive done for Bo')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says why an action failed and closes its question', async () => {
    const send = vi.fn<Send>(() => Promise.reject(new Error('offline')));
    const { user } = renderPage(<MemberRow send={send} />);

    await user.click(screen.getByRole('button', { name: 'Archive Bo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Could not archive Bo')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive Bo' })).toBeEnabled();
  });
});
