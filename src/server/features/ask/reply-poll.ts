// The members' 30-second poll for new replies (spec 9): the most frequent request of the product, so it
// is read with the caller's session in the caller middleware's one query (newRepliesWithSession; decision
// 018), and on its own only when that fast path does not answer (checkNewReplies).
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ReplyStatus } from '../../../common/contracts/ask';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import { normalizeEmail } from '../../../common/names';
import type { CallerExtra } from '../../auth/caller';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import type { Owner } from './conversation-rows';

/**
 * The caller's answered entries as ownedBy() selects them (by account, or by email for entries saved
 * without one), written as two lookups joined by UNION ALL instead of one OR: PostgreSQL then reads each
 * from conversations_member_replies_idx with a plain index scan, where the OR built and combined two
 * bitmaps (about a tenth of the poll's database time; bench/README.md). `email` is already normalised.
 */
const answeredEntriesOf = (userId: SQLWrapper, email: SQLWrapper) => sql`(
  select ${conversations.viewed} as viewed, ${conversations.adminResponse} is not null as has_reply, ${conversations.respondedAt} as responded_at
  from ${conversations}
  where ${conversations.userId} = ${userId} and ${conversations.status} = 'answered' and ${conversations.step} = 'complete'
  union all
  select ${conversations.viewed}, ${conversations.adminResponse} is not null, ${conversations.respondedAt}
  from ${conversations}
  where ${conversations.userId} is null and lower(${conversations.email}) = ${email} and ${conversations.status} = 'answered' and ${conversations.step} = 'complete'
) as answered`;

const unseenReplies = sql<number>`count(*) filter (where not answered.viewed and answered.has_reply)::int`;

/** The poll's query, with the account and the normalised email as placeholders. Prepared once per
 * database (a named statement, so PostgreSQL parses and plans it once per connection). Exported so the
 * benchmark's bare floor runs exactly this SQL. */
export function newRepliesQuery(db: Database) {
  return db
    .select({
      newReplies: unseenReplies,
      latestRespondedAt: sql<Date | null>`max(answered.responded_at)`.mapWith(conversations.respondedAt),
    })
    .from(answeredEntriesOf(sql.placeholder('userId'), sql.placeholder('email')));
}

export const NEW_REPLIES_STATEMENT = 'member_new_replies';
const preparedNewReplies = new WeakMap<Database, ReturnType<ReturnType<typeof newRepliesQuery>['prepare']>>();

/**
 * The same answer as a scalar over the caller's users row, read by the caller middleware with the
 * session for the poll's own route: then the poll is one query in all. The time travels as whole
 * milliseconds since the epoch, which is what a Date read from the database keeps too.
 */
export const newRepliesWithSession: CallerExtra = {
  method: ASK_ROUTES.replies.method,
  path: ASK_ROUTES.replies.path,
  name: 'new_replies',
  select: (user) => sql`(
    select json_build_object(
      'newReplies', ${unseenReplies},
      'latestRespondedAtMs', floor(extract(epoch from max(answered.responded_at)) * 1000)::bigint)
    from ${answeredEntriesOf(user.id, sql`lower(trim(${user.email}))`)})`,
};

/** The value newRepliesWithSession read, as the poll answers it. */
export function replyStatusFrom(value: unknown): ReplyStatus {
  const { newReplies, latestRespondedAtMs } = value as { newReplies: number; latestRespondedAtMs: number | null };
  return {
    newReplies,
    latestRespondedAt: latestRespondedAtMs === null ? null : new Date(Number(latestRespondedAtMs)).toISOString(),
  };
}

/** The poll on its own, for a request the fast path did not answer: one prepared query. */
export async function checkNewReplies(db: Database, caller: Owner): Promise<ReplyStatus> {
  let query = preparedNewReplies.get(db);
  if (!query) preparedNewReplies.set(db, (query = newRepliesQuery(db).prepare(NEW_REPLIES_STATEMENT)));
  const [row] = await query.execute({ userId: caller.userId, email: normalizeEmail(caller.email) });
  return { newReplies: row.newReplies, latestRespondedAt: row.latestRespondedAt?.toISOString() ?? null };
}
