// What a file really is, read from its bytes. An upload's extension must name the type its bytes show;
// the browser's Content-Type and the name alone prove nothing. Only these types are ever stored, so
// SVG (scripts), HTML, executables and anything unknown are refused.

export type FileKind = 'image' | 'document';
export type FileType = { extension: string; kind: FileKind; contentType: string; label: string };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const isPng = (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]);
const isGif = (b: Uint8Array) => b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a');
const isWebp = (b: Uint8Array) => b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP';
const isPdf = (b: Uint8Array) => b.length >= 5 && ascii(b, 0, 5) === '%PDF-';
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** AVIF: an ISO-BMFF `ftyp` box whose major or compatible brands include avif/avis. */
function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0, b.length);
  const brands = [ascii(b, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(b, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** An OLE compound file (legacy Office) holding a stream with one of these names. The directory
 * stores names in UTF-16LE. */
function isOleWith(b: Uint8Array, streamNames: string[]): boolean {
  if (!startsWith(b, OLE_SIGNATURE)) return false;
  const text = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');
  return streamNames.some((name) => text.includes(name.split('').join('\0')));
}

/** The names of a zip's entries, from its central directory; null when it is not a readable zip. */
export function zipEntryNames(b: Uint8Array): string[] | null {
  if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > b.length) return null;
    names.push(Buffer.from(b.subarray(at + 46, at + 46 + nameLength)).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An Office Open XML package of one application (word/ or xl/), without macros. */
function isOoxml(b: Uint8Array, folder: 'word/' | 'xl/'): boolean {
  const names = zipEntryNames(b);
  if (!names || !names.includes('[Content_Types].xml')) return false;
  if (names.some((name) => /vbaProject\.bin$/i.test(name))) return false;
  return names.some((name) => name.startsWith(folder));
}

const TYPES: Record<string, FileType & { matches: (b: Uint8Array) => boolean }> = {
  png: { extension: 'png', kind: 'image', contentType: 'image/png', label: 'PNG image', matches: isPng },
  jpg: { extension: 'jpg', kind: 'image', contentType: 'image/jpeg', label: 'JPEG image', matches: isJpeg },
  jpeg: { extension: 'jpeg', kind: 'image', contentType: 'image/jpeg', label: 'JPEG image', matches: isJpeg },
  gif: { extension: 'gif', kind: 'image', contentType: 'image/gif', label: 'GIF image', matches: isGif },
  webp: { extension: 'webp', kind: 'image', contentType: 'image/webp', label: 'WebP image', matches: isWebp },
  avif: { extension: 'avif', kind: 'image', contentType: 'image/avif', label: 'AVIF image', matches: isAvif },
  pdf: { extension: 'pdf', kind: 'document', contentType: 'application/pdf', label: 'PDF document', matches: isPdf },
  doc: {
    extension: 'doc',
    kind: 'document',
    contentType: 'application/msword',
    label: 'Word document',
    matches: (b) => isOleWith(b, ['WordDocument']),
  },
  xls: {
    extension: 'xls',
    kind: 'document',
    contentType: 'application/vnd.ms-excel',
    label: 'Excel workbook',
    matches: (b) => isOleWith(b, ['Workbook', 'Book']),
  },
  docx: {
    extension: 'docx',
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
    matches: (b) => isOoxml(b, 'word/'),
  },
  xlsx: {
    extension: 'xlsx',
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel workbook',
    matches: (b) => isOoxml(b, 'xl/'),
  },
};

/** The extensions a kind accepts, e.g. for messages: ['png', 'jpg', …]. */
export const extensionsOf = (kind: FileKind) =>
  Object.values(TYPES)
    .filter((t) => t.kind === kind)
    .map((t) => t.extension);

/** The type an extension names (lower case, no dot), whatever the bytes; undefined if we never store it. */
export function typeForExtension(extension: string): FileType | undefined {
  const type = TYPES[extension];
  return type ? { extension: type.extension, kind: type.kind, contentType: type.contentType, label: type.label } : undefined;
}

/** True when the bytes really are the type the extension names. */
export function bytesMatchExtension(bytes: Uint8Array, extension: string): boolean {
  return TYPES[extension]?.matches(bytes) ?? false;
}
