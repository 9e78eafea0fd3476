// Downloads a file the server builds and streams (the CSV exports), under the name the server gives.
import { toApiError } from './api';

/** The file name from `Content-Disposition: attachment; filename="…"`. */
function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Answers false when there is nothing to download (the server's 404); throws on any other failure. */
export async function downloadFile(url: string, fallbackName: string, accept = 'text/csv'): Promise<boolean> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: accept } });
  if (response.status === 404) return false;
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw toApiError(response.status, body);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return true;
}
