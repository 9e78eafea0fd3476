// How any feature tells people news of a kind (issue 34, decision 050), in two steps:
//
//   const news = await recordNews(newsDeps, tx, 'event-cancelled', recipients.map(...));   // in the change's transaction
//   afterAnswer.run('event cancellation news', () => news.deliver());                     // once it has committed
//
// recordNews writes one row per account (shown in the list and the bell when the kind's 'product' channel
// is on; kept for the digest only when it is off), marks the rows a digest will carry, and tells each
// person's open pages their new unread count, all at commit. deliver() reads each person's settings again
// as it runs, so a change made in between wins: a push to their browsers when 'push' is on and they are
// not in their quiet hours (held back, not queued for later), and the kind's own email when 'email' is on
// and they take no digest. The emails stay each feature's templates; this only decides whether they leave.
import type { NotificationChannel, NotificationKind } from '../../../common/contracts/notification-kinds';
import { NOTIFICATION_KINDS } from '../../../common/contracts/notification-kinds';
import type { NotificationChannels } from '../../../common/contracts/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, attendees, notificationSettings, notifications, users } from '../../db/schema';
import type { AppContext } from '../../feature';
import { once } from '../../jobs/once';
import type { LivePublisher } from '../../live/publish';
import type { Mailer } from '../../mail/delivery';
import type { Email as MailMessage } from '../../mail/registry';
import { pushToPeople } from '../../push/subscriptions';
import type { PushMessage, PushSender } from '../../push/web-push';
import { tellUnread } from './service';
import { channelsFor, inQuietHours, preferencesFor, type DeliveryPreferences } from './settings';
import { componentLog } from '../../log/logger';

const log = componentLog('notifications');

export type NewsDeps = {
  db: Database;
  live: LivePublisher;
  mailer: Mailer;
  push: PushSender;
  now: () => Date;
  /** The community's zone, for people who never chose theirs (read at each use: decision 040). */
  communityZone: () => string;
};

/** The news services from the app's: what a feature passes to recordNews. */
export const newsDepsOf = ({ db, live, mailer, push, now, config }: AppContext): NewsDeps => ({
  db,
  live,
  mailer,
  push,
  now,
  communityZone: () => config.timeZone,
});

/** One piece of news for one person. */
export type News = {
  /** Their account; null for someone who has none (a question asked with an email only): the kind's
   * defaults hold, and only its email can reach them. */
  userId: string | null;
  /** One line naming who or what: 'Ada Lovelace asks to connect'. */
  title: string;
  body?: string | null;
  /** Where to act: a path in the product ('/events/…'). */
  link: string;
  /** The kind's own email to this person (its feature's template), built when it is sent; null: nothing
   * to send any more (the request was withdrawn in between). None for a kind whose email is sent elsewhere. */
  email?: () => Promise<MailMessage | null> | MailMessage | null;
  /** Sends the email through once() with this key (and the push with `${onceKey}:push`): a job that runs
   * again never emails or pushes twice. */
  onceKey?: string;
  /** The channels this news may use, when fewer than all (the member who accepted an introduction gets its
   * email, not a notification of their own click). */
  channels?: readonly NotificationChannel[];
};

export type DeliverySummary = {
  /** Accounts (or addresses, for news without one) whose email left. */
  emailed: string[];
  pushed: number;
  /** 'address: reason' for each email that failed: logged, and a job's caller may retry on them. */
  failures: string[];
};

export type RecordedNews = {
  /** Sends the pushes and single emails, settings read now. Call once the change's transaction has
   * committed (after the answer, or in a job); never throws. */
  deliver(): Promise<DeliverySummary>;
};

/**
 * Records one piece of news for every member (administrators included) whose 'product' channel for `kind`
 * is on, in ONE insert…select inside `tx`: a newsletter reaches 100,000 members without a loop. Its
 * email is sent elsewhere (the newsletter's own sending) and no push goes with it; members' bells follow
 * the broadcast the change already makes ('newsletters-changed'), not one live event per member.
 * Answers how many were written.
 */
export async function recordNewsForEveryMember(
  tx: Database,
  kind: NotificationKind,
  news: { title: string; body?: string | null; link: string },
  now: Date,
): Promise<number> {
  const productByDefault = NOTIFICATION_KINDS[kind].defaults.product;
  const written = await tx.execute(sql`
    insert into ${notifications} (user_id, kind, title, body, link, created_at, in_product)
    select u.id, ${kind}, ${news.title}, ${news.body ?? null}, ${news.link}, ${now.toISOString()}::timestamptz, true
    from ${users} u
    where coalesce(u.banned, false) = false
      and (
        exists (select 1 from ${attendees} a where a.user_id = u.id and a.onboarding_completed and not a.archived)
        or exists (select 1 from ${adminUsers} admin where admin.user_id = u.id)
      )
      and coalesce(
        (select s.enabled from ${notificationSettings} s where s.user_id = u.id and s.kind = ${kind} and s.channel = 'product'),
        ${productByDefault}
      )`);
  return (
    (written as { rowCount?: number; affectedRows?: number }).rowCount ?? (written as { affectedRows?: number }).affectedRows ?? 0
  );
}

const allows = (news: News, channel: NotificationChannel) => !news.channels || news.channels.includes(channel);
const takesDigest = (preferences: DeliveryPreferences | undefined) => !!preferences && preferences.digest !== 'off';

