// A conversation between two members written straight into the tables (decision 054's), for the tests of
// what reads it without sending (reports, blocks, privacy): each message in order, one seq per message.
import { and, eq, sql } from 'drizzle-orm';
import { privateConversationMembers, privateConversations, privateMessages } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export type ThreadLine = { from: string; body: string; deleted?: boolean };

/** A conversation between members `a` and `b` (attendee ids) holding `lines`, oldest first, a minute apart. */
export async function createThread(
  t: TestApp,
  a: string,
  b: string,
  lines: ThreadLine[],
  start = new Date('2026-11-01T09:00:00Z'),
) {
  const [low, high] = [a, b].sort();
  const lastAt = lines.length > 0 ? new Date(start.getTime() + (lines.length - 1) * 60_000) : null;
  const [conversation] = await t.db
    .insert(privateConversations)
    .values({ memberLow: low, memberHigh: high, lastSeq: lines.length, lastMessageAt: lastAt })
    .returning();
  await t.db.insert(privateConversationMembers).values([
    { conversationId: conversation.id, memberId: a, lastMessageAt: lastAt },
    { conversationId: conversation.id, memberId: b, lastMessageAt: lastAt },
  ]);
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
              createdAt: new Date(start.getTime() + i * 60_000),
              deletedAt: line.deleted ? new Date(start.getTime() + i * 60_000 + 1000) : null,
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
    .set({ hiddenBeforeSeq: seq, hiddenAt: sql`now()` })
    .where(and(eq(privateConversationMembers.conversationId, conversationId), eq(privateConversationMembers.memberId, member)));
}
