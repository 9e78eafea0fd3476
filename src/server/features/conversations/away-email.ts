// Email when away (issue 35 item 4, decision 054). The first message a member has not read in a
// conversation (after everything they had read) starts a burst: its send marks the recipient's row
// (`away_from_seq`) and plans one job, keyed by (conversation, recipient, that seq), 15 minutes later.
// Messages after it join the burst (the row is marked already) until the member reads them. When the job
// runs and the burst is still unread, the member is told once: the notification in the product and the
// push (recordNews / deliverNews, as they chose, quiet hours held), and one email while 'message' email is
// on and they take no digest (a digest carries it instead). The email goes under onceSurely: a job run
// twice, or retried, never sends a second; a server that dies after the mail server took it and before
// the record is the one way to send it twice. A sweep every 10 minutes plans any burst whose job was lost
// (a server that died between the send's commit and the planning).
import { sql } from 'drizzle-orm';
import { AWAY_EMAIL_DELAY_MS } from '../../../common/contracts/conversations';
import { paths } from '../../../common/routes';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Config } from '../../env';
import { once, onceSurely } from '../../jobs/once';
import { everyMinutes } from '../../jobs/recurrence';
import type { JobHandle, Scheduler } from '../../jobs/scheduler';
import { channelsFor, deliverNews, preferencesFor, recordNews, type News, type NewsDeps } from '../notifications/public';
import type { AwayEmailJob, AwayEmails } from './deps';
import { awayMessageEmail } from './emails';

export const AWAY_EMAIL_JOB = 'conversations.away-email';
export const AWAY_SWEEP_JOB = 'conversations.away-sweep';
/** How much of the unread messages the email and the notification quote. */
const QUOTED_MESSAGES = 3;
const QUOTE_LENGTH = 600;
/** The email's key is held this long while it goes: longer than the job's own expiry (600 s). */
const EMAIL_LEASE_MS = 15 * 60_000;

export type AwayEmailDeps = { db: Database; config: Config; now: () => Date; news: NewsDeps };

const keyOf = (job: AwayEmailJob) => `${job.conversationId}:${job.recipientId}:${job.fromSeq}`;

type BurstRow = {
  away_from_seq: number | string | null;
  read_seq: number | string;
  hidden_before_seq: number | string;
  user_id: string | null;
  email: string;
  first_name: string;
  banned: boolean | null;
  sender_name: string;
};

