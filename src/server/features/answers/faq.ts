// Answers from the team (issue 20, decision 031): members search the FAQ and are shown entries close to a
// question they are writing; administrators publish an answered question whose member allowed sharing,
// edit an entry and take it down. Publishing tells the member, once, that their question helped others.
// The sharing permission and the flags (names, email addresses) are checked here, whatever the editor did.
import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import {
  FAQ_MESSAGES as M,
  FLAGGED_CODES,
  FAQ_SUGGESTION_LIMIT,
  type AdminFaqEntry,
  type FaqActionResult,
  type FaqDraft,
  type FaqEntry,
  type FaqPage,
  type FaqSuggestions,
  type FlagTerm,
} from '../../../common/contracts/answers';
import { findFlags, nameCandidates, searchWords } from '../../../common/contracts/answers-flags';
import { cutText, displayedAnswer } from '../../../common/contracts/ask';
import { normalizeEmail } from '../../../common/names';
import { ROUTES } from '../../../common/routes';
import { changesBetween, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { attendees, conversations, faqEntries, fullNameWords, users } from '../../db/schema';
import type { Config } from '../../env';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { AfterAnswer } from '../../http/after-answer';
import type { Mailer } from '../../mail/delivery';
import type { NewsDeps } from '../notifications/public';
import { isComplete } from '../ask/public';
import { faqHelpedEmail } from './emails';
import { componentLog } from '../../log/logger';

const log = componentLog('faq');

export type AnswersDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  /** Telling an open question's asker it was published (decision 058): recorded in the change, sent after. */
  news: NewsDeps;
  afterAnswer: AfterAnswer;
};
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type EntryRow = typeof faqEntries.$inferSelect;

export const toAdminEntry = (row: Omit<EntryRow, 'search'>): AdminFaqEntry => ({
  id: row.id,
  topic: row.topic,
  question: row.question,
  answer: row.answer,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  conversationId: row.conversationId,
});

/** Members never learn which question an entry came from. */
const toEntry = ({ conversationId: _source, ...entry }: AdminFaqEntry): FaqEntry => entry;

export const { search: _search, ...entryColumns } = getTableColumns(faqEntries);

/** Every word must match, the last one as the start of a word (so results follow the typing). */
function searchQuery(q: string): SQL | null {
  const words = searchWords(q, { limit: 12 });
  if (words.length === 0) return null;
  const text = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return sql`to_tsquery('english', ${text})`;
}

type ListQuery = { q: string; page: number; pageSize: number };

/** The entries, newest first; with a search, those matching every word, best first (the question weighs
 * more than the answer), then newest. Paged and counted in SQL. */
export async function listFaqEntries(db: Database, { q, page, pageSize }: ListQuery): Promise<FaqPage<AdminFaqEntry>> {
  const query = searchQuery(q);
  const where = query ? sql`${faqEntries.search} @@ ${query}` : undefined;
  const order = query
    ? [sql`ts_rank_cd(${faqEntries.search}, ${query}) desc`, sql`${faqEntries.publishedAt} desc`, sql`${faqEntries.id} desc`]
    : [sql`${faqEntries.publishedAt} desc nulls last`, sql`${faqEntries.id} desc nulls last`];
  const [rows, [counts]] = await Promise.all([
    db
      .select(entryColumns)
      .from(faqEntries)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(faqEntries)
      .where(where),
  ]);
  return { items: rows.map(toAdminEntry), total: counts.total, page, pageSize, q };
}

/** GET /api/faq: the same list, as members read it. */
export async function listMemberFaqEntries(db: Database, query: ListQuery): Promise<FaqPage> {
  const found = await listFaqEntries(db, query);
  return { ...found, items: found.items.map(toEntry) };
}

/** The entries closest to a question being written: any of its words, best first, at most three. */
export async function suggestFaqEntries(db: Database, text: string): Promise<FaqSuggestions> {
  const words = searchWords(text, { minLength: 3 });
  if (words.length === 0) return { items: [] };
  const query = sql`to_tsquery('english', ${words.join(' | ')})`;
  const rows = await db
    .select(entryColumns)
    .from(faqEntries)
    .where(sql`${faqEntries.search} @@ ${query}`)
    .orderBy(sql`ts_rank(${faqEntries.search}, ${query}) desc`, sql`${faqEntries.publishedAt} desc`)
    .limit(FAQ_SUGGESTION_LIMIT);
  return { items: rows.map((row) => toEntry(toAdminEntry(row))) };
}

// ---------------------------------------------------------------------------------------------------
// The source question and its flags

