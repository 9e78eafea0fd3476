// What reaches another member (issue 28): an archived member's session can no longer ask anyone to connect
// or accept a request (each would email and tell the other member of someone they cannot see), and
// withdrawing and connecting again does not email or tell the same member again within the cooldown.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_ENDPOINTS as C,
  REQUEST_NOTICE_COOLDOWN_DAYS,
  type ConnectResult,
} from '../../../common/contracts/connections';
import { MEMBER_ENDPOINTS } from '../../../common/contracts/members';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../../tests/support/live-stream';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { connectionRequests } from '../../db/schema';

type Member = { attendeeId: string; email: string; cookie: string };

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let counter = 0;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true' } });
  await t.live!.bus.ready();
  const organiser = await createAdmin(t);
  admin = (await t.signIn(organiser.email, organiser.password)).cookie;
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await t.close();
});

async function member(): Promise<Member> {
  counter += 1;
  const created = await createMember(t, { firstName: `Reach${counter}`, lastName: 'Example' });
  const { cookie } = await t.signIn(created.email, created.password);
  return { attendeeId: created.attendeeId!, email: created.email, cookie };
}

async function streamOf(who: Member) {
  const stream = await openLiveStream(t.app, who.cookie);
  open.push(stream);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

const connect = (from: Member, to: Member) => t.call(C.connect, { cookie: from.cookie, body: { toAttendeeId: to.attendeeId } });
const act = (who: Member, id: string, action: 'accept' | 'withdraw') => t.call(C[action], { params: { id }, cookie: who.cookie });
const mailsTo = (who: Member) => t.outbox().filter((m) => m.to.toLowerCase() === who.email.toLowerCase());
const archive = (who: Member) => t.call(MEMBER_ENDPOINTS.archive, { cookie: admin, body: { email: who.email } });
const rowsFrom = (who: Member) =>
  t.db.select().from(connectionRequests).where(eq(connectionRequests.fromAttendeeId, who.attendeeId));

async function requestId(from: Member, to: Member): Promise<string> {
  const response = await connect(from, to);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const { state } = response.body as ConnectResult;
  if (state.kind !== 'sent') throw new Error(`expected a sent request, got ${state.kind}`);
  return state.requestId;
}

/** Sends `to` something from a new member and waits for it: anything sent to them before has arrived by then. */
async function drain(stream: OpenStream, to: Member) {
  const marker = await requestId(await member(), to);
  expect(JSON.parse((await stream.next('connection-request')).data)).toEqual({ requestId: marker });
}

/** What the stream told, but the bell's new count that comes with each piece of news (deliver.api.test.ts). */
const kinds = (stream: { seen: { event: string }[] }) =>
  stream.seen.map((m) => m.event).filter((kind) => kind !== 'notifications');

describe('an archived member, whatever session they still hold', () => {
  it('cannot send a request: nothing is written, emailed or told', async () => {
    const [hidden, other] = [await member(), await member()];
    const toOther = await streamOf(other);
    expect((await archive(hidden)).status).toBe(200);

    const refused = await connect(hidden, other);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'ARCHIVED_MEMBER' } });
    expect(await rowsFrom(hidden)).toEqual([]);
    expect(mailsTo(other)).toEqual([]);
    await drain(toOther, other);
    expect(kinds(toOther)).toEqual(['ready', 'connection-request']);
  });

  it('cannot accept a request sent before they were archived: the requester hears nothing', async () => {
    const [asker, hidden] = [await member(), await member()];
    const toAsker = await streamOf(asker);
    const id = await requestId(asker, hidden);
    await archive(hidden);

    const refused = await act(hidden, id, 'accept');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'ARCHIVED_MEMBER' } });
    expect((await rowsFrom(asker))[0].status).toBe('pending');
    expect(mailsTo(asker)).toEqual([]);
    await drain(toAsker, asker);
    expect(kinds(toAsker)).toEqual(['ready', 'connection-request']);
  });
});

describe('withdraw, then Connect again', () => {
  it(`emails and tells the other member once within ${REQUEST_NOTICE_COOLDOWN_DAYS} days; the request still waits in their list`, async () => {
    const start = new Date('2026-03-10T12:00:00Z');
    t.clock.set(start);
    try {
      const [ana, ben] = [await member(), await member()];
      const toBen = await streamOf(ben);
      let id = await requestId(ana, ben);
      expect(JSON.parse((await toBen.next('connection-request')).data)).toEqual({ requestId: id });
      for (let again = 0; again < 3; again++) {
        expect((await act(ana, id, 'withdraw')).status).toBe(200);
        id = await requestId(ana, ben);
      }
      expect(mailsTo(ben)).toHaveLength(1);
      await drain(toBen, ben);
      expect(kinds(toBen)).toEqual(['ready', 'connection-request', 'connection-request']);
      // Held silently, not hidden: Ben still finds the latest request and can answer it.
      const received = await t.call(C.received, { cookie: ben.cookie, expect: 200 });
      expect(received.body.items.map((item) => item.id)).toContain(id);

      // Past the cooldown, counted from the last request, a new one is news again.
      await act(ana, id, 'withdraw');
      t.clock.set(new Date(start.getTime() + (REQUEST_NOTICE_COOLDOWN_DAYS + 1) * DAY));
      const before = mailsTo(ben).length;
      await requestId(ana, ben);
      expect(mailsTo(ben)).toHaveLength(before + 1);
    } finally {
      t.clock.reset();
    }
  });
});