/** Tells the member of a burst still unread; nothing when they read it meanwhile. */
export async function sendAwayEmail(deps: AwayEmailDeps, job: AwayEmailJob): Promise<{ emailed: boolean }> {
  const now = deps.now();
  const [burst] = rowsOf<BurstRow>(
    await deps.db.execute(sql`
      select m.away_from_seq, m.read_seq, m.hidden_before_seq, a.user_id, a.email, a.first_name, u.banned,
        btrim(o.first_name || ' ' || o.last_name) as sender_name
      from private_conversation_members m
      join attendees a on a.id = m.member_id
      left join users u on u.id = a.user_id
      join private_conversation_members other on other.conversation_id = m.conversation_id and other.member_id <> m.member_id
      join attendees o on o.id = other.member_id
      where m.conversation_id = ${job.conversationId} and m.member_id = ${job.recipientId}`),
  );
  // Read (or deleted from their view) since, a later burst, or no account to tell: nothing to do.
  if (!burst || Number(burst.away_from_seq) !== job.fromSeq || Number(burst.read_seq) >= job.fromSeq) return { emailed: false };
  if (!burst.user_id || burst.banned) return { emailed: false };
  const unread = rowsOf<{ body: string; total: number | string }>(
    await deps.db.execute(sql`
      select body, count(*) over () as total from private_messages
      where conversation_id = ${job.conversationId} and sender_id <> ${job.recipientId} and deleted_at is null
        and seq >= ${job.fromSeq} and seq > ${burst.read_seq} and seq > ${burst.hidden_before_seq}
      order by seq limit ${QUOTED_MESSAGES}`),
  );
  if (unread.length === 0) return { emailed: false };
  const total = Number(unread[0].total);
  const firstLines = unread
    .map((row) => row.body)
    .join('\n\n')
    .slice(0, QUOTE_LENGTH);
  const link = paths.conversation(job.conversationId);
  const mail = awayMessageEmail(deps.config.brand, burst.email, {
    readerFirstName: burst.first_name,
    senderName: burst.sender_name,
    firstLines,
    more: Math.max(0, total - unread.length),
    conversationUrl: `${deps.config.publicBaseUrl}${link}`,
  });
  const key = `${AWAY_EMAIL_JOB}:${keyOf(job)}`;
  const item: News = {
    userId: burst.user_id,
    title: `${burst.sender_name} sent you a message`,
    body: unread[0].body.slice(0, 200),
    link,
    email: () => mail,
  };
  // One notification for the burst (the bell, and the digest's mark for a member who takes one), whatever
  // the tries; then its push, once.
  // The burst is checked again under the thread's row lock, the one a read takes: a member who reads the
  // thread as this runs is never left a notification of what they have just read.
  let stillUnread = true;
  await once(deps.db, `${key}:news`, now, () =>
    deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from private_conversations where id = ${job.conversationId} for update`);
      const [mark] = rowsOf<{ away_from_seq: number | string | null }>(
        await tx.execute(sql`
          select away_from_seq from private_conversation_members
          where conversation_id = ${job.conversationId} and member_id = ${job.recipientId}`),
      );
      stillUnread = Number(mark?.away_from_seq) === job.fromSeq;
      if (stillUnread) await recordNews(deps.news, tx, 'message', [item]);
    }),
  );
  if (!stillUnread) return { emailed: false };
  await deliverNews(deps.news, 'message', [{ ...item, email: undefined, channels: ['push'], onceKey: key }]);
  // The email, settings read now: 'message' email on, and no digest (which carries it instead).
  const [wants, preferences] = await Promise.all([
    channelsFor(deps.db, [burst.user_id], 'message'),
    preferencesFor(deps.db, [burst.user_id], deps.config.timeZone),
  ]);
  if (!wants.get(burst.user_id)?.email || preferences.get(burst.user_id)?.digest !== 'off') return { emailed: false };
  const emailed = await onceSurely(deps.db, `${key}:email`, now, EMAIL_LEASE_MS, () => deps.news.mailer.send(mail));
  return { emailed };
}

/** Bursts whose email is due and may not have been planned: planned again (the key makes it one job). */
async function sweepBursts(deps: AwayEmailDeps, job: JobHandle<AwayEmailJob>) {
  const due = new Date(deps.now().getTime() - AWAY_EMAIL_DELAY_MS).toISOString();
  const rows = rowsOf<{ conversation_id: string; member_id: string; away_from_seq: number | string }>(
    await deps.db.execute(sql`
      select m.conversation_id, m.member_id, m.away_from_seq
      from private_conversation_members m
      join private_messages pm on pm.conversation_id = m.conversation_id and pm.seq = m.away_from_seq
      where m.away_from_seq is not null and m.away_from_seq > m.read_seq and pm.created_at <= ${due}
        and not exists (select 1 from job_once_keys k
          where k.key = ${`${AWAY_EMAIL_JOB}:`}::text || m.conversation_id::text || ':' || m.member_id::text || ':' || m.away_from_seq::text || ':news')
      limit 500`),
  );
  for (const row of rows) {
    const data = { conversationId: row.conversation_id, recipientId: row.member_id, fromSeq: Number(row.away_from_seq) };
    await job.schedule(data, { at: deps.now(), key: keyOf(data) });
  }
}

/** Registers the away email's job and its sweep; answers what a send calls to plan a burst's email. */
export function registerAwayEmails(jobs: Scheduler, deps: AwayEmailDeps): AwayEmails {
  const job = jobs.register<AwayEmailJob>({
    name: AWAY_EMAIL_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    run: async ({ data }) => {
      await sendAwayEmail(deps, data);
    },
  });
  jobs.register<Record<string, never>>({
    name: AWAY_SWEEP_JOB,
    every: everyMinutes(10),
    run: () => sweepBursts(deps, job),
  });
  return {
    async plan(data, at) {
      await job.schedule(data, { at, key: keyOf(data) });
    },
  };
}
