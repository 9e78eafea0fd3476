// The organisers' moderation queue (issue 35, item 5; decision 055): reported messages, open first, each
// with the copy its report keeps (the message and the few before it, never the rest of the thread), and
// their decision: dismiss, warn the sender, or deactivate the sender as the Members Log does. Each decision
// is one conditional update (two organisers deciding at once: one wins, the other is told), its Activity
// log row, and the news: the reporter is told the outcome, a warned sender is told they were warned.
import { sql } from 'drizzle-orm';
import {
  MESSAGE_REPORT_TEXTS as T,
  STATUS_OF_OUTCOME,
  type DecidedReport,
  type MessageReport,
  type MessageReportPage,
  type MessageReportQuery,
  type ReportDecision,
  type ReportOutcome,
} from '../../../common/contracts/message-reports';
import { ROUTES } from '../../../common/routes';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ReportedMessageCopy } from '../../db/schema';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import { conflict, notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import { banMember, type MemberDeps } from '../members/public';
import { recordNews, type NewsDeps, type RecordedNews } from '../notifications/public';
import { moderationWarningEmail, reportOutcomeEmail } from './emails';

export type QueueDeps = {
  db: Database;
  now: () => Date;
  config: Config;
  afterAnswer: AfterAnswer;
  live: LivePublisher;
  news: NewsDeps;
  /** What deactivating needs: the Members Log's own (members/public.ts). */
  members: MemberDeps;
};

type ReportRow = {
  id: string;
  status: MessageReport['status'];
  reason: string;
  created_at: Date | string;
  note: string | null;
  decided_at: Date | string | null;
  context: ReportedMessageCopy[];
  reporter_id: string;
  reporter_first: string;
  reporter_last: string;
  sender_id: string;
  sender_first: string;
  sender_last: string;
  sender_deactivated: boolean;
  decided_by_email: string | null;
};

const OUTCOME_OF_STATUS: Record<Exclude<MessageReport['status'], 'open'>, ReportOutcome> = {
  dismissed: 'dismiss',
  warned: 'warn',
  deactivated: 'deactivate',
};

const STATUS_LABELS: Record<MessageReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  warned: 'Sender warned',
  deactivated: 'Sender deactivated',
};

const iso = (value: Date | string) => new Date(value).toISOString();
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The reports' columns: the report, the two members by name, whether the sender is deactivated now. */
const reportSelect = sql`
  select r.id, r.status, r.reason, r.created_at, r.note, r.decided_at, r.context,
    reporter.id as reporter_id, reporter.first_name as reporter_first, reporter.last_name as reporter_last,
    sender.id as sender_id, sender.first_name as sender_first, sender.last_name as sender_last,
    (coalesce(sender_account.banned, false)
      or exists (select 1 from banned_users banned where lower(banned.email) = lower(sender.email))) as sender_deactivated,
    decider.email as decided_by_email
  from message_reports r
  join private_messages m on m.id = r.message_id
  join attendees sender on sender.id = m.sender_id
  join attendees reporter on reporter.id = r.reporter_id
  left join users sender_account on sender_account.id = sender.user_id
  left join users decider on decider.id = r.decided_by`;

function toReport(row: ReportRow): MessageReport {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    reportedAt: iso(row.created_at),
    reporter: { attendeeId: row.reporter_id, fullName: fullName(row.reporter_first, row.reporter_last) },
    sender: {
      attendeeId: row.sender_id,
      fullName: fullName(row.sender_first, row.sender_last),
      deactivated: !!row.sender_deactivated,
    },
    messages: row.context.map((copy) => ({
      id: copy.id,
      fromSender: copy.senderId === row.sender_id,
      body: copy.deleted ? '' : copy.body,
      sentAt: copy.sentAt,
      deleted: copy.deleted,
      reported: copy.reported,
    })),
    decision:
      row.status === 'open' || !row.decided_at
        ? null
        : {
            outcome: OUTCOME_OF_STATUS[row.status],
            note: row.note,
            decidedAt: iso(row.decided_at),
            decidedBy: row.decided_by_email,
          },
  };
}

