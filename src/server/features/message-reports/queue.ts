// The organisers' moderation queue (issue 35 item 5, decision 055; issue 36, decision 058): reported
// messages, open questions and answers, open roles and AI tools, open first. A message's report shows the copy it keeps (the
// message and the few before it, never the rest of the thread); a question's or an answer's shows it as it
// is now, with its question. Their decision: dismiss, warn the author, deactivate the author as the Members
// Log does, or (a question or an answer) hide it as the open questions' Hide does; an open role's or an AI
// tool's 'hide' is their organisers' Remove (decisions 069, 071). Each decision is one
// conditional update (two organisers deciding at once: one wins, the other is told), its Activity log row,
// and the news: the reporter is told the outcome, a warned author is told they were warned.
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
  type ReportSubject,
} from '../../../common/contracts/message-reports';
import { cutText } from '../../../common/contracts/ask';
import { HIDE_REASON_MAX_LENGTH } from '../../../common/contracts/open-questions';
import { ROLE_REMOVE_REASON_MAX_LENGTH } from '../../../common/contracts/open-roles';
import { paths, ROUTES } from '../../../common/routes';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ReportedMessageCopy } from '../../db/schema';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import { banMember, type MemberDeps } from '../members/public';
import { recordNews, type NewsDeps, type RecordedNews } from '../notifications/public';
import { hideAnswer, hideQuestion } from '../open-questions/public';
import { removeRole } from '../open-roles/public';
import { removeAiToolIfListed } from '../ai-tools/public';
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
  subject: ReportSubject;
  status: MessageReport['status'];
  reason: string;
  created_at: Date | string;
  note: string | null;
  decided_at: Date | string | null;
  context: ReportedMessageCopy[];
  reporter_id: string;
  reporter_first: string;
  reporter_last: string;
  author_id: string;
  author_first: string;
  author_last: string;
  author_deactivated: boolean;
  decided_by_email: string | null;
  question_id: string | null;
  question_body: string | null;
  question_anonymous: boolean | null;
  question_hidden: boolean | null;
  question_closed: boolean | null;
  answer_id: string | null;
  answer_body: string | null;
  answer_from_team: boolean | null;
  answer_hidden: boolean | null;
  role_id: string | null;
  role_title: string | null;
  role_company: string | null;
  role_description: string | null;
  role_removed: boolean | null;
  tool_id: string | null;
  tool_name: string | null;
  tool_link: string | null;
  tool_purpose: string | null;
  tool_removed: boolean | null;
};

const OUTCOME_OF_STATUS: Record<Exclude<MessageReport['status'], 'open'>, ReportOutcome> = {
  dismissed: 'dismiss',
  warned: 'warn',
  deactivated: 'deactivate',
  hidden: 'hide',
};

const STATUS_LABELS: Record<MessageReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  warned: 'Author warned',
  deactivated: 'Author deactivated',
  hidden: 'Hidden',
};

const iso = (value: Date | string) => new Date(value).toISOString();
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** What a report is about and who wrote it: the message's sender, the answer's author or the question's asker.
 * The open questions' tables are read here in SQL, as the messages' are (decisions 055 and 058). */
const subjectJoins = sql`
  left join private_messages m on m.id = r.message_id
  left join open_questions q on q.id = r.question_id
  left join open_question_answers a on a.id = r.answer_id
  left join open_roles role on role.id = r.role_id
  left join ai_tools tl on tl.id = r.tool_id
  join attendees author on author.id = coalesce(m.sender_id, a.author_id, q.asker_id, role.poster_id, tl.suggested_by)`;

/** The reports' columns: the report, the two members by name, whether the author is deactivated now, and
 * the question or answer as it is now. */
const reportSelect = sql`
  select r.id, r.subject, r.status, r.reason, r.created_at, r.note, r.decided_at, r.context,
    reporter.id as reporter_id, reporter.first_name as reporter_first, reporter.last_name as reporter_last,
    author.id as author_id, author.first_name as author_first, author.last_name as author_last,
    (coalesce(author_account.banned, false)
      or exists (select 1 from banned_users banned where lower(banned.email) = lower(author.email))) as author_deactivated,
    decider.email as decided_by_email,
    q.id as question_id, q.body as question_body, q.anonymous as question_anonymous,
    q.hidden_at is not null as question_hidden, q.closed_at is not null as question_closed,
    a.id as answer_id, a.body as answer_body, a.from_team as answer_from_team, a.hidden_at is not null as answer_hidden,
    role.id as role_id, role.title as role_title, role.company as role_company, role.description as role_description,
    role.removed_at is not null as role_removed,
    tl.id as tool_id, tl.name as tool_name, tl.link as tool_link, tl.purpose as tool_purpose, tl.status <> 'approved' as tool_removed
  from message_reports r
  ${subjectJoins}
  join attendees reporter on reporter.id = r.reporter_id
  left join users author_account on author_account.id = author.user_id
  left join users decider on decider.id = r.decided_by`;

