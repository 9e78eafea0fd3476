// An admin tab's CSV export: the button is busy while the file downloads; when the server has nothing to
// export, a toast says so; when the download fails, an error toast says why (and the console keeps the
// error for whoever looks). The members, the inbox and the activity log export this way.
import { useState } from 'react';
import { errorMessage } from './api';
import { notify } from './notify';

type CsvExportOptions<Target> = {
  /** Fetches and saves the file for `target`; false when there was nothing to export (the server's 404). */
  download: (target: Target) => Promise<boolean>;
  /** The spec's words when there is nothing to export. */
  nothingMessage: string;
  /** The spec's words when the download fails; without them, the server's own. */
  failedMessage?: string;
  /** Named in the console line a failure leaves: '[members] export failed'. */
  feature: string;
  /** After a file was saved (the activity log reads itself again: the export is an entry of its own). */
  onDownloaded?: () => void;
};

/** `exporting`: which target is downloading, or null. One export at a time. */
export function useCsvExport<Target>({
  download,
  nothingMessage,
  failedMessage,
  feature,
  onDownloaded,
}: CsvExportOptions<Target>) {
  const [exporting, setExporting] = useState<{ target: Target } | null>(null);
  const exportCsv = async (target: Target) => {
    setExporting({ target });
    try {
      if (await download(target)) onDownloaded?.();
      else notify.message(nothingMessage);
    } catch (error) {
      console.warn(`[${feature}] export failed`, error);
      notify.error(failedMessage ?? errorMessage(error));
    } finally {
      setExporting(null);
    }
  };
  return { exporting, exportCsv };
}
