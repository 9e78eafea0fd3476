import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, resolveInside } from './local';
import { sha256Hex } from './sigv4';
import { createStorage, storageImageOrigins } from './storage';

describe('local storage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fmc-storage-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the whole file under its folder and answers the site path', async () => {
    const storage = createLocalStorage(dir);
    const stored = await storage.put({
      folder: 'spotlight-carousel',
      name: '1-abc.png',
      body: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    });
    expect(stored).toEqual({ key: 'spotlight-carousel/1-abc.png', url: '/uploads/spotlight-carousel/1-abc.png' });
    expect([...readFileSync(path.join(dir, 'spotlight-carousel', '1-abc.png'))]).toEqual([1, 2, 3]);
    // No temporary file is left beside it.
    expect(readdirSync(path.join(dir, 'spotlight-carousel'))).toEqual(['1-abc.png']);
  });

  it('reads back and removes a stored key; a missing one reads as null', async () => {
    const storage = createLocalStorage(dir);
    await storage.put({ folder: 'photos/a-1', name: 'v1-96.webp', body: new Uint8Array([7, 8]), contentType: 'image/webp' });
    const read = await storage.read('photos/a-1/v1-96.webp');
    expect(read?.size).toBe(2);
    expect([...new Uint8Array(await new Response(read!.body).arrayBuffer())]).toEqual([7, 8]);
    await storage.remove('photos/a-1/v1-96.webp');
    expect(await storage.read('photos/a-1/v1-96.webp')).toBeNull();
    await storage.remove('photos/a-1/v1-96.webp');
    await expect(storage.read('../outside.webp')).rejects.toThrow();
  });

  it('refuses keys that would leave the folder', async () => {
    const storage = createLocalStorage(dir);
    await expect(
      storage.put({ folder: 'spotlight-files', name: '../../x.pdf', body: new Uint8Array(), contentType: 'application/pdf' }),
    ).rejects.toThrow();
    expect(resolveInside(dir, '../x')).toBeNull();
    expect(resolveInside(dir, '/etc/passwd')).toBeNull();
    expect(resolveInside(dir, 'a/b.png')).toBe(path.join(dir, 'a', 'b.png'));
  });
});

describe('S3-compatible storage', () => {
  const received: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer }> = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status;
      response.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = (publicUrl?: string) => ({
    driver: 's3' as const,
    endpoint,
    region: 'eu-west-1',
    bucket: 'blog-images',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    publicUrl,
  });

  it('sends one signed PUT with the bytes, content type and disposition, and answers the public URL', async () => {
    const storage = createStorage(config('https://cdn.example.com/'), fetch, () => new Date('2026-03-01T12:00:00Z'));
    const body = new TextEncoder().encode('%PDF-1.7 hello');
    const stored = await storage.put({
      folder: '/spotlight-files/',
      name: '1-abc.pdf',
      body,
      contentType: 'application/pdf',
      download: true,
    });
    expect(stored).toEqual({ key: 'spotlight-files/1-abc.pdf', url: 'https://cdn.example.com/spotlight-files/1-abc.pdf' });
    const [put] = received.splice(0);
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/blog-images/spotlight-files/1-abc.pdf');
    expect(put.headers['content-type']).toBe('application/pdf');
    // Stored with the object, so the bucket serves the PDF as a download, never rendered in place.
    expect(put.headers['content-disposition']).toBe('attachment; filename="1-abc.pdf"');
    expect(put.headers['x-amz-date']).toBe('20260301T120000Z');
    expect(put.headers['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260301\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-disposition;content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put.body.toString()).toBe('%PDF-1.7 hello');
  });

  it('stores an image with no disposition, to be shown in place', async () => {
    const storage = createStorage(config());
    await storage.put({ folder: 'spotlight-carousel', name: '1-a.png', body: new Uint8Array([1]), contentType: 'image/png' });
    const [put] = received.splice(0);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['content-disposition']).toBeUndefined();
  });

  it('answers endpoint/bucket/key when no public URL is configured', () => {
    expect(createStorage(config()).publicUrl('spotlight-carousel/1-a.png')).toBe(
      `${endpoint}/blog-images/spotlight-carousel/1-a.png`,
    );
  });

  it('fails loudly when the bucket refuses', async () => {
    status = 403;
    const storage = createStorage(config());
    await expect(
      storage.put({ folder: 'post-images', name: '1-a.png', body: new Uint8Array([1]), contentType: 'image/png' }),
    ).rejects.toThrow(/S3 PUT post-images\/1-a.png failed: 403/);
    status = 200;
    received.splice(0);
  });

  it('reads and deletes an object with signed requests (members’ photos, served by the app)', async () => {
    const storage = createStorage(config(), fetch, () => new Date('2026-03-01T12:00:00Z'));
    const read = await storage.read('photos/a-1/v1-96.webp');
    expect(read).not.toBeNull();
    await read!.body.cancel();
    await storage.remove('photos/a-1/v1-96.webp');
    const [get, remove] = received.splice(0);
    expect([get.method, get.url, remove.method, remove.url]).toEqual([
      'GET',
      '/blog-images/photos/a-1/v1-96.webp',
      'DELETE',
      '/blog-images/photos/a-1/v1-96.webp',
    ]);
    for (const request of [get, remove]) {
      expect(request.headers['x-amz-content-sha256']).toBe(sha256Hex(''));
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260301\/eu-west-1\/s3\/aws4_request, /,
      );
    }
    status = 404;
    expect(await storage.read('photos/a-1/gone-96.webp')).toBeNull();
    await storage.remove('photos/a-1/gone-96.webp');
    status = 500;
    await expect(storage.remove('photos/a-1/v1-96.webp')).rejects.toThrow(/S3 DELETE photos\/a-1\/v1-96.webp failed: 500/);
    status = 200;
    received.splice(0);
  });

  it('lets pages load images from the public origin and the endpoint', () => {
    expect(storageImageOrigins(config('https://cdn.example.com/files'))).toEqual(['https://cdn.example.com', endpoint]);
    expect(storageImageOrigins({ driver: 'local', dir: '/tmp' })).toEqual([]);
  });
});
