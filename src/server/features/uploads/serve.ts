// GET /uploads/<folder>/<name>: files the local storage driver keeps, readable by anyone who has the
// address (docs/decisions/010). Only names the upload route could have written are ever looked up.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { UPLOAD_PURPOSES, UPLOADS_PUBLIC_PREFIX } from '../../../common/contracts/uploads';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { isSafeSegment } from '../../storage/paths';
import { resolveInside } from '../../storage/local';
import { typeForExtension } from './sniff';

const FOLDERS = new Set<string>(Object.values(UPLOAD_PURPOSES).map((p) => p.folder));

export function serveUploads(dir: string) {
  return new Hono().get(`${UPLOADS_PUBLIC_PREFIX}/*`, async (c) => {
    const missing = () => c.text(GENERAL_MESSAGES.notFound, 404, { 'Cache-Control': 'no-store' });
    // The raw path, not a decoded one: an encoded slash, dot or anything else escaped is simply not a name we wrote.
    const raw = new URL(c.req.url).pathname.slice(UPLOADS_PUBLIC_PREFIX.length + 1);
    const segments = raw.split('/');
    if (segments.length !== 2 || !segments.every(isSafeSegment) || !FOLDERS.has(segments[0])) return missing();
    const type = typeForExtension(segments[1].split('.').pop()!.toLowerCase());
    const file = type && resolveInside(dir, `${segments[0]}/${segments[1]}`);
    if (!type || !file) return missing();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return missing();

    c.header('Content-Type', type.contentType);
    c.header('Content-Length', String(info.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    // Documents (PDF and Office files) are downloaded, never rendered on our origin, where a PDF's scripts
    // and forms would run beside the site; images open in place.
    if (type.kind === 'document') c.header('Content-Disposition', `attachment; filename="${segments[1]}"`);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
  });
}
