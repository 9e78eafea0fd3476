// PUT/DELETE/GET /api/profile/photo and GET /api/members/:attendeeId/photo/:size: who may call them, what a
// photo upload refuses (judged by the bytes), one photo per member, and who is answered a member's photo.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '../../../common/contracts/member-fields';
import { PHOTO_ENDPOINTS } from '../../../common/contracts/photos';
import { PHOTO_ROUTES } from '../../../common/contracts/photos-routes';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { attendees, connectionRequests, users } from '../../db/schema';
import { banForTest, createAdmin, createMember } from '../../../../tests/support/factories';
import { makePng } from '../../../../tests/support/files';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string };
let owner: Person;
let stranger: Person;
let friend: Person;
let admin: Person;
let notOnboarded: Person;
let photo: Buffer;

async function person(make: typeof createMember, overrides: Parameters<typeof createMember>[1] = {}): Promise<Person> {
  const created = await make(t, overrides);
  return { ...created, cookie: (await t.signIn(created.email, created.password)).cookie };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(createMember, { firstName: 'Olive' });
  stranger = await person(createMember);
  friend = await person(createMember);
  admin = await person(createAdmin);
  notOnboarded = await person(createMember);
  await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, notOnboarded.attendeeId!));
  await t.db.insert(connectionRequests).values({
    fromAttendeeId: owner.attendeeId!,
    toAttendeeId: friend.attendeeId!,
    status: 'accepted',
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
  });
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
});
afterAll(() => t.close());