/** A page of the queue: open reports first, oldest first (a queue), then decided ones, newest decision first. */
export async function listMessageReports({ db }: Pick<QueueDeps, 'db'>, query: MessageReportQuery): Promise<MessageReportPage> {
  const [rows, counts] = await Promise.all([
    db.execute(sql`${reportSelect}
      order by (r.status = 'open') desc,
        case when r.status = 'open' then r.created_at end asc,
        r.decided_at desc nulls last, r.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`select count(*)::int as total, count(*) filter (where status = 'open')::int as open from message_reports`),
  ]);
  const [{ total, open }] = rowsOf<{ total: number; open: number }>(counts);
  return { items: rowsOf<ReportRow>(rows).map(toReport), total, open, page: query.page, pageSize: query.pageSize };
}

async function readReport(db: Database, id: string): Promise<MessageReport | null> {
  const [row] = rowsOf<ReportRow>(await db.execute(sql`${reportSelect} where r.id = ${id}`));
  return row ? toReport(row) : null;
}

/** How many reports wait for a decision, and since when: the admin home's 'Needs attention'. */
export async function countOpenMessageReports(db: Database): Promise<{ total: number; oldestAt: string | null }> {
  const [row] = rowsOf<{ total: number; oldest: Date | string | null }>(
    await db.execute(sql`select count(*)::int as total, min(created_at) as oldest from message_reports where status = 'open'`),
  );
  return { total: row.total, oldestAt: row.oldest ? iso(row.oldest) : null };
}

type Person = { id: string; firstName: string; email: string; userId: string | null };

/** The member who sent the reported message and the one who reported it, with their accounts. */
async function peopleOf(tx: Database, reportId: string): Promise<{ sender: Person; reporter: Person; conversationId: string }> {
  const [row] = rowsOf<{
    conversation_id: string;
    sender_id: string;
    sender_first: string;
    sender_email: string;
    sender_user: string | null;
    reporter_id: string;
    reporter_first: string;
    reporter_email: string;
    reporter_user: string | null;
  }>(
    await tx.execute(sql`
      select m.conversation_id,
        sender.id as sender_id, sender.first_name as sender_first, sender.email as sender_email, sender.user_id as sender_user,
        reporter.id as reporter_id, reporter.first_name as reporter_first, reporter.email as reporter_email, reporter.user_id as reporter_user
      from message_reports r
      join private_messages m on m.id = r.message_id
      join attendees sender on sender.id = m.sender_id
      join attendees reporter on reporter.id = r.reporter_id
      where r.id = ${reportId}`),
  );
  return {
    conversationId: row.conversation_id,
    sender: { id: row.sender_id, firstName: row.sender_first, email: row.sender_email, userId: row.sender_user },
    reporter: { id: row.reporter_id, firstName: row.reporter_first, email: row.reporter_email, userId: row.reporter_user },
  };
}

/** Decides report `id`: dismiss, warn the sender, or deactivate the sender. */
export async function decideMessageReport(
  deps: QueueDeps,
  actor: AuditActor,
  id: string,
  decision: ReportDecision,
): Promise<DecidedReport> {
  const { outcome } = decision;
  const note = decision.note?.trim() || null;
  const status = STATUS_OF_OUTCOME[outcome];
  const now = deps.now();
  const url = `${deps.config.publicBaseUrl}${ROUTES.messages}`;
  const brand = deps.config.brand;

  const news = await deps.db.transaction(async (tx) => {
    const claimed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update message_reports set status = ${status}, decided_by = ${actor.userId}, decided_at = ${now}, note = ${note}
        where id = ${id} and status = 'open'
        returning id`),
    );
    if (claimed.length === 0) {
      const [exists] = rowsOf<{ id: string }>(await tx.execute(sql`select id from message_reports where id = ${id}`));
      if (!exists) throw notFound(T.reportNotFound);
      throw conflict(T.alreadyDecided, 'ALREADY_DECIDED');
    }
    const { sender, reporter } = await peopleOf(tx, id);

    // As the Members Log's Deactivate does, in this transaction: if it refuses (the organiser's own
    // account), the report stays open.
    if (outcome === 'deactivate')
      await banMember({ ...deps.members, db: tx }, actor, { email: sender.email, reason: 'A message reported by a member' });

    await recordAudit(tx, {
      actor,
      action: `message-report.${outcome}`,
      targetEmail: sender.email,
      // The organiser's note; never the message, which stays in the queue alone (decision 055).
      reason: note,
      changes: [changeOf('Report', STATUS_LABELS.open, STATUS_LABELS[status])],
      details: { reportId: id },
      at: now,
    });
    await deps.live.publishToAdmins(tx, { type: 'message-report', reportId: id });

    const told: RecordedNews[] = [
      await recordNews(deps.news, tx, 'report-outcome', [
        {
          userId: reporter.userId,
          title: T.outcomeTitle,
          body: T.outcomeBody[outcome],
          link: ROUTES.messages,
          email: () =>
            reportOutcomeEmail(brand, reporter.email, { firstName: reporter.firstName, text: T.outcomeBody[outcome], url }),
        },
      ]),
    ];
    if (outcome === 'warn')
      told.push(
        await recordNews(deps.news, tx, 'moderation-warning', [
          {
            userId: sender.userId,
            title: T.warningTitle,
            body: note ? `${T.warningBody}\n\n${note}` : T.warningBody,
            link: ROUTES.messages,
            email: () =>
              moderationWarningEmail(brand, sender.email, { firstName: sender.firstName, text: T.warningBody, note, url }),
          },
        ]),
      );
    return told;
  });
  deps.afterAnswer.run('report decision news', async () => {
    for (const told of news) await told.deliver();
  });
  const report = await readReport(deps.db, id);
  return { message: T.decided[outcome], report: report! };
}