function toReport(row: ReportRow): MessageReport {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    reason: row.reason,
    reportedAt: iso(row.created_at),
    reporter: { attendeeId: row.reporter_id, fullName: fullName(row.reporter_first, row.reporter_last) },
    author: {
      attendeeId: row.author_id,
      fullName: fullName(row.author_first, row.author_last),
      deactivated: !!row.author_deactivated,
    },
    question:
      row.question_id === null
        ? null
        : {
            id: row.question_id,
            body: row.question_body ?? '',
            anonymous: !!row.question_anonymous,
            hidden: !!row.question_hidden,
            closed: !!row.question_closed,
          },
    answer:
      row.answer_id === null
        ? null
        : { id: row.answer_id, body: row.answer_body ?? '', fromTeam: !!row.answer_from_team, hidden: !!row.answer_hidden },
    role:
      row.role_id === null
        ? null
        : {
            id: row.role_id,
            title: row.role_title ?? '',
            company: row.role_company ?? '',
            description: row.role_description ?? '',
            removed: !!row.role_removed,
          },
    tool:
      row.tool_id === null
        ? null
        : {
            id: row.tool_id,
            name: row.tool_name ?? '',
            link: row.tool_link ?? '',
            purpose: row.tool_purpose ?? '',
            removed: !!row.tool_removed,
          },
    messages: row.context.map((copy) => ({
      id: copy.id,
      fromSender: copy.senderId === row.author_id,
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

/** What was reported and the two members: its author and the member who reported it, with their accounts. */
async function peopleOf(
  tx: Database,
  reportId: string,
): Promise<{
  subject: ReportSubject;
  questionId: string | null;
  answerId: string | null;
  roleId: string | null;
  toolId: string | null;
  author: Person;
  reporter: Person;
}> {
  const [row] = rowsOf<{
    subject: ReportSubject;
    question_id: string | null;
    answer_id: string | null;
    role_id: string | null;
    tool_id: string | null;
    author_id: string;
    author_first: string;
    author_email: string;
    author_user: string | null;
    reporter_id: string;
    reporter_first: string;
    reporter_email: string;
    reporter_user: string | null;
  }>(
    await tx.execute(sql`
      select r.subject, r.question_id, r.answer_id, r.role_id, r.tool_id,
        author.id as author_id, author.first_name as author_first, author.email as author_email, author.user_id as author_user,
        reporter.id as reporter_id, reporter.first_name as reporter_first, reporter.email as reporter_email, reporter.user_id as reporter_user
      from message_reports r
      ${subjectJoins}
      join attendees reporter on reporter.id = r.reporter_id
      where r.id = ${reportId}`),
  );
  return {
    subject: row.subject,
    questionId: row.question_id,
    answerId: row.answer_id,
    roleId: row.role_id,
    toolId: row.tool_id,
    author: { id: row.author_id, firstName: row.author_first, email: row.author_email, userId: row.author_user },
    reporter: { id: row.reporter_id, firstName: row.reporter_first, email: row.reporter_email, userId: row.reporter_user },
  };
}

const BAN_REASONS: Record<ReportSubject, string> = {
  message: 'A message reported by a member',
  question: 'An open question reported by a member',
  answer: 'An answer reported by a member',
  role: 'An open role reported by a member',
  tool: 'An AI tool reported by a member',
};

/** Where the news of a decision leads: the member's messages, the question, Open Roles or AI Tools. */
const linkOf = (subject: ReportSubject, questionId: string | null) =>
  subject === 'role'
    ? ROUTES.openRoles
    : subject === 'tool'
      ? ROUTES.aiTools
      : subject === 'message' || !questionId
        ? ROUTES.messages
        : paths.question(questionId);

/** Decides report `id`: dismiss, warn the author, deactivate the author, or hide the question or answer. */
export async function decideMessageReport(
  deps: QueueDeps,
  actor: AuditActor & Pick<SignedInCaller, 'kind' | 'attendee'>,
  id: string,
  decision: ReportDecision,
): Promise<DecidedReport> {
  const { outcome } = decision;
  const note = decision.note?.trim() || null;
  const status = STATUS_OF_OUTCOME[outcome];
  const now = deps.now();
  const brand = deps.config.brand;

  const news = await deps.db.transaction(async (tx) => {
    const claimed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update message_reports set status = ${status}, decided_by = ${actor.userId}, decided_at = ${now}, note = ${note}
        where id = ${id} and status = 'open' and (${outcome} <> 'hide' or subject <> 'message')
        returning id`),
    );
    if (claimed.length === 0) {
      const [exists] = rowsOf<{ subject: ReportSubject; status: string }>(
        await tx.execute(sql`select subject, status from message_reports where id = ${id}`),
      );
      if (!exists) throw notFound(T.reportNotFound);
      if (exists.status === 'open') throw badRequest(T.notHideable, 'NOT_HIDEABLE');
      throw conflict(T.alreadyDecided, 'ALREADY_DECIDED');
    }
    const { subject, questionId, answerId, roleId, toolId, author, reporter } = await peopleOf(tx, id);
    const link = linkOf(subject, questionId);
    const url = `${deps.config.publicBaseUrl}${link}`;

    // As the Members Log's Deactivate does, in this transaction: if it refuses (the organiser's own
    // account), the report stays open.
    if (outcome === 'deactivate')
      await banMember({ ...deps.members, db: tx }, actor, {
        email: author.email,
        reason: BAN_REASONS[subject],
      });
    // As the open questions' Hide does (its own row, its followers' pages told), with the note as the reason.
    if (outcome === 'hide') {
      const reason = cutText(note ?? T.hiddenAfterReport, HIDE_REASON_MAX_LENGTH);
      const hideDeps = { db: tx, now: deps.now, live: deps.live };
      if (subject === 'role')
        // As the organisers' Remove does (decision 069): its own row, and its poster told why.
        await removeRole(
          { ...deps, db: tx },
          actor,
          roleId!,
          cutText(note ?? T.hiddenAfterReport, ROLE_REMOVE_REASON_MAX_LENGTH),
        );
      else if (subject === 'answer') await hideAnswer(hideDeps, actor, questionId!, answerId!, reason);
      else if (subject === 'question') await hideQuestion(hideDeps, actor, questionId!, reason);
    }
    // A tool's 'hide' is the organisers' own Remove (decision 071), its suggester told with the note as the reason.
    const removedTool =
      outcome === 'hide' && subject === 'tool'
        ? await removeAiToolIfListed(
            { db: tx, now: deps.now, news: deps.news, config: deps.config },
            actor,
            toolId!,
            cutText(note ?? T.hiddenAfterReport, HIDE_REASON_MAX_LENGTH),
          )
        : null;

    await recordAudit(tx, {
      actor,
      action: `message-report.${outcome}`,
      targetEmail: author.email,
      // The organiser's note; never the message, which stays in the queue alone (decision 055).
      reason: note,
      changes: [changeOf('Report', STATUS_LABELS.open, STATUS_LABELS[status])],
      details: { reportId: id, subject },
      at: now,
    });
    await deps.live.publishToAdmins(tx, { type: 'message-report', reportId: id });

    const told: RecordedNews[] = [
      ...(removedTool ? [removedTool.news] : []),
      await recordNews(deps.news, tx, 'report-outcome', [
        {
          userId: reporter.userId,
          title: T.outcomeTitle,
          body: T.outcomeBody(subject, outcome),
          link,
          email: () =>
            reportOutcomeEmail(brand, reporter.email, {
              firstName: reporter.firstName,
              text: T.outcomeBody(subject, outcome),
              subject,
              url,
            }),
        },
      ]),
    ];
    if (outcome === 'warn')
      told.push(
        await recordNews(deps.news, tx, 'moderation-warning', [
          {
            userId: author.userId,
            title: T.warningTitle,
            body: note ? `${T.warningBody(subject)}\n\n${note}` : T.warningBody(subject),
            link,
            email: () =>
              moderationWarningEmail(brand, author.email, {
                firstName: author.firstName,
                text: T.warningBody(subject),
                note,
                subject,
                url,
              }),
          },
        ]),
      );
    return told;
  });
  deps.afterAnswer.run('report decision news', async () => {
    for (const told of news) await told.deliver();
  });
  const report = await readReport(deps.db, id);
  return { message: T.decided(report!.subject, outcome), report: report! };
}