/** A multipart PUT the way the browser's FormData sends it (t.call sends only JSON). */
async function upload(cookie: string | undefined, bytes?: Uint8Array, fields: Record<string, string> = {}, name = 'me.jpg') {
  const form = new FormData();
  if (bytes) form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  const response = await t.app.request(PHOTO_ROUTES.upload.path, { method: 'PUT', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** GET a member's photo as a browser's <img> would, raw, to read the bytes and headers. */
async function fetchPhoto(
  cookie: string | undefined,
  attendeeId: string,
  size = '256',
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const response = await t.app.request(endpointUrl(PHOTO_ROUTES.serve, { attendeeId, size }, query), {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const storageDir = () => (t.config.storage as { dir: string }).dir;
const photoFilesOf = (attendeeId: string) => {
  const dir = path.join(storageDir(), 'photos', attendeeId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const versionOf = (url: string) => new URL(url, TEST_ORIGIN).searchParams.get('v')!;
const setAudience = (attendeeId: string, photoVisibleTo: Audience) =>
  t.db.update(attendees).set({ photoVisibleTo }).where(eq(attendees.id, attendeeId));

describe('who may call the photo routes', () => {
  it('answers a visitor 401 and a member not onboarded 403, before reading an upload', async () => {
    expect((await upload(undefined, photo)).status).toBe(401);
    expect((await upload(notOnboarded.cookie, photo)).status).toBe(403);
    expect((await t.call(PHOTO_ENDPOINTS.own, {})).status).toBe(401);
    expect((await t.call(PHOTO_ENDPOINTS.own, { cookie: notOnboarded.cookie })).status).toBe(403);
    expect((await t.call(PHOTO_ENDPOINTS.remove, {})).status).toBe(401);
    expect((await t.call(PHOTO_ENDPOINTS.remove, { cookie: notOnboarded.cookie })).status).toBe(403);
    expect((await fetchPhoto(undefined, owner.attendeeId!)).status).toBe(401);
    expect((await fetchPhoto(notOnboarded.cookie, owner.attendeeId!)).status).toBe(403);
    expect(photoFilesOf(notOnboarded.attendeeId!)).toEqual([]);
  });

  it('answers a member deactivated while signed in 403', async () => {
    const flagged = await person(createMember);
    await t.db.update(users).set({ banned: true }).where(eq(users.id, flagged.userId));
    expect((await upload(flagged.cookie, photo)).status).toBe(403);
    expect((await t.call(PHOTO_ENDPOINTS.own, { cookie: flagged.cookie })).status).toBe(403);
    expect((await t.call(PHOTO_ENDPOINTS.remove, { cookie: flagged.cookie })).status).toBe(403);
    expect((await fetchPhoto(flagged.cookie, owner.attendeeId!)).status).toBe(403);
  });

  it('refuses an upload from another site', async () => {
    const form = new FormData();
    form.set('file', new Blob([photo as Uint8Array<ArrayBuffer>]), 'me.jpg');
    const response = await t.app.request(PHOTO_ROUTES.upload.path, {
      method: 'PUT',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      body: form,
    });
    expect(response.status).toBe(403);
  });
});

describe('setting a photo', () => {
  it('starts with none, stores three WebP sizes with no location data, and answers the new address', async () => {
    expect((await t.call(PHOTO_ENDPOINTS.own, { cookie: owner.cookie, expect: 200 })).body).toEqual({ photoUrl: null });
    const saved = await upload(owner.cookie, photo, { left: '300', top: '0', size: '600' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your photo has been saved.');
    expect(saved.body.photoUrl).toMatch(new RegExp(`^/api/members/${owner.attendeeId}/photo/256\\?v=[0-9a-f]{32}$`));
    const version = versionOf(saved.body.photoUrl);
    expect(photoFilesOf(owner.attendeeId!)).toEqual([`${version}-256.webp`, `${version}-512.webp`, `${version}-96.webp`]);
    expect((await t.call(PHOTO_ENDPOINTS.own, { cookie: owner.cookie, expect: 200 })).body.photoUrl).toBe(saved.body.photoUrl);

    const served = await fetchPhoto(owner.cookie, owner.attendeeId!, '512', { v: version });
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it('replaces the old files when a new photo comes (one photo per member)', async () => {
    const first = versionOf((await upload(owner.cookie, photo)).body.photoUrl);
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ffcc0080' } })
      .png()
      .toBuffer();
    const second = await upload(owner.cookie, png, {}, 'whatever.jpg');
    expect(second.status).toBe(200);
    const version = versionOf(second.body.photoUrl);
    expect(version).not.toBe(first);
    expect(photoFilesOf(owner.attendeeId!)).toEqual([`${version}-256.webp`, `${version}-512.webp`, `${version}-96.webp`]);
    expect((await fetchPhoto(owner.cookie, owner.attendeeId!, '256', { v: first })).headers.get('etag')).toBe(`"${version}-256"`);
  });

  it.each([
    [
      'AVIF',
      () =>
        sharp({ create: { width: 200, height: 160, channels: 3, background: '#208040' } })
          .avif()
          .toBuffer(),
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 200, height: 160, channels: 3, background: '#208040' } })
          .webp()
          .toBuffer(),
    ],
  ])('accepts %s and keeps WebP only', async (_label, make) => {
    const saved = await upload(admin.cookie, await make(), {}, 'photo.bin');
    expect(saved.status).toBe(200);
    const files = photoFilesOf(admin.attendeeId!);
    expect(files).toHaveLength(3);
    expect(files.every((name) => name.endsWith('.webp'))).toBe(true);
    const served = await fetchPhoto(admin.cookie, admin.attendeeId!, '96');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });
  });

  it.each([
    [
      'an HTML page named .jpg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      415,
      'Only JPEG, PNG, WebP or AVIF photos can be uploaded.',
    ],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      'Only JPEG, PNG, WebP or AVIF photos',
    ],
    [
      'a GIF (not a photo type)',
      () => Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      415,
      'Only JPEG, PNG, WebP or AVIF photos',
    ],
    [
      'a PNG signature with broken insides',
      () => Buffer.concat([makePng().subarray(0, 20), Buffer.alloc(40)]),
      415,
      'could not be read',
    ],
    ['a file over 10 MB', () => Buffer.concat([makePng(), Buffer.alloc(10 * 1024 * 1024)]), 413, 'Photos can be at most 10 MB.'],
    ['a photo too small to keep', () => makePng(40, 40), 400, 'at least 96 pixels'],
    ['an empty file', () => Buffer.alloc(0), 400, 'Choose a photo to upload.'],
  ])('refuses %s and keeps the photo there was', async (_label, make, status, message) => {
    const before = photoFilesOf(owner.attendeeId!);
    const own = (await t.call(PHOTO_ENDPOINTS.own, { cookie: owner.cookie, expect: 200 })).body.photoUrl;
    const response = await upload(owner.cookie, make());
    expect(response.status).toBe(status);
    expect(response.body.error.message).toContain(message);
    expect(photoFilesOf(owner.attendeeId!)).toEqual(before);
    expect((await t.call(PHOTO_ENDPOINTS.own, { cookie: owner.cookie, expect: 200 })).body.photoUrl).toBe(own);
  });

  it('refuses a decompression bomb: a small file that would decode to 64 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777777' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(stranger.cookie, bomb);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('TOO_MANY_PIXELS');
    expect(photoFilesOf(stranger.attendeeId!)).toEqual([]);
  });

  it('refuses a square outside the photo, or half a square', async () => {
    expect((await upload(stranger.cookie, photo, { left: '400', top: '0', size: '600' })).body.error.message).toBe(
      'The chosen square does not fit inside the photo. Choose the square again.',
    );
    expect((await upload(stranger.cookie, photo, { left: '0', size: '600' })).status).toBe(400);
    expect((await upload(stranger.cookie, photo, { left: '-1', top: '0', size: '600' })).status).toBe(400);
    expect((await upload(stranger.cookie, photo, { left: 'x', top: '0', size: '600' })).status).toBe(400);
    expect(photoFilesOf(stranger.attendeeId!)).toEqual([]);
  });

  it('asks for a form upload when the body is JSON', async () => {
    const response = await t.request(PHOTO_ROUTES.upload.path, { method: 'PUT', cookie: owner.cookie, json: { file: 'x' } });
    expect(response.status).toBe(400);
  });
});

describe('who sees a member’s photo', () => {
  let version: string;
  beforeAll(async () => {
    version = versionOf((await upload(owner.cookie, photo)).body.photoUrl);
  });

  it('answers a member the bytes, privately cached for long with the version, revalidated without it', async () => {
    const withVersion = await fetchPhoto(stranger.cookie, owner.attendeeId!, '96', { v: version });
    expect(withVersion.status).toBe(200);
    expect(withVersion.headers.get('content-type')).toBe('image/webp');
    expect(withVersion.headers.get('cache-control')).toBe('private, max-age=31536000');
    expect(withVersion.headers.get('etag')).toBe(`"${version}-96"`);
    expect(withVersion.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(withVersion.bytes).metadata()).width).toBe(96);

    const stale = await fetchPhoto(stranger.cookie, owner.attendeeId!, '96', { v: 'an-old-one' });
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetchPhoto(stranger.cookie, owner.attendeeId!, '96', {}, { 'if-none-match': `"${version}-96"` });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it.each<[Audience, { stranger: number; friend: number; admin: number; owner: number }]>([
    ['members', { stranger: 200, friend: 200, admin: 200, owner: 200 }],
    ['connections', { stranger: 404, friend: 200, admin: 200, owner: 200 }],
    ['organisers', { stranger: 404, friend: 404, admin: 200, owner: 200 }],
  ])('shown to %s: answers each caller as that audience allows', async (audience, expected) => {
    await setAudience(owner.attendeeId!, audience);
    const seen = {
      stranger: (await fetchPhoto(stranger.cookie, owner.attendeeId!)).status,
      friend: (await fetchPhoto(friend.cookie, owner.attendeeId!)).status,
      admin: (await fetchPhoto(admin.cookie, owner.attendeeId!)).status,
      owner: (await fetchPhoto(owner.cookie, owner.attendeeId!)).status,
    };
    expect(seen).toEqual(expected);
    await setAudience(owner.attendeeId!, 'members');
  });

  it('refuses the photo, even from a cache check, to a member who may not see it', async () => {
    await setAudience(owner.attendeeId!, 'organisers');
    const refused = await fetchPhoto(stranger.cookie, owner.attendeeId!, '256', {}, { 'if-none-match': `"${version}-256"` });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    await setAudience(owner.attendeeId!, 'members');
  });

  it('hides a member who left the directory from all but their connections, the organisers and themself', async () => {
    await t.db.update(attendees).set({ inDirectory: false }).where(eq(attendees.id, owner.attendeeId!));
    expect((await fetchPhoto(stranger.cookie, owner.attendeeId!)).status).toBe(404);
    expect((await fetchPhoto(friend.cookie, owner.attendeeId!)).status).toBe(200);
    expect((await fetchPhoto(admin.cookie, owner.attendeeId!)).status).toBe(200);
    expect((await fetchPhoto(owner.cookie, owner.attendeeId!)).status).toBe(200);
    await t.db.update(attendees).set({ inDirectory: true }).where(eq(attendees.id, owner.attendeeId!));
  });

  it('answers 404 for an archived or deactivated member to other members, not to the organisers', async () => {
    const archived = await person(createMember);
    await upload(archived.cookie, photo);
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, archived.attendeeId!));
    expect((await fetchPhoto(friend.cookie, archived.attendeeId!)).status).toBe(404);
    expect((await fetchPhoto(admin.cookie, archived.attendeeId!)).status).toBe(200);

    const deactivated = await person(createMember);
    await upload(deactivated.cookie, photo);
    await banForTest(t, deactivated.userId, deactivated.email);
    expect((await fetchPhoto(stranger.cookie, deactivated.attendeeId!)).status).toBe(404);
    expect((await fetchPhoto(admin.cookie, deactivated.attendeeId!)).status).toBe(200);
    // Their own session ended with the ban; a deactivated caller is refused like any other route's.
    expect((await fetchPhoto(deactivated.cookie, owner.attendeeId!)).status).toBe(401);
  });

  it('answers 404 for a member with no photo, an unknown member, a size we do not keep and an id that is not one', async () => {
    expect((await fetchPhoto(stranger.cookie, friend.attendeeId!)).status).toBe(404);
    expect((await fetchPhoto(stranger.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fetchPhoto(stranger.cookie, owner.attendeeId!, '1024')).status).toBe(404);
    expect((await fetchPhoto(stranger.cookie, '../../etc')).status).toBe(404);
  });
});

describe('removing a photo', () => {
  it('removes every size, answers initials again, and the address goes 404', async () => {
    const saved = await upload(friend.cookie, photo);
    const version = versionOf(saved.body.photoUrl);
    expect(photoFilesOf(friend.attendeeId!)).toHaveLength(3);
    const removed = await t.call(PHOTO_ENDPOINTS.remove, { cookie: friend.cookie, expect: 200 });
    expect(removed.body).toEqual({ photoUrl: null, message: 'Your photo has been removed.' });
    expect(photoFilesOf(friend.attendeeId!)).toEqual([]);
    expect((await fetchPhoto(owner.cookie, friend.attendeeId!, '256', { v: version })).status).toBe(404);
    // Removing when there is none is no error.
    expect((await t.call(PHOTO_ENDPOINTS.remove, { cookie: friend.cookie })).status).toBe(200);
  });
});
