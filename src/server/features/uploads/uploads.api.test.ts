// POST /api/admin/uploads and GET /uploads/*: who may upload, what is accepted (judged by the bytes),
// the limits, the names, and that a refusal leaves nothing behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ENDPOINTS } from '../../../common/contracts/uploads';
import { auditLog } from '../../db/schema';
import { createAdmin } from '../../../../tests/support/factories';
import { makeDocx, makePdf, makePng } from '../../../../tests/support/files';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachKind(t);
  Object.assign(cookies, signedIn.cookies);
});
afterAll(() => t.close());

/** Sends a multipart upload the way a browser's FormData does: raw HTTP, as t.call sends only JSON. */
async function upload(
  app: TestApp,
  { cookie, purpose, name, bytes }: { cookie?: string; purpose?: string; name?: string; bytes?: Uint8Array },
) {
  const form = new FormData();
  if (purpose !== undefined) form.set('purpose', purpose);
  if (bytes !== undefined) form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name ?? 'file');
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  const response = await app.app.request(UPLOAD_ENDPOINTS.upload.path, {
    method: UPLOAD_ENDPOINTS.upload.method,
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const storageDir = (app: TestApp) => (app.config.storage as { dir: string }).dir;
const storedFiles = (app: TestApp) => {
  const dir = storageDir(app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};
const uploadAudits = async (app: TestApp) =>
  (await app.db.select().from(auditLog).where(eq(auditLog.action, 'upload.create'))).length;

describeAdminOnly([[UPLOAD_ENDPOINTS.upload, {}]], () => ({
  t,
  cookies: cookies as { member: string; notOnboarded: string },
}));

describe('who may upload', () => {
  it('refuses a visitor before reading a body far over the limit', async () => {
    const big = new Uint8Array(40 * 1024 * 1024);
    const response = await upload(t, { purpose: 'spotlight-image', name: 'big.png', bytes: big });
    expect(response.status).toBe(401);
  });
});

describe('accepted files', () => {
  it('stores a real PNG under spotlight-carousel/ and serves it back with its type and a long cache', async () => {
    const png = makePng(6, 4);
    const response = await upload(t, { cookie: cookies.admin, purpose: 'spotlight-image', name: 'Team Photo.PNG', bytes: png });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(response.body.url).toMatch(/^\/uploads\/spotlight-carousel\/\d{13}-[0-9a-f]{16}\.png$/);
    expect(response.body.path).toBe(response.body.url.replace('/uploads/', ''));

    const served = await t.app.request(response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'upload.create'));
    expect(audit.details).toMatchObject({ purpose: 'spotlight-image', key: response.body.path, originalName: 'Team Photo.PNG' });
  });

  it('accepts an image larger than the JSON body limit', async () => {
    const png = Buffer.concat([makePng(), Buffer.alloc(300 * 1024)]);
    expect((await upload(t, { cookie: cookies.admin, purpose: 'post-image', name: 'cover.png', bytes: png })).status).toBe(201);
  });

  it('stores a PDF under spotlight-files/ and serves it as a download, never opened on our origin', async () => {
    const response = await upload(t, {
      cookie: cookies.admin,
      purpose: 'spotlight-file',
      name: 'brochure.pdf',
      bytes: makePdf(),
    });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/spotlight-files\/\d+-[0-9a-f]+\.pdf$/);
    const served = await t.app.request(response.body.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${response.body.url.split('/').pop()}"`);
  });

  it('serves Office documents as downloads', async () => {
    const response = await upload(t, {
      cookie: cookies.admin,
      purpose: 'spotlight-file',
      name: 'agenda.docx',
      bytes: makeDocx(),
    });
    expect(response.status).toBe(201);
    const served = await t.app.request(response.body.url);
    expect(served.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});

describe('refused files leave nothing behind', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  it.each([
    ['HTML named .png', 'spotlight-image', 'photo.png', html, 415, /not really a PNG image/],
    ['an SVG', 'spotlight-image', 'logo.svg', svg, 415, /Only PNG, JPEG, GIF, WebP or AVIF images/],
    ['an SVG named .png', 'spotlight-image', 'logo.png', svg, 415, /not really a PNG image/],
    ['an HTML page', 'spotlight-file', 'page.html', html, 415, /Only PDF, Word/],
    ['a script', 'spotlight-file', 'run.sh', Buffer.from('#!/bin/sh\n'), 415, /Only PDF, Word/],
    ['an executable named .pdf', 'spotlight-file', 'invoice.pdf', Buffer.from('MZ\x90\x00'), 415, /not really a PDF document/],
    ['a PDF as a spotlight image', 'spotlight-image', 'brochure.pdf', makePdf(), 415, /Only PNG/],
    ['a PNG as a document', 'spotlight-file', 'photo.png', makePng(), 415, /Only PDF/],
    ['a file with no extension', 'spotlight-image', 'photo', makePng(), 415, /Only PNG/],
    ['an empty file', 'spotlight-image', 'empty.png', Buffer.alloc(0), 415, /not really a PNG/],
    ['a name climbing out of the folder', 'spotlight-image', '../../secrets.png', makePng(), 400, /file name is not allowed/],
    ['a name with dots in a row', 'spotlight-image', 'a..png', makePng(), 400, /file name is not allowed/],
    ['a name with a slash', 'spotlight-image', 'folder/photo.png', makePng(), 400, /file name is not allowed/],
    ['a name with a backslash', 'spotlight-image', '..\\photo.png', makePng(), 400, /file name is not allowed/],
    ['a name with a NUL', 'spotlight-image', 'photo.png\u0000.html', makePng(), 400, /file name is not allowed/],
    ['a name with a control character', 'spotlight-image', 'pho\u0007to.png', makePng(), 400, /file name is not allowed/],
  ])('refuses %s', async (_label, purpose, name, bytes, status, message) => {
    const filesBefore = storedFiles(t).length;
    const auditsBefore = await uploadAudits(t);
    const response = await upload(t, { cookie: cookies.admin, purpose, name, bytes });
    expect(response.status).toBe(status);
    expect(response.body.error.message).toMatch(message);
    expect(storedFiles(t).length).toBe(filesBefore);
    expect(await uploadAudits(t)).toBe(auditsBefore);
  });

  it('asks for a file when none is sent, in the spec’s words', async () => {
    const image = await upload(t, { cookie: cookies.admin, purpose: 'spotlight-image' });
    expect(image.status).toBe(400);
    expect(image.body.error.message).toBe('You must select an image to upload.');
    const file = await upload(t, { cookie: cookies.admin, purpose: 'spotlight-file' });
    expect(file.body.error.message).toBe('You must select a file to upload.');
  });

  it('refuses an unknown purpose and a body that is not a form', async () => {
    expect((await upload(t, { cookie: cookies.admin, purpose: 'avatar', name: 'a.png', bytes: makePng() })).status).toBe(400);
    // Raw HTTP on purpose: a JSON body where the route reads a form.
    const json = await t.request(UPLOAD_ENDPOINTS.upload.path, { cookie: cookies.admin, json: { purpose: 'spotlight-image' } });
    expect(json.status).toBe(400);
  });
});

describe('size limits from the configuration', () => {
  let small: TestApp;
  let cookie: string;
  beforeAll(async () => {
    small = await createTestApp({ env: { UPLOAD_MAX_IMAGE_MB: '0.001', UPLOAD_MAX_DOCUMENT_MB: '0.05' } });
    const admin = await createAdmin(small);
    cookie = (await small.signIn(admin.email, admin.password)).cookie;
  });
  afterAll(() => small.close());

  it('refuses an image over the image limit with 413 and says the limit', async () => {
    const png = Buffer.concat([makePng(), Buffer.alloc(2048)]);
    const response = await upload(small, { cookie, purpose: 'spotlight-image', name: 'big.png', bytes: png });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('Images can be at most 1 KB.');
    expect(storedFiles(small)).toEqual([]);
    expect(await uploadAudits(small)).toBe(0);
  });

  it('refuses a request over the largest limit before reading it', async () => {
    const response = await upload(small, {
      cookie,
      purpose: 'spotlight-file',
      name: 'big.pdf',
      bytes: Buffer.concat([makePdf(), Buffer.alloc(200 * 1024)]),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('Files can be at most 51 KB (images 1 KB).');
    expect(storedFiles(small)).toEqual([]);
  });

  it('still accepts a document within its own limit', async () => {
    const response = await upload(small, {
      cookie,
      purpose: 'spotlight-file',
      name: 'ok.pdf',
      bytes: Buffer.concat([makePdf(), Buffer.alloc(20 * 1024)]),
    });
    expect(response.status).toBe(201);
  });
});

describe('GET /uploads never leaves the storage folder', () => {
  it('keeps a secret beside the storage folder that must never be served', () => {
    expect(existsSync(path.join(storageDir(t), '..', 'secrets.json'))).toBe(true);
  });

  it.each([
    ['/uploads/../secrets.json'],
    ['/uploads/%2e%2e/secrets.json'],
    ['/uploads/spotlight-carousel/%2e%2e/%2e%2e/secrets.json'],
    ['/uploads/spotlight-carousel%2f..%2f..%2fsecrets.json'],
    ['/uploads/spotlight-carousel/..%2f..%2fsecrets.json'],
    ['/uploads/spotlight-carousel/..%5c..%5csecrets.json'],
    ['/uploads//etc/passwd'],
    ['/uploads/%2fetc%2fpasswd'],
    ['/uploads/spotlight-carousel/.hidden.png'],
    ['/uploads/spotlight-carousel/missing.png'],
    ['/uploads/other-folder/1-a.png'],
    ['/uploads/spotlight-carousel'],
    ['/uploads/'],
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.request(url);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('authSecret');
    expect(body).not.toContain('root:');
  });

  it('answers 404 for a stored file under a different folder', async () => {
    const { body } = await upload(t, { cookie: cookies.admin, purpose: 'spotlight-image', name: 'a.png', bytes: makePng() });
    const name = body.path.split('/')[1];
    expect((await t.app.request(`/uploads/post-images/${name}`)).status).toBe(404);
    expect(readFileSync(path.join(storageDir(t), body.path)).length).toBeGreaterThan(0);
  });
});

describe('the content security policy', () => {
  it('lets pages show images from this site', async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self'/);
  });

  it('adds the bucket’s public origin when storage is S3', async () => {
    const s3 = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'blog-images',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'http://files.localhost:9000/blog-images',
      },
    });
    try {
      const csp = (await s3.app.request('/')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain('http://files.localhost:9000');
      expect(csp).toContain('http://127.0.0.1:9000');
      // No local folder is served when the files live in a bucket.
      expect((await s3.app.request('/uploads/spotlight-carousel/1-a.png')).status).toBe(404);
    } finally {
      await s3.close();
    }
  });
});
