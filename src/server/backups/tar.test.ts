// The snapshot's tar loses only the WAL segments a restore does not replay (decision 073).
import { describe, expect, it } from 'vitest';
import { dropUnneededWal } from './tar';

/** A ustar entry: header (name, octal size, type '0') and its data padded to 512 bytes. */
function entry(name: string, data: string, type = '0'): Uint8Array {
  const body = new TextEncoder().encode(data);
  const header = new Uint8Array(512);
  header.set(new TextEncoder().encode(name), 0);
  header.set(new TextEncoder().encode(body.length.toString(8).padStart(11, '0')), 124);
  header[156] = type.charCodeAt(0);
  header.set(new TextEncoder().encode('ustar'), 257);
  const out = new Uint8Array(512 + Math.ceil(body.length / 512) * 512);
  out.set(header);
  out.set(body, 512);
  return out;
}

function tarOf(...entries: Uint8Array[]): Uint8Array {
  const parts = [...entries, new Uint8Array(1024)];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The names in a tar, in order. */
function names(tar: Uint8Array): string[] {
  const found: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, ''), 8);
    found.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
}

const segment = (n: number) => `/pg_wal/0000000100000000000000${n.toString(16).toUpperCase().padStart(2, '0')}`;

describe('dropping unneeded WAL from a snapshot', () => {
  it('keeps every file, and the segments from the redo point to the one being written', () => {
    const tar = tarOf(
      entry('/PG_VERSION', '18\n'),
      entry('/base/5/16384', 'x'.repeat(1500)),
      entry(segment(1), 'old'),
      entry(segment(2), 'redo'),
      entry(segment(3), 'current'),
      entry(segment(4), 'recycled ahead'),
      entry('/pg_wal/archive_status', '', '5'),
    );
    const kept = dropUnneededWal(tar, { first: segment(2).slice(-24), last: segment(3).slice(-24) });
    expect(names(kept)).toEqual(['/PG_VERSION', '/base/5/16384', segment(2), segment(3), '/pg_wal/archive_status']);
    expect(kept.length).toBeLessThan(tar.length);
  });

  it('drops a long-name header together with the segment it names', () => {
    const tar = tarOf(entry('././@LongLink', segment(1), 'L'), entry(segment(1), 'old'), entry('/global/1262', 'g'));
    expect(names(dropUnneededWal(tar, { first: segment(2).slice(-24), last: segment(2).slice(-24) }))).toEqual(['/global/1262']);
  });
});
