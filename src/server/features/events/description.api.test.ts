// An event's description and cover picture (issue 32 item 4, decision 040): kept as written and shown to
// members on the list and the page; anything that is not plain text or a picture address here or on https
// is refused with a clear 400 and writes nothing; members cannot write them at all.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS as EVENTS, EVENT_MESSAGES as M } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS as ADMIN, type EventInput } from '../../../common/contracts/events-admin';
import { INPUT_MESSAGES } from '../../../common/messages';
import { events } from '../../db/schema';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
const BASE: EventInput = { title: 'Spring Salon', date: '2031-05-01T18:30' };
const DESCRIPTION = 'An evening with makers.\n\nTickets: https://example.com/t <b>bold</b>';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, (await signInEachKind(t)).cookies);
});
afterAll(() => t.close());

const eventCount = async () => (await t.db.select({ n: count() }).from(events))[0].n;

describe('an event’s description and cover', () => {
  it('keeps them as written, blank as none, and members read them on the list and the page', async () => {
    const created = await t.call(ADMIN.create, {
      cookie: cookies.admin,
      body: { ...BASE, description: `  ${DESCRIPTION}  `, coverImageUrl: '/uploads/event-images/1-a.png' },
      expect: 201,
    });
    expect(created.body.event).toMatchObject({ description: DESCRIPTION, coverImageUrl: '/uploads/event-images/1-a.png' });
    const id = created.body.event.id;

    const listed = await t.call(EVENTS.upcoming, { cookie: cookies.member, expect: 200 });
    expect(listed.body.items.find((item) => item.id === id)).toMatchObject({
      description: DESCRIPTION,
      coverImageUrl: '/uploads/event-images/1-a.png',
    });
    const page = await t.call(EVENTS.event, { cookie: cookies.member, params: { id }, expect: 200 });
    expect(page.body).toMatchObject({ description: DESCRIPTION, coverImageUrl: '/uploads/event-images/1-a.png' });

    const cleared = await t.call(ADMIN.update, {
      cookie: cookies.admin,
      params: { id },
      body: { ...BASE, description: '   ', coverImageUrl: '' },
      expect: 200,
    });
    expect(cleared.body.event).toMatchObject({ description: null, coverImageUrl: null });
  });

  it.each([
    ['a javascript: cover', { coverImageUrl: 'javascript:alert(1)' }, 'coverImageUrl', M.coverImageInvalid],
    ['a plain-http cover', { coverImageUrl: 'http://example.com/a.png' }, 'coverImageUrl', M.coverImageInvalid],
    ['a data: cover', { coverImageUrl: 'data:image/png;base64,AAAA' }, 'coverImageUrl', M.coverImageInvalid],
    ['a cover path outside the uploads', { coverImageUrl: '/admin/dashboard.png' }, 'coverImageUrl', M.coverImageInvalid],
    ['a protocol-relative cover', { coverImageUrl: '//evil.example/a.png' }, 'coverImageUrl', M.coverImageInvalid],
    [
      'a cover address of 1,001 characters',
      { coverImageUrl: `https://example.com/${'a'.repeat(981)}` },
      'coverImageUrl',
      M.coverImageTooLong,
    ],
    ['a description of 10,001 characters', { description: 'x'.repeat(10_001) }, 'description', M.descriptionTooLong],
    ['a description with a NUL', { description: 'a\u0000b' }, 'description', INPUT_MESSAGES.unsupportedCharacter],
    ['a description with a direction override', { description: 'Ali\u202Eecila' }, 'description', INPUT_MESSAGES.hiddenCharacter],
    ['a description that is not text', { description: 42 }, 'description', undefined],
  ])('refuses %s with a 400 on its field and writes nothing', async (_label, fields, field, message) => {
    const before = await eventCount();
    const refused = await t.call(ADMIN.create, {
      cookie: cookies.admin,
      body: { ...BASE, ...fields } as EventInput,
      expect: 400,
    });
    expect(Object.keys(refused.body.error.fields ?? {})).toContain(field);
    if (message) expect(refused.body.error.fields![field]).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it('an https cover is accepted, and a member cannot write one', async () => {
    await t.call(ADMIN.create, {
      cookie: cookies.admin,
      body: { ...BASE, coverImageUrl: 'https://images.example.com/salon.jpg' },
      expect: 201,
    });
    const refused = await t.call(ADMIN.create, { cookie: cookies.member, body: { ...BASE, description: 'Mine' } });
    expect(refused.status).toBe(403);
  });
});
