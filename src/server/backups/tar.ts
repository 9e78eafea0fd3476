// The one change made to PGlite's dump of its data folder (a plain tar) before it is stored: WAL segments a
// restore does not need are left out. After the snapshot's CHECKPOINT, recovery starts at the checkpoint's
// redo segment and ends at the segment being written; older segments are kept by PostgreSQL only to be
// recycled, newer ones are recycled files written ahead. On a database that has had a large load they are
// most of the folder (measured in bench/README.md), and every one of them would be in every backup.

const BLOCK = 512;
const WAL_SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

function readString(bytes: Uint8Array, offset: number, length: number): string {
  const field = bytes.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

/** A tar entry's path (ustar: prefix and name) and the bytes it takes, header included. */
function readEntry(tar: Uint8Array, offset: number): { path: string; length: number; type: string } | null {
  const header = tar.subarray(offset, offset + BLOCK);
  if (header.length < BLOCK || header.every((byte) => byte === 0)) return null;
  const name = readString(header, 0, 100);
  const prefix = readString(header, 345, 155);
  const size = parseInt(readString(header, 124, 12).trim() || '0', 8);
  return {
    path: prefix ? `${prefix}/${name}` : name,
    length: BLOCK + Math.ceil(size / BLOCK) * BLOCK,
    type: String.fromCharCode(header[156] || 0x30),
  };
}

/** The tar without the WAL segments outside `keep` (segment names, first and last, inclusive). Entries
 * are copied as they are; a long-name header stays with the entry it names. */
export function dropUnneededWal(tar: Uint8Array, keep: { first: string; last: string }): Uint8Array {
  const kept: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let offset = 0;
  for (;;) {
    const entry = readEntry(tar, offset);
    if (!entry) break;
    const bytes = tar.subarray(offset, offset + entry.length);
    offset += entry.length;
    // pax ('x', 'g') and GNU long-name ('L', 'K') headers describe the entry after them.
    if ('xgLK'.includes(entry.type)) {
      pending.push(bytes);
      continue;
    }
    const segment = WAL_SEGMENT.exec(entry.path)?.[1];
    const needed = !segment || (segment >= keep.first && segment <= keep.last);
    if (needed) kept.push(...pending, bytes);
    pending = [];
  }
  kept.push(new Uint8Array(BLOCK * 2));
  const total = kept.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
