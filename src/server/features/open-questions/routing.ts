// Routing an open question (issue 36 item 2, decision 057): up to five members whose profile matches it
// best, read from the directory's narrow copy (decision 049) through its indexes: the question's words
// against the members' stored words (GIN, weighted: the Offering and headline count most), its topics
// against their topics (GIN) and its words against their industry (btree). Never the asker, never a member
// either of them blocked, never a member whose every channel of 'question-for-you' is off (that is how a
// member says 'do not ask me'), nor one asked N times in the last 7 days (community_settings). If no member
// answered in 48 hours, five more are asked, once: a keyed job on the job queue (decision 021).
import { sql } from 'drizzle-orm';
import { DEFAULT_REQUESTS_PER_WEEK, OPEN_QUESTIONS_TEXTS as T, ROUTED_PER_ROUND } from '../../../common/contracts/open-questions';
import { NOTIFICATION_KINDS } from '../../../common/contracts/notification-kinds';
import { paths } from '../../../common/routes';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { rowsOf } from '../../db/rows';
import type { Scheduler } from '../../jobs/scheduler';
import { recordNews, type NewsDeps, type RecordedNews } from '../notifications/public';
import { noBlockBetween, type OpenQuestionDeps, type SecondRounds, type Writer } from './deps';
import { questionForYouEmail } from './emails';

export const SECOND_ROUND_JOB = 'open-questions.second-round';
const WEEK_MS = 7 * 86_400_000;
/** The most members the indexes hand to the ranking, for each of the two kinds of match (decision 066). */
const ROUTING_POOL = 1_000;

/** Words too common to say what a question is about. */
const COMMON_WORDS = new Set(
  'the and for with that this from have has had are was were but not you your our can could would should will what when where which who whom how why any some about into onto over just like there their them they then than also been being does did doing its it’s let lets get got need needs want wants know anyone someone help please thanks thank hello here more most much many very really'.split(
    ' ',
  ),
);

/** The question's distinct words worth matching (letters and digits, 3 or more), at most 32. */
export function matchWords(body: string): string[] {
  const words = body.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !COMMON_WORDS.has(word)))].slice(0, 32);
}

/** How many requests one member may get in a week, as the organisers set it. */
export async function requestsPerWeek(db: Writer): Promise<number> {
  const [row] = rowsOf<{ n: number | null }>(
    await db.execute(sql`select question_requests_per_week as n from community_settings where id = 1`),
  );
  return row?.n ?? DEFAULT_REQUESTS_PER_WEEK;
}

export type RoutingDeps = { news: NewsDeps; config: Config };

type Match = { attendee_id: string; user_id: string };

/**
 * The best `limit` members for the question, in order of match: a question's words and topics, with
 * nothing else read for a member who matches nothing.
 */
export async function findMatchingMembers(
  db: Writer,
  question: { id: string; askerId: string; body: string; topicKeys: string[] },
  now: Date,
  limit = ROUTED_PER_ROUND,
): Promise<Match[]> {
  const words = matchWords(question.body);
  const keys = [...new Set([...question.topicKeys, ...words])];
  if (keys.length === 0) return [];
  const cap = await requestsPerWeek(db);
  if (cap === 0) return [];
  const query = words.length > 0 ? sql`to_tsquery('simple', ${words.join(' | ')})` : sql`null::tsquery`;
  const defaults = NOTIFICATION_KINDS['question-for-you'].defaults;
  const channel = (name: 'product' | 'email' | 'push') => sql`coalesce((select s.enabled from notification_settings s
      where s.user_id = d.user_id and s.kind = 'question-for-you' and s.channel = ${name}), ${defaults[name]})`;
  // Two steps, so the work stays bounded however many members share a common word (decision 066): the pool,
  // up to ROUTING_POOL members the indexes find who pass every check (those matching a topic and a word
  // first, then any match), then the pool ranked (words, topics, industry) and the best kept. A member
  // who reached the weekly cap leaves the pool, so the next ones the indexes find take their place.
  // Only letters and digits reach the query text (matchWords), so '|' joins them safely.
  const mayAsk = sql`d.listed and d.user_id is not null and d.attendee_id <> ${question.askerId}
        and ${noBlockBetween(sql`d.attendee_id`, sql`${question.askerId}::uuid`)}
        and not exists (select 1 from open_question_routes r where r.question_id = ${question.id} and r.member_id = d.attendee_id)
        and (select count(*) from open_question_routes r
          where r.member_id = d.attendee_id and r.created_at > ${new Date(now.getTime() - WEEK_MS).toISOString()}) < ${cap}
        and (${channel('product')} or ${channel('email')} or ${channel('push')})`;
  // The member's industry, where every member may see it, is one of the question's words or topics.
  const industryMatches = sql`(lower(d.industry) = any(w.keys) and d.industry_visible_to = 'members')`;
  return rowsOf<Match>(
    await db.execute(sql`
      with wanted as materialized (select ${query} as words, ${sql.param(question.topicKeys)}::text[] as topics, ${sql.param(keys)}::text[] as keys),
      strong as materialized (
        select d.attendee_id from directory_entries d, wanted w
        where d.topic_keys && w.topics and d.words_members @@ w.words and ${mayAsk}
        limit ${ROUTING_POOL}),
      rest as materialized (
        select d.attendee_id from directory_entries d, wanted w
        where (d.words_members @@ w.words or d.topic_keys && w.topics or ${industryMatches}) and ${mayAsk}
        limit ${ROUTING_POOL}),
      pool as (select attendee_id from strong union select attendee_id from rest)
      select d.attendee_id, d.user_id
      from pool p join directory_entries d on d.attendee_id = p.attendee_id, wanted w
      order by coalesce(ts_rank(d.words_members, w.words), 0)
          + 0.5 * cardinality(array(select unnest(d.topic_keys) intersect select unnest(w.topics)))
          + case when ${industryMatches} then 0.3 else 0 end desc,
        d.attendee_id
      limit ${limit}`),
  );
}