/** The question with what says who asked it: the entry's email (else the account's) and the member's names. */
async function readSource(db: Database | Transaction, conversationId: string, lock: boolean) {
  const query = db
    .select({
      ...getTableColumns(conversations),
      filledEmail: sql<string | null>`coalesce(${conversations.email}, ${users.email})`,
      attendeeId: attendees.id,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      entryId: sql<
        string | null
      >`(select ${faqEntries.id} from ${faqEntries} where ${faqEntries.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .leftJoin(
      attendees,
      or(
        eq(attendees.userId, conversations.userId),
        and(sql`${conversations.userId} is null`, sql`lower(${attendees.email}) = lower(${conversations.email})`),
      ),
    )
    .where(and(eq(conversations.id, conversationId), isComplete))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: conversations }) : query);
  if (!row) throw notFound(M.questionNotFound);
  return row;
}
type Source = Awaited<ReturnType<typeof readSource>>;

/** Only an answered question its member allowed to share may become an entry. */
function checkPublishable(source: Source) {
  if (!source.sharePermission) throw conflict(M.notShareable, 'NOT_SHAREABLE');
  if (source.status !== 'answered' || !source.adminResponse) throw conflict(M.notAnswered, 'NOT_ANSWERED');
}

/** The asking member's names: as they gave it in the chat, and their profile's full, first and last name. */
function memberTerms(source: Pick<Source, 'name' | 'firstName' | 'lastName'>): FlagTerm[] {
  const names = [source.name, `${source.firstName ?? ''} ${source.lastName ?? ''}`, source.firstName, source.lastName];
  return names
    .map((name) => (name ?? '').trim())
    .filter((name) => name.length >= 2)
    .map((text) => ({ text, kind: 'member-name' }));
}

/** Other members whose full names appear in the texts, found through the full-name index. */
export async function otherMemberTerms(
  db: Database | Transaction,
  texts: string[],
  exceptAttendeeId: string | null,
): Promise<FlagTerm[]> {
  const candidates = nameCandidates(texts.join('\n'));
  if (candidates.length === 0) return [];
  const rows = await db
    .selectDistinct({ firstName: attendees.firstName, lastName: attendees.lastName })
    .from(attendees)
    .where(
      and(
        sql`${fullNameWords(attendees.firstName, attendees.lastName)} = any(${sql.param(candidates)}::text[])`,
        exceptAttendeeId ? sql`${attendees.id} <> ${exceptAttendeeId}` : undefined,
      ),
    )
    .limit(50);
  return rows.map((row) => ({ text: `${row.firstName} ${row.lastName}`.trim(), kind: 'other-member' }));
}

async function termsFor(db: Database | Transaction, source: Source | null, texts: string[]): Promise<FlagTerm[]> {
  const own = source ? memberTerms(source) : [];
  return [...own, ...(await otherMemberTerms(db, texts, source?.attendeeId ?? null))];
}

export type EntryText = { question: string; answer: string; keepNames: boolean };

/** Refuses a text that still holds an email address (400), or a flagged name unless `keepNames` (409). */
export function checkFlags(input: EntryText, terms: FlagTerm[]) {
  const flags = { question: findFlags(input.question, terms), answer: findFlags(input.answer, terms) };
  const fieldsOf = (pick: (kind: string) => boolean) => {
    const fields: Record<string, string> = {};
    for (const [field, found] of Object.entries(flags)) {
      const texts = [...new Set(found.filter((flag) => pick(flag.kind)).map((flag) => flag.text))];
      if (texts.length > 0) fields[field] = M.flaggedHere(texts);
    }
    return fields;
  };
  const emails = fieldsOf((kind) => kind === 'email');
  if (Object.keys(emails).length > 0) throw badRequest(M.emailsLeft, FLAGGED_CODES.emails, emails);
  if (input.keepNames) return;
  const names = fieldsOf((kind) => kind !== 'email');
  if (Object.keys(names).length === 0) return;
  const distinct = [
    ...new Set([...flags.question, ...flags.answer].filter((flag) => flag.kind !== 'email').map((flag) => flag.text)),
  ];
  throw new HttpError(409, FLAGGED_CODES.names, M.namesLeft(distinct), names);
}

/** The editor's starting point: the member's words and the team's reply (or the published entry), and the
 * names to flag in them. Refused like a publish when the question may not be shared. */
export async function draftFaqEntry(db: Database, conversationId: string): Promise<FaqDraft> {
  const source = await readSource(db, conversationId, false);
  checkPublishable(source);
  const [published] = source.entryId
    ? await db.select(entryColumns).from(faqEntries).where(eq(faqEntries.id, source.entryId))
    : [];
  const question = published?.question ?? displayedAnswer(source.answer, source.followup);
  const answer = published?.answer ?? source.adminResponse ?? '';
  return {
    conversationId,
    topic: source.question,
    question,
    answer,
    entryId: published?.id ?? null,
    terms: await termsFor(db, source, [question, answer]),
  };
}

// ---------------------------------------------------------------------------------------------------
// Publishing, editing, taking down

/** Publishes an answered, shareable question as an anonymous entry, and tells its member once. */
export async function publishFaqEntry(
  deps: AnswersDeps,
  actor: AuditActor,
  input: EntryText & { conversationId: string },
): Promise<FaqActionResult> {
  const now = deps.now();
  const { entry, tell } = await deps.db.transaction(async (tx) => {
    const source = await readSource(tx, input.conversationId, true);
    checkPublishable(source);
    if (source.entryId) throw conflict(M.alreadyPublished, 'ALREADY_PUBLISHED');
    checkFlags(input, await termsFor(tx, source, [input.question, input.answer]));
    const [row] = await tx
      .insert(faqEntries)
      .values({
        conversationId: source.id,
        topic: source.question,
        question: input.question,
        answer: input.answer,
        publishedAt: now,
        updatedAt: now,
      })
      .returning(entryColumns);
    await recordAudit(tx, {
      actor,
      action: 'faq.publish',
      targetEmail: source.filledEmail,
      subject: cutText(input.question, 120),
      details: { conversationId: source.id, entryId: row.id },
      at: now,
    });
    // Told once, ever: a question taken down and published again is not announced twice.
    const [told] = await tx
      .update(conversations)
      .set({ faqToldAt: now })
      .where(and(eq(conversations.id, source.id), sql`${conversations.faqToldAt} is null`))
      .returning({ id: conversations.id });
    return {
      entry: row,
      tell: told && source.filledEmail ? { to: source.filledEmail, name: source.firstName || source.name } : null,
    };
  });
  const memberTold = tell ? await tellMember(deps, tell.to, tell.name) : false;
  return { success: true, message: M.published, entry: toAdminEntry(entry), memberTold };
}

/** A mail failure is logged; the entry stands. */
async function tellMember(deps: AnswersDeps, to: string, name: string | null): Promise<boolean> {
  try {
    await deps.mailer.send(
      faqHelpedEmail(deps.config.brand, normalizeEmail(to), name, `${deps.config.publicBaseUrl}${ROUTES.answers}`),
    );
    return true;
  } catch (error) {
    log.error(`could not tell ${to} their question was published: ${(error as Error).message}`);
    return false;
  }
}

async function lockEntry(tx: Transaction, id: string) {
  const [row] = await tx.select(entryColumns).from(faqEntries).where(eq(faqEntries.id, id)).for('update').limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Edits an entry's question and answer, with the same flags as publishing. */
export async function updateFaqEntry(
  deps: AnswersDeps,
  actor: AuditActor,
  id: string,
  input: EntryText,
): Promise<FaqActionResult> {
  const now = deps.now();
  const entry = await deps.db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    // The question may be gone (its member's account deleted): then only other members' names are looked for.
    const source = current.conversationId
      ? await readSource(tx, current.conversationId, false).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        })
      : null;
    checkFlags(input, await termsFor(tx, source, [input.question, input.answer]));
    const [row] = await tx
      .update(faqEntries)
      .set({ question: input.question, answer: input.answer, updatedAt: now })
      .where(eq(faqEntries.id, id))
      .returning(entryColumns);
    await recordAudit(tx, {
      actor,
      action: 'faq.update',
      subject: cutText(input.question, 120),
      changes: changesBetween(
        { question: current.question, answer: current.answer },
        { question: row.question, answer: row.answer },
        { question: 'Question', answer: 'Answer' },
      ),
      details: { entryId: id, conversationId: current.conversationId },
      at: now,
    });
    return row;
  });
  return { success: true, message: M.updated, entry: toAdminEntry(entry) };
}

/** Takes an entry down; its question may be published again (its member is not told a second time). */
export async function unpublishFaqEntry(deps: AnswersDeps, actor: AuditActor, id: string): Promise<FaqActionResult> {
  const now = deps.now();
  const entry = await deps.db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await recordAudit(tx, {
      actor,
      action: 'faq.unpublish',
      subject: cutText(current.question, 120),
      details: { entryId: id, conversationId: current.conversationId },
      at: now,
    });
    return current;
  });
  return { success: true, message: M.unpublished, entry: toAdminEntry(entry) };
}
