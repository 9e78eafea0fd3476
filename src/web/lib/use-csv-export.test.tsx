// The admin tabs' CSV export: busy while the file comes, a word when there is nothing to export, and the
// spec's (or the server's) words when it fails.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { renderPage } from '../../../tests/support/render';
import { ApiError } from './api';
import { useCsvExport } from './use-csv-export';

type Download = (target: 'all' | 'pending') => Promise<boolean>;

function ExportButtons({
  download,
  failedMessage,
  onDownloaded,
}: {
  download: Download;
  failedMessage?: string;
  onDownloaded?: () => void;
}) {
  const { exporting, exportCsv } = useCsvExport({
    download,
    nothingMessage: 'No members to export',
    failedMessage,
    feature: 'members',
    onDownloaded,
  });
  return (
    <div>
      {(['all', 'pending'] as const).map((target) => (
        <button key={target} disabled={exporting !== null} onClick={() => void exportCsv(target)}>
          {exporting?.target === target ? 'Exporting...' : `Export ${target}`}
        </button>
      ))}
    </div>
  );
}

describe('useCsvExport', () => {
  it('is busy on the export asked for while the file downloads, then says nothing more', async () => {
    let finish: (saved: boolean) => void = () => undefined;
    const download = vi.fn<Download>(() => new Promise((resolve) => (finish = resolve)));
    const onDownloaded = vi.fn();
    const { user } = renderPage(<ExportButtons download={download} onDownloaded={onDownloaded} />);

    await user.click(screen.getByRole('button', { name: 'Export pending' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeDisabled();
    expect(download).toHaveBeenCalledWith('pending');

    finish(true);
    expect(await screen.findByRole('button', { name: 'Export pending' })).toBeEnabled();
    expect(onDownloaded).toHaveBeenCalledOnce();
  });

  it('says when there is nothing to export', async () => {
    const onDownloaded = vi.fn();
    const { user } = renderPage(<ExportButtons download={() => Promise.resolve(false)} onDownloaded={onDownloaded} />);
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText('No members to export')).toBeInTheDocument();
    expect(onDownloaded).not.toHaveBeenCalled();
  });

  it('says the spec’s words when the download fails, or the server’s when it has none', async () => {
    allowConsole(/\[members\] export failed/);
    const refused = () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Only administrators can export.'));
    const { user, unmount } = renderPage(<ExportButtons download={refused} failedMessage="Failed to export members" />);
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText('Failed to export members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled();
    unmount();

    const second = renderPage(<ExportButtons download={refused} />);
    await second.user.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText('Only administrators can export.')).toBeInTheDocument();
  });
});
