// Writes the demo's Ask entries, answered by the organisers with first-reply times as the inbox records
// them (so the response times count them), and the answers published from them to the FAQ.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { attendees, conversations, faqEntries } from '../../schema';
import { DEMO_CONVERSATIONS } from './conversations';
import { DEMO_FAQ } from './faq';
import { DAY, HOUR, type SeedContext } from './shared';

type Key = { email: string | null; step: string; question?: string | null; answer?: string | null };
const conversationKey = (c: Key) => JSON.stringify([(c.email ?? '').toLowerCase(), c.step, c.question ?? null, c.answer ?? null]);

/**
 * The entries not there yet. They have no natural key, so an entry counts as present when the same member
 * already has one at the same step with the same question and answer. Each reply is recorded as the
 * inbox's answer records it: by an organiser (in turn), first replied `replyHours` after the question.
 */
export async function writeConversations(ctx: SeedContext, organiserEmails: string[]): Promise<number> {
  const { tx, now, at, random, member, members } = ctx;
  const userIds = new Map(
    (
      await tx
        .select({ email: attendees.email, userId: attendees.userId })
        .from(attendees)
        .where(
          inArray(
            sql`lower(${attendees.email})`,
            members.map((m) => m.email),
          ),
        )
    ).map((row) => [row.email.toLowerCase(), row.userId]),
  );
  let answeredCount = 0;
  const rows = DEMO_CONVERSATIONS.map((c) => {
    const m = member(c.who);
    const userId = userIds.get(m.email) ?? null;
    if (c.state === 'onboarding') {
      return {
        userId,
        name: m.name,
        email: m.email,
        step: 'name_completed' as const,
        status: 'pending' as const,
        timestamp: new Date(m.createdAt.getTime() + 6 * 60_000),
        questionsAndAnswers: [],
      };
    }
    const timestamp = at(c.daysAgo * DAY + random() * 10 * HOUR);
    const answered = c.state !== 'pending';
    const pairs = c.pairs ?? [];
    const repliedAt = answered
      ? new Date(Math.min(timestamp.getTime() + (c.replyHours ?? 24) * HOUR, now.getTime() - HOUR))
      : null;
    const organiser = answered ? organiserEmails[answeredCount++ % organiserEmails.length] : null;
    return {
      userId,
      name: m.name,
      email: m.email,
      question: pairs[0]?.question ?? null,
      answer: pairs[0]?.answer ?? null,
      followup: c.followup ?? 'no',
      sharePermission: c.share ?? false,
      step: 'complete' as const,
      status: answered ? ('answered' as const) : ('pending' as const),
      timestamp,
      questionsAndAnswers: pairs,
      adminResponse: answered ? (c.reply ?? null) : null,
      respondedAt: repliedAt,
      firstRespondedAt: repliedAt,
      firstResponderEmail: organiser,
      viewed: c.state === 'answered' || c.state === 'archived',
      archived: c.state === 'archived',
    };
  });
  const existing = await tx
    .select({
      email: conversations.email,
      step: conversations.step,
      question: conversations.question,
      answer: conversations.answer,
    })
    .from(conversations)
    .where(
      inArray(
        sql`lower(${conversations.email})`,
        members.map((m) => m.email),
      ),
    );
  const taken = new Set(existing.map(conversationKey));
  const newRows = rows.filter((c) => !taken.has(conversationKey(c)));
  if (!newRows.length) return 0;
  const inserted = await tx.insert(conversations).values(newRows).returning({ id: conversations.id });
  return inserted.length;
}

/**
 * The FAQ entries whose question is not published yet: each from its member's answered, shared entry,
 * published a few days after the reply, as an organiser publishes one (its topic the Ask question).
 */
export async function writeFaqEntries({ tx, now, member }: SeedContext): Promise<number> {
  let added = 0;
  for (const entry of DEMO_FAQ) {
    const email = member(entry.from).email;
    const [source] = await tx
      .select({ id: conversations.id, topic: conversations.question, repliedAt: conversations.firstRespondedAt })
      .from(conversations)
      .where(
        and(
          sql`lower(${conversations.email}) = ${email}`,
          sql`${conversations.status} = 'answered' and ${conversations.sharePermission}`,
          sql`not exists (select 1 from ${faqEntries} f where f.conversation_id = ${conversations.id})`,
          isNull(conversations.faqToldAt),
        ),
      )
      .limit(1);
    const [sameQuestion] = await tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(sql`${faqEntries.question} = ${entry.question}`)
      .limit(1);
    if (!source?.repliedAt || sameQuestion) continue;
    const publishedAt = new Date(Math.min(source.repliedAt.getTime() + entry.daysAfterReply * DAY, now.getTime() - HOUR));
    await tx.insert(faqEntries).values({
      conversationId: source.id,
      topic: source.topic,
      question: entry.question,
      answer: entry.answer,
      publishedAt,
      updatedAt: publishedAt,
    });
    await tx
      .update(conversations)
      .set({ faqToldAt: publishedAt })
      .where(sql`${conversations.id} = ${source.id}`);
    added++;
  }
  return added;
}
