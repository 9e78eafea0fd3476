// Newsletters (spec 2.4, 4.5, 5 'Newsletter', 7.1 blogs, 7.2): who may read and write, slugs from
// titles (unique, also under concurrent publishes, stable on edit), content kept as written, drafts
// hidden from members, paging and ordering, deletion, and the audit trail.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_ENDPOINTS as POSTS, type AdminPost, type CreatePostRequest } from '../../../common/contracts/posts';
import { auditLog, posts } from '../../db/schema';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let adminUserId: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachKind(t, { deactivated: true });
  Object.assign(cookies, signedIn.cookies);
  adminUserId = signedIn.admin.userId;
});
afterAll(() => t.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const VALID = { title: 'Guarded', content: 'Body' };

describeAdminOnly(
  [
    [POSTS.adminList, {}],
    [POSTS.adminList, { query: { search: 'a', page: 2 } }],
    [POSTS.adminPost, { params: { id: SOME_ID } }],
    [POSTS.adminCreate, { body: VALID }],
    [POSTS.adminUpdate, { params: { id: SOME_ID }, body: VALID }],
    [POSTS.adminPublish, { params: { id: SOME_ID } }],
    [POSTS.adminUnpublish, { params: { id: SOME_ID } }],
    [POSTS.adminDelete, { params: { id: SOME_ID } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

async function publish(body: CreatePostRequest): Promise<AdminPost> {
  return (await t.call(POSTS.adminCreate, { body, cookie: cookies.admin, expect: 201 })).body.post;
}
const create = (body: CreatePostRequest) => t.call(POSTS.adminCreate, { body, cookie: cookies.admin });
const bySlug = (slug: string) => t.call(POSTS.bySlug, { params: { slug }, cookie: cookies.member });
const postCount = async () => (await t.db.select({ n: count() }).from(posts))[0].n;

describe('members read', () => {
  it('refuses visitors and members who have not finished signing up, before touching data', async () => {
    const reads = [
      (cookie?: string) => t.call(POSTS.list, { cookie }),
      (cookie?: string) => t.call(POSTS.bySlug, { params: { slug: 'anything' }, cookie }),
    ];
    for (const read of reads) {
      expect((await read()).status).toBe(401);
      expect((await read(cookies.notOnboarded)).status).toBe(403);
      expect(await read(cookies.deactivated)).toMatchObject({ status: 403, body: { error: { code: 'BANNED_USER' } } });
    }
  });

  it('answers one published post by slug, and "Blog not found" for anything else', async () => {
    const post = await publish({ title: 'A Readable Issue', content: 'First\nSecond', tags: ['One'] });
    const response = await bySlug(post.slug);
    expect(response).toMatchObject({
      status: 200,
      body: { slug: 'a-readable-issue', title: 'A Readable Issue', content: 'First\nSecond', tags: ['One'] },
    });
    expect((await bySlug('no-such-post')).body).toMatchObject({ error: { message: 'Blog not found' } });
    // Raw HTTP: slugs no title could make, sent as they are.
    for (const slug of ['no-such-post', 'NOT%20A%20SLUG', '..%2F..%2Fetc']) {
      const missing = await t.request(`/api/posts/${slug}`, { cookie: cookies.member });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Blog not found');
    }
  });
});

describe('publishing', () => {
  it('publishes now, by the calling administrator, and audits it', async () => {
    const at = new Date('2026-04-02T10:00:00Z');
    t.clock.set(at);
    try {
      const post = await publish({
        title: '  Spring Letter  ',
        content: 'Hello',
        description: '  A short note  ',
        imageUrl: '/demo/post-1.svg',
        tags: [' Growth ', 'growth', 'Events', '  '],
      });
      expect(post).toMatchObject({
        title: 'Spring Letter',
        slug: 'spring-letter',
        status: 'published',
        description: 'A short note',
        imageUrl: '/demo/post-1.svg',
        tags: ['Growth', 'Events'],
        publishedAt: at.toISOString(),
      });
      const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row.authorId).toBe(adminUserId);
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'post.create'));
      expect(entries.find((e) => e.details?.postId === post.id)).toMatchObject({
        actorUserId: adminUserId,
        details: { slug: 'spring-letter' },
      });
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a blank title or content with a message on each field, and writes nothing', async () => {
    const before = await postCount();
    const response = await t.call(POSTS.adminCreate, {
      body: { title: '   ', content: ' \n\t ' },
      cookie: cookies.admin,
      expect: 400,
    });
    expect(response.body.error.fields).toMatchObject({
      title: 'Please enter a newsletter title',
      content: 'Please enter the content',
    });
    // Raw HTTP: a body without the required fields.
    const missing = await t.request('/api/admin/posts', { json: {}, cookie: cookies.admin });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(expect.arrayContaining(['title', 'content']));
    expect(await postCount()).toBe(before);
  });

  it('refuses image addresses that are not a site path or https, and too many or too long tags', async () => {
    const before = await postCount();
    for (const imageUrl of [
      'javascript:alert(1)',
      'http://example.com/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
    ]) {
      const response = await t.call(POSTS.adminCreate, { body: { ...VALID, imageUrl }, cookie: cookies.admin, expect: 400 });
      expect(response.body.error.fields?.imageUrl, imageUrl).toBe(
        'Enter an https address or a path on this site starting with /',
      );
    }
    const tooMany = await t.call(POSTS.adminCreate, {
      body: { ...VALID, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      cookie: cookies.admin,
      expect: 400,
    });
    expect(tooMany.body.error.fields?.tags).toBe('A newsletter can have at most 10 tags');
    expect((await create({ ...VALID, tags: ['x'.repeat(41)] })).status).toBe(400);
    expect(await postCount()).toBe(before);
    const https = await publish({ ...VALID, imageUrl: 'https://images.example.com/cover.png' });
    expect(https.imageUrl).toBe('https://images.example.com/cover.png');
  });

  it('keeps content exactly as written, markup included, as text', async () => {
    const content = '<script>alert(1)</script>\n  Indented <b>bold</b> & "quotes"\r\n\nLast line ';
    const post = await publish({ title: 'Markup Stays Text', content });
    const response = await t.call(POSTS.bySlug, { params: { slug: post.slug }, cookie: cookies.member, expect: 200 });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.content).toBe(content);
  });

  it('gives equal titles -2, -3… in order', async () => {
    const slugs = [];
    // The administrator confirmed each repeat (allowDuplicateTitle): see 'duplicate titles' below.
    for (let i = 0; i < 3; i++)
      slugs.push((await publish({ title: 'Same Title', content: `#${i}`, allowDuplicateTitle: i > 0 })).slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    // A title with nothing usable still gets an address.
    expect((await publish({ title: '???', content: 'x' })).slug).toBe('newsletter');
    expect((await publish({ title: '!!!', content: 'x' })).slug).toBe('newsletter-2');
  });

  it('gives every one of several simultaneous publishes of one title its own slug', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call(POSTS.adminCreate, {
          body: { title: 'Launch Day', content: `#${i}`, allowDuplicateTitle: true },
          cookie: cookies.admin,
          expect: 201,
        }),
      ),
    );
    const slugs = results.map((r) => r.body.post.slug).sort();
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toEqual(['launch-day', 'launch-day-2', 'launch-day-3', 'launch-day-4', 'launch-day-5', 'launch-day-6']);
  });
});

describe('duplicate titles', () => {
  it('refuses a second newsletter with a title that exists (whatever its case) with 409 and a clear message, until confirmed', async () => {
    const first = await publish({ title: 'Quarterly Roundup', content: 'One' });
    const before = await postCount();
    const again = await t.call(POSTS.adminCreate, {
      body: { title: '  quarterly ROUNDUP ', content: 'Two' },
      cookie: cookies.admin,
      expect: 409,
    });
    expect(again.body.error).toMatchObject({
      code: 'DUPLICATE_TITLE',
      message: 'A newsletter titled “quarterly ROUNDUP” already exists.',
    });
    expect(await postCount()).toBe(before);
    // A draft counts too: it is a newsletter the administrator may still publish.
    expect((await create({ title: 'Quarterly Roundup', content: 'x', status: 'draft' })).status).toBe(409);

    const confirmed = await publish({ title: 'Quarterly Roundup', content: 'Two', allowDuplicateTitle: true });
    expect(confirmed.slug).toBe(`${first.slug}-2`);
    expect(await postCount()).toBe(before + 1);
  });

  it('refuses an edit that takes another newsletter’s title, but never an edit that keeps its own', async () => {
    const taken = await publish({ title: 'Investor Notes', content: 'x' });
    const other = await publish({ title: 'Operator Notes', content: 'x' });
    const put = (id: string, body: CreatePostRequest) =>
      t.call(POSTS.adminUpdate, { params: { id }, body, cookie: cookies.admin });

    const clash = await put(other.id, { title: 'investor notes', content: 'changed' });
    expect(clash).toMatchObject({ status: 409, body: { error: { code: 'DUPLICATE_TITLE' } } });
    expect((await t.db.select().from(posts).where(eq(posts.id, other.id)))[0]).toMatchObject({
      title: 'Operator Notes',
      content: 'x',
    });

    expect((await put(taken.id, { title: 'Investor Notes', content: 'new body' })).status).toBe(200);
    expect((await put(taken.id, { title: 'INVESTOR NOTES', content: 'new body' })).status).toBe(200);
    const confirmed = await put(other.id, { title: 'Investor Notes', content: 'changed', allowDuplicateTitle: true });
    expect(confirmed).toMatchObject({ status: 200, body: { post: { title: 'Investor Notes', slug: other.slug } } });
  });

  it('refuses an allowDuplicateTitle that is not true or false', async () => {
    // Raw HTTP: a field of the wrong type.
    const refused = await t.request('/api/admin/posts', {
      json: { title: 'Flag Check', content: 'x', allowDuplicateTitle: 'yes' },
      cookie: cookies.admin,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ allowDuplicateTitle: 'allowDuplicateTitle must be true or false.' });
  });
});

describe('editing, unpublishing and deleting', () => {
  it('edits what a post says and keeps its slug', async () => {
    const post = await publish({ title: 'Original Title', content: 'Old', tags: ['A'] });
    const response = await t.call(POSTS.adminUpdate, {
      params: { id: post.id },
      body: { title: 'A Completely New Title', content: 'New\nLines', description: 'Now with a description', tags: ['B'] },
      cookie: cookies.admin,
      expect: 200,
    });
    expect(response.body.post).toMatchObject({ slug: 'original-title', title: 'A Completely New Title', status: 'published' });
    const read = await bySlug('original-title');
    expect(read.body).toMatchObject({
      title: 'A Completely New Title',
      content: 'New\nLines',
      tags: ['B'],
      publishedAt: post.publishedAt,
    });
    const blank = await t.call(POSTS.adminUpdate, {
      params: { id: post.id },
      body: { title: '', content: '' },
      cookie: cookies.admin,
    });
    expect(blank.status).toBe(400);
    expect((await bySlug('original-title')).body).toMatchObject({ title: 'A Completely New Title' });
  });

  it('hides an unpublished post from members (list and slug), keeps it for admins, and brings it back', async () => {
    const post = await publish({ title: 'Soon Hidden', content: 'x' });
    const hide = await t.call(POSTS.adminUnpublish, { params: { id: post.id }, cookie: cookies.admin, expect: 200 });
    expect(hide.body.post.status).toBe('draft');

    const list = (await t.call(POSTS.list, { query: { pageSize: 100 }, cookie: cookies.member, expect: 200 })).body;
    expect(list.items.map((p) => p.id)).not.toContain(post.id);
    expect(await bySlug(post.slug)).toMatchObject({ status: 404, body: { error: { message: 'Blog not found' } } });
    const admin = (await t.call(POSTS.adminList, { query: { search: 'soon hidden' }, cookie: cookies.admin, expect: 200 })).body;
    expect(admin.items).toEqual([expect.objectContaining({ id: post.id, status: 'draft', publishedAt: post.publishedAt })]);

    const show = await t.call(POSTS.adminPublish, { params: { id: post.id }, cookie: cookies.admin, expect: 200 });
    expect(show.body.post).toMatchObject({ status: 'published', publishedAt: post.publishedAt });
    expect((await bySlug(post.slug)).status).toBe(200);
    const actions = (await t.db.select().from(auditLog)).filter((e) => e.details?.postId === post.id).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['post.create', 'post.unpublish', 'post.publish']));
  });

  it('keeps a draft hidden until it is first published, then dates it', async () => {
    const draft = await publish({ title: 'Draft First', content: 'x', status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await bySlug(draft.slug)).status).toBe(404);
    const shown = await t.call(POSTS.adminPublish, { params: { id: draft.id }, cookie: cookies.admin, expect: 200 });
    expect(shown.body.post.publishedAt).not.toBeNull();
  });

  it('deletes a post for good, and answers "Record not found" for unknown or malformed ids', async () => {
    const post = await publish({ title: 'Short Lived', content: 'x' });
    await t.call(POSTS.adminDelete, { params: { id: post.id }, cookie: cookies.admin, expect: 200 });
    expect((await bySlug(post.slug)).status).toBe(404);
    expect((await t.db.select().from(posts).where(eq(posts.id, post.id))).length).toBe(0);
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'post.delete'))).some((e) => e.details?.postId === post.id),
    ).toBe(true);
    const cookie = cookies.admin;
    for (const id of [post.id, 'not-a-uuid']) {
      for (const response of [
        await t.call(POSTS.adminDelete, { params: { id }, cookie }),
        await t.call(POSTS.adminUpdate, { params: { id }, body: VALID, cookie }),
        await t.call(POSTS.adminPublish, { params: { id }, cookie }),
        await t.call(POSTS.adminPost, { params: { id }, cookie }),
      ]) {
        expect(response, id).toMatchObject({ status: 404, body: { error: { message: 'Record not found' } } });
      }
    }
  });
});