/**
 * Records `kind` news for each person in `items`, inside `tx` (the change's transaction): the rows, the
 * digest's marks and the bells' live counts leave at commit, and not at all on a rollback.
 */
export async function recordNews(deps: NewsDeps, tx: Database, kind: NotificationKind, items: News[]): Promise<RecordedNews> {
  const now = deps.now();
  const userIds = [...new Set(items.flatMap((item) => (item.userId ? [item.userId] : [])))];
  const [channels, preferences] = await Promise.all([
    channelsFor(tx, userIds, kind),
    preferencesFor(tx, userIds, deps.communityZone()),
  ]);
  const recorded = new Map<News, { id: string; emailPending: boolean }>();
  const rows = items.flatMap((item) => {
    if (!item.userId) return [];
    const wants = channels.get(item.userId)!;
    const inProduct = wants.product && allows(item, 'product');
    const emailPending = !!item.email && wants.email && allows(item, 'email') && takesDigest(preferences.get(item.userId));
    // Written also when only its email is wanted: a digest chosen before it is sent can still carry it.
    if (!inProduct && !(item.email && wants.email && allows(item, 'email'))) return [];
    return [
      {
        item,
        row: {
          userId: item.userId,
          kind,
          title: item.title,
          body: item.body ?? null,
          link: item.link,
          createdAt: now,
          inProduct,
          emailPending,
        },
      },
    ];
  });
  if (rows.length > 0) {
    const written = await tx
      .insert(notifications)
      .values(rows.map(({ row }) => row))
      .returning({ id: notifications.id });
    rows.forEach(({ item, row }, i) => recorded.set(item, { id: written[i].id, emailPending: row.emailPending }));
  }
  const shown = new Set(rows.filter(({ row }) => row.inProduct).map(({ row }) => row.userId));
  for (const userId of shown) await tellUnread(deps.live, tx, userId, now);
  return { deliver: () => deliverNews(deps, kind, items, recorded) };
}

/**
 * Sends the pushes and single emails of `items`, each check reading the settings as they are now: what
 * recordNews leaves for after the commit, and what a job that recorded its news on an earlier try (under
 * a once() key) sends again with no `recorded` rows. Never throws.
 */
export async function deliverNews(
  deps: NewsDeps,
  kind: NotificationKind,
  items: News[],
  recorded: ReadonlyMap<News, { id: string; emailPending: boolean }> = new Map(),
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { emailed: [], pushed: 0, failures: [] };
  try {
    const now = deps.now();
    const userIds = [...new Set(items.flatMap((item) => (item.userId ? [item.userId] : [])))];
    const [channels, preferences] = await Promise.all([
      channelsFor(deps.db, userIds, kind),
      preferencesFor(deps.db, userIds, deps.communityZone()),
    ]);
    const wantsOf = (item: News): NotificationChannels =>
      (item.userId && channels.get(item.userId)) || { ...NOTIFICATION_KINDS[kind].defaults, push: false };

    const pushes = new Map<string, PushMessage>();
    const toDigest: string[] = [];
    const emails: News[] = [];
    for (const item of items) {
      const wants = wantsOf(item);
      const own = item.userId ? preferences.get(item.userId) : undefined;
      const pushed =
        item.userId && own && wants.push && allows(item, 'push') && !inQuietHours(own, now) && !pushes.has(item.userId);
      if (pushed && (!item.onceKey || (await once(deps.db, `${item.onceKey}:push`, now, async () => undefined)))) {
        pushes.set(item.userId!, { title: item.title, body: item.body ?? '', url: item.link });
      }
      if (!item.email || !wants.email || !allows(item, 'email')) continue;
      if (!takesDigest(own)) emails.push(item);
      else {
        // They chose a digest since the news was written: the digest carries it instead of a single email.
        const row = recorded.get(item);
        if (row && !row.emailPending) toDigest.push(row.id);
      }
    }
    if (toDigest.length > 0) {
      await deps.db
        .update(notifications)
        .set({ emailPending: true })
        .where(and(inArray(notifications.id, toDigest), eq(notifications.emailPending, false)));
    }
    await Promise.all([
      pushToPeople(deps.db, deps.push, pushes).then((pushed) => {
        summary.pushed = pushed.sent;
      }),
      sendEmails(deps, emails, now, summary),
    ]);
  } catch (error) {
    summary.failures.push(`${kind}: ${(error as Error).message}`);
  }
  for (const failure of summary.failures) log.error(`${kind}: could not email ${failure}`);
  return summary;
}

/** How many emails leave at once: enough to finish a few thousand in minutes, few enough for any SMTP server. */
const SENDING_AT_ONCE = 4;

/** Each email, a few at once; one refused address never stops the others. */
async function sendEmails(deps: NewsDeps, items: News[], now: Date, summary: DeliverySummary) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      let to = item.userId ?? 'someone';
      try {
        const send = async () => {
          const mail = await item.email!();
          if (!mail) return;
          to = mail.to;
          await deps.mailer.send(mail);
          summary.emailed.push(item.userId ?? mail.to);
        };
        if (item.onceKey) await once(deps.db, item.onceKey, now, send);
        else await send();
      } catch (error) {
        summary.failures.push(`${to}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, items.length) }, worker));
}
