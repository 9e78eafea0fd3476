// Introductions on the live stream (issue 19 item 2, decision 023): the recipient's open pages hear of a
// request the moment it is sent, the requester's of its acceptance; 'Not now' is never told, and nobody
// else's stream carries any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_ENDPOINTS as C, type ConnectResult } from '../../../common/contracts/connections';
import { createMember } from '../../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../../tests/support/live-stream';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

type Member = { attendeeId: string; cookie: string };

let t: TestApp;
let counter = 0;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true' } });
  await t.live!.bus.ready();
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await t.close();
});

async function member(): Promise<Member> {
  counter += 1;
  const created = await createMember(t, { firstName: `Live${counter}`, lastName: 'Example' });
  const { cookie } = await t.signIn(created.email, created.password);
  return { attendeeId: created.attendeeId!, cookie };
}

/** The member's stream, caught up (past `ready`), closed after the file. */
async function streamOf(who: Member) {
  const stream = await openLiveStream(t.app, who.cookie);
  open.push(stream);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

const connect = (from: Member, to: Member) => t.call(C.connect, { cookie: from.cookie, body: { toAttendeeId: to.attendeeId } });
const act = (who: Member, id: string, action: 'accept' | 'decline' | 'withdraw') =>
  t.call(C[action], { params: { id }, cookie: who.cookie });

async function requestId(from: Member, to: Member): Promise<string> {
  const response = await connect(from, to);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const { state } = response.body as ConnectResult;
  if (state.kind !== 'sent') throw new Error(`expected a sent request, got ${state.kind}`);
  return state.requestId;
}

/** What the stream told: the bell's new count that comes with each piece of news ('notifications') is
 * left out here and checked where the news is (notifications/deliver.api.test.ts). */
const kinds = (stream: OpenStream) => stream.seen.map((m) => m.event).filter((kind) => kind !== 'notifications');

describe('introductions on the live stream', () => {
  it("tells the recipient of a request and the requester of its acceptance, with the request's id only", async () => {
    const [ana, ben, cy] = [await member(), await member(), await member()];
    const [toAna, toBen, toCy] = [await streamOf(ana), await streamOf(ben), await streamOf(cy)];

    const id = await requestId(ana, ben);
    const asked = await toBen.next('connection-request');
    expect(JSON.parse(asked.data)).toEqual({ requestId: id });

    expect((await act(ben, id, 'accept')).status).toBe(200);
    const accepted = await toAna.next('connection-accepted');
    expect(JSON.parse(accepted.data)).toEqual({ requestId: id });

    // Something for Cy, sent after the others: once it is here, anything else for Cy would be too.
    const cysId = await requestId(ana, cy);
    expect(JSON.parse((await toCy.next('connection-request')).data)).toEqual({ requestId: cysId });
    expect(kinds(toCy)).toEqual(['ready', 'connection-request']);
    // The requester hears nothing of their own request, the accepter nothing of their own answer.
    expect(kinds(toAna)).toEqual(['ready', 'connection-accepted']);
    expect(kinds(toBen)).toEqual(['ready', 'connection-request']);
  });

  it("'Not now' tells the requester nothing, nor does asking again within the hold", async () => {
    const [ana, ben] = [await member(), await member()];
    const [toAna, toBen] = [await streamOf(ana), await streamOf(ben)];
    const id = await requestId(ana, ben);
    await toBen.next('connection-request');
    expect((await act(ben, id, 'decline')).status).toBe(200);
    // Withdrawn and sent again: the request is held by the 'Not now' (decision 022), so Ben is not told either.
    expect((await act(ana, id, 'withdraw')).status).toBe(200);
    await requestId(ana, ben);
    // Markers, sent last: anything sent to Ana or Ben before them would have arrived first.
    const cy = await member();
    const marker = await requestId(cy, ana);
    expect(JSON.parse((await toAna.next('connection-request')).data)).toEqual({ requestId: marker });
    expect(kinds(toAna)).toEqual(['ready', 'connection-request']);
    const another = await member();
    const bensMarker = await requestId(another, ben);
    expect(JSON.parse((await toBen.next('connection-request')).data)).toEqual({ requestId: bensMarker });
    expect(kinds(toBen)).toEqual(['ready', 'connection-request', 'connection-request']);
  });

  it('Connect to someone who asked first accepts their request: they hear connection-accepted', async () => {
    const [ana, ben] = [await member(), await member()];
    const toAna = await streamOf(ana);
    const id = await requestId(ana, ben);
    const response = await connect(ben, ana);
    expect(response.status).toBe(200);
    expect((response.body as ConnectResult).outcome).toBe('connected');
    expect(JSON.parse((await toAna.next('connection-accepted')).data)).toEqual({ requestId: id });
  });
});
