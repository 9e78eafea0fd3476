// Streamed CSV downloads, shared by every export: read from the database batch by batch (keyset paging,
// so memory stays flat however many rows there are), written as RFC 4180 with CRLF records, a UTF-8 byte
// order mark so spreadsheets read accents, and formulas neutralised.
import { stringify } from 'csv-stringify/sync';
import { log } from '../log/logger';

export type CsvExport<Row> = {
  columns: readonly string[];
  /** Read before answering, so that an empty export can still be a 404. */
  firstBatch: Row[];
  /** A batch shorter than this is the last one. */
  batchSize: number;
  /** The batch after `last`, the final row of the previous one. */
  nextBatch: (last: Row) => Promise<Row[]>;
  /** One record, in the order of `columns`. */
  toRecord: (row: Row) => string[];
  /** Names the export in the log when it fails half-way, e.g. '[members] export'. */
  label: string;
};

const baseOptions = {
  record_delimiter: 'windows' as const,
  // A cell starting with = + - @, a tab or a carriage return gets a leading quote: spreadsheets must
  // show a member's text, never run it as a formula.
  escape_formulas: true,
};

/** Records a chunk of the response body: about 100 KB of members. */
const CHUNK_RECORDS = 500;

export function streamCsv<Row>(source: CsvExport<Row>): ReadableStream<Uint8Array> {
  const options = { ...baseOptions, columns: [...source.columns] };
  const encoder = new TextEncoder();
  let batch: Row[] | null = source.firstBatch;
  // The next batch is asked for as soon as this one's last row is known, so the database reads it while
  // this one is written out: at most two batches are held at a time.
  let next: Promise<Row[]> | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        batch ??= await next!;
        if (batch.length === 0) return controller.close();
        const finished = batch.length < source.batchSize;
        if (!finished) {
          next = source.nextBatch(batch[batch.length - 1]);
          // Awaited by the next pull; a download cancelled before then must not leave it unhandled.
          next.catch(() => {});
        }
        // Written out in pieces of at most CHUNK_RECORDS records, however large the database's batches.
        for (let at = 0; at < batch.length; at += CHUNK_RECORDS) {
          const text = stringify(batch.slice(at, at + CHUNK_RECORDS).map(source.toRecord), { ...options, header: first });
          controller.enqueue(encoder.encode(first ? `\uFEFF${text}` : text));
          first = false;
        }
        batch = null;
        if (finished) controller.close();
      } catch (error) {
        // The headers are gone already: all that is left is to cut the download short, visibly.
        log.error(`${source.label} failed: ${(error as Error).message}`);
        controller.error(error);
      }
    },
  });
}

/** The response headers of a CSV download named `fileName`. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  };
}

/** YYYY-MM-DD of `now` in the product's time zone: the date an administrator sees on their calendar. */
export function calendarDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
