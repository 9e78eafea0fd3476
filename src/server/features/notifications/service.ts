// A person's notifications (issue 34): the list of the last 90 days, the bell's unread count, marking read.
// Writing them is deliver.ts's business (rows not `inProduct` are the digest's, never listed); each read here is scoped to the caller's own account.
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_KEEP_DAYS, type NotificationKind } from '../../../common/contracts/notification-kinds';
import type { Notifications, UnreadNotifications } from '../../../common/contracts/notifications';
import { ADMIN_TOASTS } from '../../../common/messages';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { LivePublisher, LiveWriter } from '../../live/publish';
import { newestFirst } from '../../db/order';

export type NotificationDeps = { db: Database; live: LivePublisher; now: () => Date };

const keptSince = (now: Date) => new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * 86_400_000);

/** How many of the person's notifications of the last 90 days are unread. */
export async function countUnread(db: Pick<Database, 'select'>, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.inProduct, true),
        gte(notifications.createdAt, keptSince(now)),
      ),
    );
  return row?.unread ?? 0;
}

/** One page of the person's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  db: Database,
  userId: string,
  paging: { page: number; pageSize: number },
  now: Date,
): Promise<Notifications> {
  const mine = and(
    eq(notifications.userId, userId),
    eq(notifications.inProduct, true),
    gte(notifications.createdAt, keptSince(now)),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(newestFirst(notifications.createdAt, notifications.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as Notifications['items'][number]['kind'],
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** Tells the person's open pages their new unread count (the bell), with the change's transaction. */
export async function tellUnread(live: LivePublisher, tx: LiveWriter & Pick<Database, 'select'>, userId: string, now: Date) {
  await live.publishToMember(tx, userId, { type: 'notifications', unread: await countUnread(tx, userId, now) });
}

/**
 * Marks the person's unread notifications of `kind` that lead to `link` read: what they told of was seen
 * where it happened (a member read the thread a 'message' notification points at). Inside the change's
 * transaction; the bell on their open pages takes the new count at commit when any was unread. Answers how
 * many were marked.
 */
export async function markNewsRead(
  live: LivePublisher,
  tx: LiveWriter & Pick<Database, 'select' | 'update'>,
  news: { userId: string; kind: NotificationKind; link: string },
  now: Date,
): Promise<number> {
  const read = await tx
    .update(notifications)
    .set({ readAt: now, emailPending: false })
    .where(
      and(
        eq(notifications.userId, news.userId),
        isNull(notifications.readAt),
        eq(notifications.kind, news.kind),
        eq(notifications.link, news.link),
      ),
    )
    .returning({ id: notifications.id });
  if (read.length > 0) await tellUnread(live, tx, news.userId, now);
  return read.length;
}

/** Marks one of the person's notifications read (again, harmlessly); 404 for anyone else's. */
export async function markNotificationRead(deps: NotificationDeps, userId: string, id: string): Promise<UnreadNotifications> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`, emailPending: false })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!found) throw notFound(ADMIN_TOASTS.recordNotFound);
    const unread = await countUnread(tx, userId, now);
    await deps.live.publishToMember(tx, userId, { type: 'notifications', unread });
    return { unread };
  });
}

/** Marks every one of the person's notifications read. */
export async function markAllNotificationsRead(deps: NotificationDeps, userId: string): Promise<UnreadNotifications> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: now, emailPending: false })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    await deps.live.publishToMember(tx, userId, { type: 'notifications', unread: 0 });
    return { unread: 0 };
  });
}
