// Newsletters by email (issue 34, decision 053). Publishing with 'Also email it to members' records a send
// and a row per member whose newsletter emails are on, in one statement, then queues the send's batches on
// the job queue, spaced so that no more than the configured rate leaves per minute. Each batch job claims its
// members one at a time (a conditional update, committed before the email goes), so whatever the queue does
// — a retry, a second server, a restart — no member is sent it twice; settings are read again when a
// batch runs, and a member who turned newsletter emails off (or left) since is skipped.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { allowedLinkOrNull, LINK_RULES } from '../../../common/contracts/links';
import type { NewsletterEmail } from '../../../common/contracts/posts';
import { paths } from '../../../common/routes';
import type { Database } from '../../db/client';
import {
  attendees,
  bannedUsers,
  newsletterRecipients,
  newsletterSends,
  posts,
  undeliverableAddresses,
  users,
  type NewsletterRecipientStatus,
} from '../../db/schema';
import type { Config } from '../../env';
import type { JobHandle, Scheduler } from '../../jobs/scheduler';
import type { Mailer, RetryEnd } from '../../mail/delivery';
import { channelOn } from '../notifications/public';
import { newsletterEmail } from './emails';

export const NEWSLETTER_BATCH_JOB = 'posts.newsletter-batch';
/** Members per batch job: small enough that a retry redoes little, large enough that 100,000 members are 500 jobs. */
export const NEWSLETTER_BATCH_SIZE = 200;
/** Batch jobs queued at once: most of the pool's ten connections. */
const SCHEDULING_AT_ONCE = 8;
/** What a failed recipient's row says when the server stopped while its email was on its way. */
export const INTERRUPTED = 'The send was interrupted; the email may not have left.';
const REFUSED = 'The mail server refused this address for good; no more email goes to it until the member fixes it.';
const RETRYING = 'The mail server asked to wait; the email is being tried again.';
const GAVE_UP = 'The mail server asked to wait at every try; the last one failed too.';
/** The mail layer's name for this feature's listener: how a newsletter email's retries ended. */
export const NEWSLETTER_RETRY_REPORT = 'posts.newsletter-email';

export type NewsletterBatch = { postId: string; batch: number };
export type NewsletterEmailDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date };
export type NewsletterJobs = { batch: JobHandle<NewsletterBatch> };

/**
 * The accounts a newsletter email reaches, as a condition on `users`: members (onboarded, not archived,
 * not deactivated by the account's flag or a ban record) whose newsletter emails are on, at an address the
 * mail server has not refused for good (the mail layer would hold it back: the count says who receives it).
 */
function receivesNewsletterEmail(): ReturnType<typeof and> {
  return and(
    sql`coalesce(${users.banned}, false) = false`,
    sql`exists (select 1 from ${attendees} where ${attendees.userId} = ${users.id}
      and ${attendees.onboardingCompleted} and not ${attendees.archived})`,
    sql`not exists (select 1 from ${bannedUsers} where lower(${bannedUsers.email}) = lower(${users.email}))`,
    channelOn(users.id, 'newsletter', 'email'),
    sql`not exists (select 1 from ${undeliverableAddresses} where ${undeliverableAddresses.email} = lower(${users.email}))`,
  );
}

/** How many members a newsletter emailed now would reach. */
export async function countNewsletterRecipients(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(receivesNewsletterEmail());
  return row.count;
}

/** When batch `batch` of a send may go: `batchSize` emails every `batchSize / rate` minutes from the start. */
export const batchStart = (queuedAt: Date, batch: number, batchSize: number, ratePerMinute: number) =>
  new Date(queuedAt.getTime() + Math.ceil((batch * batchSize * 60_000) / ratePerMinute));

/**
 * Records the email of a published post to every member who receives newsletter emails, and queues its
 * batches. Once per post: asking again changes nothing and answers the send as it is. Answers how many
 * members it was queued for.
 */
export async function queueNewsletterEmail(
  deps: NewsletterEmailDeps,
  jobs: NewsletterJobs,
  postId: string,
  queuedBy: string | null,
): Promise<number> {
  const queued = await queueNewsletterEmailIfNew(deps, jobs, postId, queuedBy);
  if (queued !== null) return queued;
  const [existing] = await deps.db.select().from(newsletterSends).where(eq(newsletterSends.postId, postId));
  return existing?.recipients ?? 0;
}

