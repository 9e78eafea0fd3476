// The organisers' skills and topics (issue 33): the list members pick from, and its curation. A member's
// interests are kept by name (attendee_interests), free ones beside the organisers' topics, so renaming a
// topic or merging it into another rewrites those names, without regard to case, in the same transaction
// as the change and its audit row.
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AdminTopic, AdminTopics, Topics, TopicSaved } from '../../../common/contracts/topics';
import { TOPIC_MESSAGES } from '../../../common/contracts/topics';
import { ADMIN_TOASTS } from '../../../common/messages';
import { changesBetween, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like';
import { memberCondition } from '../../db/members';
import { rowsOf } from '../../db/rows';
import { attendeeInterests, topics } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const byName = sql`lower(${topics.name})`;
const matching = (search: string | undefined) => (search ? ilike(topics.name, likePattern(search)) : undefined);

/** GET /api/topics: the first topics by name whose name holds the search. */
export async function listTopics(db: Database, query: { search?: string; pageSize: number }): Promise<Topics> {
  const where = matching(query.search);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .where(where)
      .orderBy(asc(byName), asc(topics.id))
      .limit(query.pageSize),
    db.select({ total: count() }).from(topics).where(where),
  ]);
  return { items, total };
}

/** How many members (the one definition, db/members.ts) list each of these names among their interests. */
async function membersListing(db: Pick<Database, 'execute'>, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const lowered = names.map((name) => name.toLowerCase());
  const rows = rowsOf<{ name: string; members: number }>(
    await db.execute(sql`select lower(ai.interest_name) as name, count(distinct ai.attendee_id)::int as members
      from ${attendeeInterests} ai join attendees a on a.id = ai.attendee_id
      where lower(ai.interest_name) in (${sql.join(
        lowered.map((name) => sql`${name}`),
        sql`, `,
      )}) and ${memberCondition('a')}
      group by 1`),
  );
  return new Map(rows.map((row) => [row.name, row.members]));
}

async function withMembers(db: Pick<Database, 'execute'>, topic: { id: string; name: string }): Promise<AdminTopic> {
  const counts = await membersListing(db, [topic.name]);
  return { id: topic.id, name: topic.name, members: counts.get(topic.name.toLowerCase()) ?? 0 };
}

/** GET /api/admin/topics: a page of topics by name, each with how many members list it. */
export async function listAdminTopics(
  db: Database,
  query: { search?: string; page: number; pageSize: number },
): Promise<AdminTopics> {
  const where = matching(query.search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .where(where)
      .orderBy(asc(byName), asc(topics.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(topics).where(where),
  ]);
  const counts = await membersListing(
    db,
    rows.map((row) => row.name),
  );
  return {
    items: rows.map((row) => ({ ...row, members: counts.get(row.name.toLowerCase()) ?? 0 })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Refuses a name another topic already has (without regard to case). */
async function ensureNameFree(tx: Transaction, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(byName, name.toLowerCase()), exceptId ? ne(topics.id, exceptId) : undefined))
    .limit(1);
  // Under the name field, for the form that sent it.
  if (taken) throw new HttpError(409, 'TOPIC_EXISTS', TOPIC_MESSAGES.duplicate, { name: TOPIC_MESSAGES.duplicate });
}

/**
 * Every interest named `from` (without regard to case) becomes `to`; a member who then lists `to` twice
 * keeps the earlier one. Answers how many interests were renamed.
 */
async function rewriteInterests(tx: Transaction, from: string, to: string): Promise<number> {
  const renamed = await tx
    .update(attendeeInterests)
    .set({ interestName: to })
    .where(and(eq(sql`lower(${attendeeInterests.interestName})`, from.toLowerCase()), ne(attendeeInterests.interestName, to)))
    .returning({ id: attendeeInterests.id });
  await tx.execute(sql`delete from ${attendeeInterests} later using ${attendeeInterests} earlier
    where later.attendee_id = earlier.attendee_id
      and lower(later.interest_name) = ${to.toLowerCase()} and lower(earlier.interest_name) = ${to.toLowerCase()}
      and (earlier.created_at, earlier.id) < (later.created_at, later.id)`);
  return renamed.length;
}

async function lockTopic(tx: Transaction, id: string) {
  const [topic] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
  if (!topic) throw notFound(ADMIN_TOASTS.recordNotFound);
  return topic;
}

/** POST /api/admin/topics. Members who already list the name (in any case) take the topic's spelling. */
export async function createTopic(db: Database, actor: AuditActor, name: string, now: Date): Promise<TopicSaved> {
  const { topic, rewritten } = await db.transaction(async (tx) => {
    // One curation at a time: two organisers adding the same name get one topic and one 409.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('topics'))`);
    await ensureNameFree(tx, name);
    const [created] = await tx.insert(topics).values({ name, createdAt: now }).returning();
    const rewritten = await rewriteInterests(tx, name, name);
    await recordAudit(tx, { actor, action: 'topic.create', subject: name, details: { id: created.id, title: name }, at: now });
    return { topic: created, rewritten };
  });
  return { message: TOPIC_MESSAGES.created, topic: await withMembers(db, topic), rewritten };
}

/** PUT /api/admin/topics/:id: the topic and every member's interest of its old name take the new one. */
export async function renameTopic(db: Database, actor: AuditActor, id: string, name: string, now: Date): Promise<TopicSaved> {
  const { topic, rewritten } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('topics'))`);
    const before = await lockTopic(tx, id);
    await ensureNameFree(tx, name, id);
    const [after] = await tx.update(topics).set({ name }).where(eq(topics.id, id)).returning();
    const rewritten = await rewriteInterests(tx, before.name, name);
    await recordAudit(tx, {
      actor,
      action: 'topic.rename',
      subject: name,
      changes: changesBetween({ name: before.name }, { name }, { name: 'Name' }),
      details: { id, title: name, rewritten },
      at: now,
    });
    return { topic: after, rewritten };
  });
  return { message: TOPIC_MESSAGES.renamed, topic: await withMembers(db, topic), rewritten };
}

/** POST /api/admin/topics/:id/merge: the topic's members list `intoId`'s name instead, once; the topic goes. */
export async function mergeTopic(db: Database, actor: AuditActor, id: string, intoId: string, now: Date): Promise<TopicSaved> {
  if (id === intoId) throw conflict(TOPIC_MESSAGES.mergeIntoItself, 'MERGE_INTO_ITSELF');
  const { topic, rewritten } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('topics'))`);
    const source = await lockTopic(tx, id);
    const target = await lockTopic(tx, intoId);
    const rewritten = await rewriteInterests(tx, source.name, target.name);
    await tx.delete(topics).where(eq(topics.id, id));
    await recordAudit(tx, {
      actor,
      action: 'topic.merge',
      subject: `${source.name} → ${target.name}`,
      changes: [{ field: 'Topic', from: source.name, to: target.name }],
      details: { id, intoId, title: target.name, rewritten },
      at: now,
    });
    return { topic: target, rewritten };
  });
  return { message: TOPIC_MESSAGES.merged, topic: await withMembers(db, topic), rewritten };
}
