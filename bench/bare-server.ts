// The floor of this stack for the members' poll: a bare Hono handler on @hono/node-server that runs the
// poll's SQL (the exact text drizzle writes for checkNewReplies) through the same kind of pg pool
// openDatabase makes, with no session, no middleware and no caller lookup. ?m=<n> names member n.
// /unread?u=<user id>: the bell's unread count (countUnread, the same drizzle query the app runs), for bench:digest.
// /messages/{list,thread,unread}?a=<attendee id>: the conversations' reads, for bench:messages.
// /questions/{route,list,read}?a=<attendee id>: open questions' routing query and reads, for bench:questions.
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { NEW_REPLIES_STATEMENT, newRepliesQuery } from '../src/server/features/ask/reply-poll';
import { countUnreadMessages, listConversations, readThread } from '../src/server/features/conversations/threads';
import { countUnread } from '../src/server/features/notifications/service';
import { findMatchingMembers } from '../src/server/features/open-questions/routing';
import { listQuestions, readQuestion } from '../src/server/features/open-questions/questions';
import { memberEmail, memberUserId } from './common';

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
// The SQL text once, as the same named prepared statement the app uses; the values per request.
const probe = newRepliesQuery(database.db).toSQL();
const slots = probe.params.map((value) => (value as { name?: string }).name);
if (!slots.includes('userId') || !slots.includes('email'))
  throw new Error(`unexpected parameters: ${JSON.stringify(probe.params)}`);

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
app.get('/replies', async (c) => {
  const n = Number(c.req.query('m'));
  const values = slots.map((slot) => (slot === 'userId' ? memberUserId(n) : memberEmail(n)));
  const { rows } = await pool.query({ name: NEW_REPLIES_STATEMENT, text: probe.sql, values });
  const row = rows[0];
  return c.json({
    newReplies: row.newReplies ?? row.new_replies ?? Object.values(row)[0],
    latestRespondedAt: Object.values(row)[1] ?? null,
  });
});

app.get('/unread', async (c) => c.json({ unread: await countUnread(database.db, c.req.query('u') ?? '', new Date()) }));

// bench:messages: the conversations' own operations (the SQL the routes run), for member ?a=<attendee id>.
const asMember = (c: { req: { query(name: string): string | undefined } }) =>
  ({ kind: 'member', userId: '', attendee: { id: c.req.query('a') ?? '' } }) as unknown as Parameters<
    typeof listConversations
  >[1];
const conversationDeps = { db: database.db } as unknown as Parameters<typeof listConversations>[0];
app.get('/messages/list', async (c) => c.json(await listConversations(conversationDeps, asMember(c), {})));
app.get('/messages/thread', async (c) => c.json(await readThread(conversationDeps, asMember(c), c.req.query('c') ?? '')));
app.get('/messages/unread', async (c) => c.json(await countUnreadMessages(conversationDeps, asMember(c))));

// bench:questions: the routing query for a question not yet routed, and the two reads, as member ?a=.
const questionDeps = { db: database.db } as unknown as Parameters<typeof listQuestions>[0];
const questionCaller = (c: { req: { query(name: string): string | undefined } }) =>
  ({ kind: 'member', userId: '', email: '', attendee: { id: c.req.query('a') ?? '', archived: false } }) as Parameters<
    typeof listQuestions
  >[1];
// As the app routes it: inside a transaction with JIT off (routing.ts, decision 066).
app.get('/questions/route', async (c) =>
  c.json(
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return findMatchingMembers(
        tx,
        {
          id: crypto.randomUUID(),
          askerId: c.req.query('a') ?? '',
          body: c.req.query('q') ?? '',
          topicKeys: (c.req.query('t') ?? '')
            .split(',')
            .filter(Boolean)
            .map((t) => t.toLowerCase()),
        },
        new Date(),
      );
    }),
  ),
);
app.get('/questions/list', async (c) =>
  c.json(
    await listQuestions(questionDeps, questionCaller(c), {
      topic: c.req.query('topic'),
      filter: c.req.query('filter') as 'all' | 'asked-of-me' | undefined,
    }),
  ),
);
app.get('/questions/read', async (c) =>
  c.json(await readQuestion(questionDeps, questionCaller(c), c.req.query('id') ?? '', { order: 'helpful' })),
);

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => database.close().then(() => process.exit(0))));