/**
 * The same, answering null when the post was emailed already (nothing changes). `alsoRecord` writes in the
 * same transaction, only when this call is the one that queues it (the audit row of 'Email it to members':
 * none for a request refused as a second).
 */
export async function queueNewsletterEmailIfNew(
  deps: NewsletterEmailDeps,
  jobs: NewsletterJobs,
  postId: string,
  queuedBy: string | null,
  alsoRecord?: (tx: Database) => Promise<void>,
): Promise<number | null> {
  const queuedAt = deps.now();
  const ratePerMinute = deps.config.mail.newsletterRatePerMinute;
  const batchSize = Math.min(NEWSLETTER_BATCH_SIZE, ratePerMinute);
  const send = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSends)
      .values({ postId, queuedAt, queuedBy, recipients: 0, batches: 0, batchSize, ratePerMinute })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await alsoRecord?.(tx);
    // One statement for every member: numbered in id order, `batchSize` to a batch.
    const inserted = await tx.execute(sql`
        with queued as (
          insert into ${newsletterRecipients} (post_id, user_id, batch)
          select ${postId}::uuid, ${users.id}, ((row_number() over (order by ${users.id})) - 1) / ${batchSize}
          from ${users} where ${receivesNewsletterEmail()}
          returning 1
        )
        select count(*)::int as count from queued`);
    const count = Number((inserted as unknown as { rows: Array<{ count: number }> }).rows[0].count);
    const batches = Math.ceil(count / batchSize);
    await tx.update(newsletterSends).set({ recipients: count, batches }).where(eq(newsletterSends.postId, postId));
    return { recipients: count, batches };
  });
  if (!send) return null;
  // After the commit: the queue's statements never run inside one of the app's transactions (decision 021).
  // Several at a time (the pool's connections); on PGlite they simply take turns.
  const schedule = (batch: number) =>
    jobs.batch.schedule(
      { postId, batch },
      { at: batchStart(queuedAt, batch, batchSize, ratePerMinute), key: `${postId}:${batch}` },
    );
  for (let first = 0; first < send.batches; first += SCHEDULING_AT_ONCE) {
    const batches = Array.from({ length: Math.min(SCHEDULING_AT_ONCE, send.batches - first) }, (_, i) => first + i);
    await Promise.all(batches.map(schedule));
  }
  return send.recipients;
}

