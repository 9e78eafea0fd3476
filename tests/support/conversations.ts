// The conversations feature's test factories (issue 35, decision 054), shared by every test that needs
// members who may write to each other or a thread between them (conversations, blocks, reports, privacy,
// the audit's coverage), as factories.ts is for members and requests. One way makes a thread: createThread
// writes the rows a run of sends leaves (each message's seq in order; each member has read what came before
// their own last message, the rest counted unread, the burst's first unread message marked for the away
// email), so what the tests read is what the app would have written. Sending itself is tested through the
// API (conversations.api.test.ts), not made here.
import { and, eq, sql } from 'drizzle-orm';
import { CONVERSATION_ENDPOINTS as C, type Message } from '../../src/common/contracts/conversations';
import {
  connectionRequests,
  privateConversationMembers,
  privateConversations,
  privateMessages,
} from '../../src/server/db/schema';
import { createAdmin, createMember } from './factories';
import type { TestApp } from './test-app';

/** A signed-in member with what the conversations' tests use of them. */
export type Talker = { attendeeId: string; userId: string; email: string; cookie: string; name: string };

/** A member (or an organiser: `admin`) who can sign in, signed in. */
export async function createTalker(
  t: TestApp,
  options: { admin?: boolean; firstName?: string; lastName?: string } = {},
): Promise<Talker> {
  const { firstName = 'Morgan', lastName = 'Example' } = options;
  const created = await (options.admin ? createAdmin : createMember)(t, { firstName, lastName });
  const { cookie } = await t.signIn(created.email, created.password);
  return {
    attendeeId: created.attendeeId!,
    userId: created.userId,
    email: created.email,
    cookie,
    name: `${firstName} ${lastName}`.trim(),
  };
}

/** An accepted introduction from member `a` to member `b` (attendee ids), as the connections feature leaves it. */
export async function connectMembers(t: TestApp, a: string, b: string): Promise<string> {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(connectionRequests)
    .values({
      fromAttendeeId: a,
      toAttendeeId: b,
      status: 'accepted',
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      acceptedAt: now,
    })
    .returning();
  return row.id;
}

/** Sends `body` in conversation `id` through the API; the message, which must be saved (201). */
export async function sendAs(t: TestApp, who: Pick<Talker, 'cookie'>, id: string, body: string): Promise<Message> {
  return (await t.call(C.send, { cookie: who.cookie, params: { id }, body: { body }, expect: 201 })).body;
}

export type ThreadLine = { from: string; body: string; deleted?: boolean };

/**
 * The conversation between members `a` and `b` (attendee ids) holding `lines`, oldest first, a minute apart
 * from `start` (the test clock's now by default), with each member's marks as those sends leave them.
 * Neither need be connected: what may be written is the API's to decide; this is what was.
 */
export async function createThread(t: TestApp, a: string, b: string, lines: ThreadLine[] = [], start: Date = t.clock.now()) {
  const [low, high] = [a, b].sort();
  const at = (i: number) => new Date(start.getTime() + i * 60_000);
  const lastAt = lines.length > 0 ? at(lines.length - 1) : null;
  const [conversation] = await t.db
    .insert(privateConversations)
    .values({ memberLow: low, memberHigh: high, lastSeq: lines.length, lastMessageAt: lastAt, createdAt: start })
    .returning();
  // Writing in a thread reads it: a member has read up to their own last message; the other's messages
  // after it are unread, the first of them the burst the away email waits on.
  const sideOf = (member: string) => {
    const ownLast = lines.findLastIndex((line) => line.from === member) + 1;
    const unread = lines.map((line, i) => ({ ...line, seq: i + 1 })).filter((line) => line.seq > ownLast && line.from !== member);
    return {
      conversationId: conversation.id,
      memberId: member,
      readSeq: ownLast,
      deliveredSeq: ownLast,
      unreadCount: unread.filter((line) => !line.deleted).length,
      awayFromSeq: unread[0]?.seq ?? null,
      lastMessageAt: lastAt,
      createdAt: start,
    };
  };
  await t.db.insert(privateConversationMembers).values([sideOf(a), sideOf(b)]);
  const messages =
    lines.length === 0
      ? []
      : await t.db
          .insert(privateMessages)
          .values(
            lines.map((line, i) => ({
              conversationId: conversation.id,
              seq: i + 1,
              senderId: line.from,
              body: line.deleted ? '' : line.body,
              createdAt: at(i),
              deletedAt: line.deleted ? new Date(at(i).getTime() + 1000) : null,
            })),
          )
          .returning();
  messages.sort((x, y) => x.seq - y.seq);
  return { id: conversation.id, messages };
}

/** Deletes the conversation up to `seq` from `member`'s own view, as their 'delete conversation' does. */
export async function hideThreadBefore(t: TestApp, conversationId: string, member: string, seq: number) {
  await t.db
    .update(privateConversationMembers)
    .set({ hiddenBeforeSeq: seq, hiddenAt: sql`now()`, unreadCount: 0, awayFromSeq: null })
    .where(and(eq(privateConversationMembers.conversationId, conversationId), eq(privateConversationMembers.memberId, member)));
}