describe('paging and ordering', () => {
  let app: TestApp;
  let admin: string;
  let member: string;
  const titles = ['Oldest', 'Second', 'Third', 'Fourth', 'Newest'];

  beforeAll(async () => {
    app = await createTestApp();
    const a = await createAdmin(app);
    admin = (await app.signIn(a.email, a.password)).cookie;
    const m = await createMember(app);
    member = (await app.signIn(m.email, m.password)).cookie;
    // Published in a shuffled order of time, so creation order cannot pass for publication order.
    const days = [1, 3, 5, 7, 9];
    for (const i of [2, 0, 4, 1, 3]) {
      app.clock.set(new Date(Date.UTC(2026, 0, days[i])));
      await app.call(POSTS.adminCreate, { body: { title: titles[i], content: 'x' }, cookie: admin, expect: 201 });
    }
    app.clock.reset();
    await app.call(POSTS.adminCreate, {
      body: { title: 'Hidden Draft', content: 'x', status: 'draft' },
      cookie: admin,
      expect: 201,
    });
  });
  afterAll(() => app.close());

  const page = async (query: { page?: number; pageSize?: number } = {}) =>
    (await app.call(POSTS.list, { query, cookie: member, expect: 200 })).body;

  it('lists published posts newest first, a page at a time, with the total', async () => {
    const first = await page({ page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((p) => p.title)).toEqual(['Newest', 'Fourth']);
    expect((await page({ page: 2, pageSize: 2 })).items.map((p) => p.title)).toEqual(['Third', 'Second']);
    expect((await page({ page: 3, pageSize: 2 })).items.map((p) => p.title)).toEqual(['Oldest']);
    const past = await page({ page: 4, pageSize: 2 });
    expect(past).toMatchObject({ items: [], total: 5 });
    expect((await page()).pageSize).toBe(12);
    expect((await page()).items[0]).not.toHaveProperty('content');
  });

  it('refuses nonsense paging', async () => {
    // Raw HTTP: query strings no page control sends.
    for (const query of ['?page=0', '?page=abc', '?pageSize=101', '?pageSize=1.5']) {
      expect((await app.request(`/api/posts${query}`, { cookie: member })).status, query).toBe(400);
    }
  });

  it('lets administrators page and search every post by title, drafts included', async () => {
    const list = async (query: { search?: string; pageSize?: number }) =>
      (await app.call(POSTS.adminList, { query, cookie: admin, expect: 200 })).body;
    const all = await list({ pageSize: 3 });
    expect(all.total).toBe(6);
    expect(all.items).toHaveLength(3);
    const drafts = await list({ search: 'DRAFT' });
    expect(drafts.items.map((p) => [p.title, p.status])).toEqual([['Hidden Draft', 'draft']]);
    const literal = await list({ search: '%' });
    expect(literal.total).toBe(0);
  });
});