/** The post as its email shows it, or null once it is deleted or unpublished (the rest of its send stops). */
async function findNewsletterForEmail(deps: NewsletterEmailDeps, postId: string) {
  const [post] = await deps.db
    .select({
      title: posts.title,
      slug: posts.slug,
      description: posts.description,
      content: posts.content,
      imageUrl: posts.imageUrl,
      status: posts.status,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || post.status !== 'published') return null;
  const base = deps.config.publicBaseUrl;
  const image = allowedLinkOrNull(post.imageUrl, LINK_RULES.postImage);
  return {
    title: post.title,
    description: post.description,
    content: post.content,
    imageUrl: image && image.startsWith('/') ? `${base}${image}` : image,
    url: `${base}${paths.newsletterPost(post.slug)}`,
  };
}

const recipientIs = (postId: string, userId: string) =>
  and(eq(newsletterRecipients.postId, postId), eq(newsletterRecipients.userId, userId));

/**
 * Sends one batch: each member still waiting in it is claimed (queued → sending, committed), emailed, and
 * recorded sent or failed; one who no longer receives newsletter emails is recorded skipped. A member left
 * `sending` by a server that stopped mid-send is recorded failed, not sent again: at most once.
 */
export async function sendNewsletterBatch(deps: NewsletterEmailDeps, { postId, batch }: NewsletterBatch) {
  const { db } = deps;
  const inBatch = and(eq(newsletterRecipients.postId, postId), eq(newsletterRecipients.batch, batch));
  await db
    .update(newsletterRecipients)
    .set({ status: 'failed', detail: INTERRUPTED, doneAt: deps.now() })
    .where(and(inBatch, eq(newsletterRecipients.status, 'sending')));
  const post = await findNewsletterForEmail(deps, postId);
  const waiting = await db
    .select({ userId: users.id, email: users.email, receives: sql<boolean>`${receivesNewsletterEmail()}` })
    .from(newsletterRecipients)
    .innerJoin(users, eq(users.id, newsletterRecipients.userId))
    .where(and(inBatch, eq(newsletterRecipients.status, 'queued')));
  let sent = 0;
  for (const member of waiting) {
    const mine = and(recipientIs(postId, member.userId), eq(newsletterRecipients.status, 'queued'));
    if (!post || !member.receives) {
      await db.update(newsletterRecipients).set({ status: 'skipped', doneAt: deps.now() }).where(mine);
      continue;
    }
    const [claimed] = await db
      .update(newsletterRecipients)
      .set({ status: 'sending' })
      .where(mine)
      .returning({ userId: newsletterRecipients.userId });
    if (!claimed) continue; // another server's run of this batch has it
    const sending = and(recipientIs(postId, member.userId), eq(newsletterRecipients.status, 'sending'));
    try {
      // The mail layer reads the member's setting once more and may hold the email back (skipped), mark
      // the address refused for good (failed), or keep it for its own retries after a temporary refusal:
      // that one is recorded retrying, and the mail layer reports how its retries end (recordRetryEnd).
      const outcome = await deps.mailer.deliver(newsletterEmail(deps.config.brand, member.email, post), {
        report: { to: NEWSLETTER_RETRY_REPORT, data: { postId, userId: member.userId } },
      });
      if (outcome === 'queued') {
        await db.update(newsletterRecipients).set({ status: 'retrying', detail: RETRYING }).where(sending);
        continue;
      }
      await db
        .update(newsletterRecipients)
        .set({ ...recordOf(outcome), doneAt: deps.now() })
        .where(sending);
      if (outcome === 'sent') sent++;
    } catch (error) {
      const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.update(newsletterRecipients).set({ status: 'failed', detail, doneAt: deps.now() }).where(sending);
    }
  }
  return { sent, of: waiting.length };
}

/** A recipient's row for how their email ended. */
function recordOf(outcome: RetryEnd): { status: NewsletterRecipientStatus; detail?: string } {
  if (outcome === 'sent' || outcome === 'skipped') return { status: outcome };
  return { status: 'failed', detail: outcome === 'refused' ? REFUSED : GAVE_UP };
}

/** How a recipient's retries ended, as the mail layer reports it: their row leaves `retrying`. */
export async function recordRetryEnd(deps: NewsletterEmailDeps, end: RetryEnd, { postId, userId }: Record<string, string>) {
  await deps.db
    .update(newsletterRecipients)
    .set({ ...recordOf(end), doneAt: deps.now() })
    .where(and(recipientIs(postId, userId), eq(newsletterRecipients.status, 'retrying')));
}

/** How the email of each of `postIds` went, for the newsletters tab (posts never emailed are absent). */
export async function readNewsletterEmails(db: Database, postIds: string[]): Promise<Map<string, NewsletterEmail>> {
  const result = new Map<string, NewsletterEmail>();
  if (postIds.length === 0) return result;
  const [sends, counts] = await Promise.all([
    db.select().from(newsletterSends).where(inArray(newsletterSends.postId, postIds)),
    db
      .select({ postId: newsletterRecipients.postId, status: newsletterRecipients.status, count: sql<number>`count(*)::int` })
      .from(newsletterRecipients)
      .where(inArray(newsletterRecipients.postId, postIds))
      .groupBy(newsletterRecipients.postId, newsletterRecipients.status),
  ]);
  for (const send of sends) {
    const of = (status: NewsletterRecipientStatus) =>
      counts.find((row) => row.postId === send.postId && row.status === status)?.count ?? 0;
    result.set(send.postId, {
      queuedAt: send.queuedAt.toISOString(),
      recipients: send.recipients,
      sent: of('sent'),
      failed: of('failed'),
      skipped: of('skipped'),
      retrying: of('retrying'),
      waiting: of('queued') + of('sending'),
    });
  }
  return result;
}

/** Registers the batch job on the app's scheduler, and the listener for how a retried email ended. */
export function registerNewsletterJobs(jobs: Scheduler, deps: NewsletterEmailDeps): NewsletterJobs {
  deps.mailer.whenRetryEnds(NEWSLETTER_RETRY_REPORT, (end, data) => recordRetryEnd(deps, end, data));
  const batch = jobs.register<NewsletterBatch>({
    name: NEWSLETTER_BATCH_JOB,
    run: async ({ data }) => {
      await sendNewsletterBatch(deps, data);
    },
  });
  return { batch };
}