/**
 * Routes the question to its next best members (round 1 or 2) inside `tx`, and records their news. The
 * caller delivers it after the commit. Answers how many were asked.
 */
export async function routeQuestion(
  { news, config }: RoutingDeps,
  tx: Database,
  question: { id: string; askerId: string; askerName: string; anonymous: boolean; body: string; topicKeys: string[] },
  round: 1 | 2,
  now: Date,
): Promise<{ routed: number; recorded: RecordedNews | null }> {
  // The pool's estimate can lift the statement over jit_above_cost; compiling it would take longer than
  // running it (as for the directory's search, decision 049).
  await tx.execute(sql`set local jit = off`);
  const members = await findMatchingMembers(tx, question, now);
  if (members.length === 0) return { routed: 0, recorded: null };
  await tx.execute(sql`
    insert into open_question_routes (question_id, member_id, round, created_at)
    select ${question.id}, unnest(${sql.param(members.map((m) => m.attendee_id))}::uuid[]), ${round}, ${now.toISOString()}
    on conflict do nothing`);
  const link = paths.question(question.id);
  // The asker's name only when they chose to show it: the notification, the push and the email alike.
  const askerName = question.anonymous ? null : question.askerName;
  const title = T.forYouTitle(askerName);
  const excerpt = question.body.length > 200 ? `${question.body.slice(0, 199)}…` : question.body;
  const rows = rowsOf<{ id: string; email: string; first_name: string }>(
    await tx.execute(
      sql`select id, email, first_name from attendees where id = any(${sql.param(members.map((m) => m.attendee_id))}::uuid[])`,
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const recorded = await recordNews(
    news,
    tx,
    'question-for-you',
    members.map((member) => ({
      userId: member.user_id,
      title,
      body: excerpt,
      link,
      onceKey: `open-question:${question.id}:${member.attendee_id}`,
      email: () => {
        const to = byId.get(member.attendee_id)!;
        return questionForYouEmail(config.brand, to.email, {
          firstName: to.first_name,
          askerName,
          question: question.body,
          url: `${config.publicBaseUrl}${link}`,
        });
      },
    })),
  );
  return { routed: members.length, recorded };
}

type QuestionForRound = {
  id: string;
  asker_id: string;
  asker_name: string;
  anonymous: boolean;
  body: string;
  topic_keys: string[];
};

/**
 * The second round: when the question is still open and shown, no member answered it, and it had no
 * second round yet, five more members are asked. The mark (second_round_at) and the routes are one
 * transaction, so a job run twice asks once.
 */
export async function runSecondRound(
  deps: Pick<OpenQuestionDeps, 'db' | 'now' | 'news' | 'config'>,
  questionId: string,
): Promise<number> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<QuestionForRound>(
      await tx.execute(sql`
        update open_questions q set second_round_at = ${now.toISOString()}
        from attendees asker
        where q.id = ${questionId} and asker.id = q.asker_id and q.second_round_at is null
          and q.closed_at is null and q.hidden_at is null and q.first_member_answer_at is null
        returning q.id, q.asker_id, btrim(asker.first_name || ' ' || asker.last_name) as asker_name, q.anonymous, q.body, q.topic_keys`),
    );
    if (!row) return { routed: 0, recorded: null };
    return routeQuestion(
      deps,
      tx,
      {
        id: row.id,
        askerId: row.asker_id,
        askerName: row.asker_name,
        anonymous: row.anonymous,
        body: row.body,
        topicKeys: row.topic_keys,
      },
      2,
      now,
    );
  });
  if (result.recorded) await result.recorded.deliver();
  return result.routed;
}

/** Registers the second round's job; answers what asking calls to plan it. */
export function registerSecondRounds(
  jobs: Scheduler,
  deps: Pick<OpenQuestionDeps, 'db' | 'now' | 'news' | 'config'>,
): SecondRounds {
  const job = jobs.register<{ questionId: string }>({
    name: SECOND_ROUND_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    run: async ({ data }) => {
      await runSecondRound(deps, data.questionId);
    },
  });
  return {
    async plan(questionId, at) {
      await job.schedule({ questionId }, { at, key: questionId });
    },
  };
}
