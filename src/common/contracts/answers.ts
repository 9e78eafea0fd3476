// Answers from the team, the FAQ (issue 20, decision 031): the answers feature's contract. An answered
// question whose member said it may be shared, published by an administrator as an anonymous entry;
// members search the entries and are shown matching ones while they write a new question. Here: the
// messages, the request and response shapes, and the one rule for what the editor flags before publishing
// (a name or an email address in the text), which the browser runs as the administrator edits and the
// server runs again on what is published.
import { z } from 'zod';
import { PAGING_MESSAGES } from '../messages';
import { pageQuery, pageSizeQuery } from './paging';
import { isSimpleEmail, recordId, text } from './text';

// ---------------------------------------------------------------------------------------------------
// Messages

/** Answers from the team, the FAQ (issue 20): publishing a shared question and finding answers. */
export const FAQ_MESSAGES = {
  notFound: 'This FAQ entry no longer exists.',
  questionNotFound: 'Question not found',
  notShareable: 'This member did not give permission to share their question, so it cannot be published.',
  notAnswered: 'Answer this question before publishing it to the FAQ.',
  alreadyPublished: 'This question is already in the FAQ. Edit its entry instead.',
  questionRequired: 'Please write the question as members will read it.',
  questionTooLong: 'The question must be at most 6000 characters.',
  answerRequired: 'Please write the answer.',
  answerTooLong: 'The answer must be at most 10000 characters.',
  emailsLeft: 'Remove the email addresses before publishing: FAQ entries are anonymous.',
  namesLeft: (names: string[]) => `Still flagged: ${names.join(', ')}. Edit the names out, or confirm that they may stay.`,
  flaggedHere: (texts: string[]) => `Still flagged here: ${texts.join(', ')}.`,
  keepNamesInvalid: 'Keep names must be true or false.',
  conversationIdInvalid: 'Choose the answered question to publish.',
  searchTooLong: 'The search must be at most 200 characters.',
  textTooLong: 'The text to match must be at most 5000 characters.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(50),
  published: 'Published to Answers from the team',
  updated: 'FAQ entry saved',
  unpublished: 'Removed from Answers from the team',
  loadFailed: 'The answers could not be loaded. Please try again.',
} as const;
const M = FAQ_MESSAGES;

export const MAX_FAQ_QUESTION_LENGTH = 6000;
export const MAX_FAQ_ANSWER_LENGTH = 10000;
export const MAX_FAQ_SEARCH_LENGTH = 200;
/** The most entries suggested beside a question being written. */
export const FAQ_SUGGESTION_LIMIT = 3;
/** A question being written is matched once it has this many characters. */
export const FAQ_SUGGEST_MIN_LENGTH = 12;

// ---------------------------------------------------------------------------------------------------
// Requests

/** GET /api/faq and GET /api/admin/faq: every entry newest first, or those matching `q` best first. */
export const faqListQuerySchema = z.object({
  q: text({ max: MAX_FAQ_SEARCH_LENGTH, tooLong: M.searchTooLong }).default(''),
  page: pageQuery,
  pageSize: pageSizeQuery(10, 50),
});
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

/** GET /api/faq/suggestions?text=: the entries closest to a question being written. */
export const faqSuggestionQuerySchema = z.object({
  text: text({ max: 5000, tooLong: M.textTooLong, shape: 'multi-line' }).default(''),
});

const entryText = {
  question: text({ max: MAX_FAQ_QUESTION_LENGTH, tooLong: M.questionTooLong, required: M.questionRequired, shape: 'multi-line' }),
  answer: text({ max: MAX_FAQ_ANSWER_LENGTH, tooLong: M.answerTooLong, required: M.answerRequired, shape: 'multi-line' }),
  /** Publish although names are still flagged (a name the administrator chose to keep). Emails never stay. */
  keepNames: z.boolean({ error: M.keepNamesInvalid }).default(false),
};

/** POST /api/admin/faq: publish an answered, shareable question. */
export const publishFaqSchema = z.object({ conversationId: recordId(M.conversationIdInvalid), ...entryText });
export type PublishFaqRequest = z.input<typeof publishFaqSchema>;

/** PUT /api/admin/faq/:id */
export const updateFaqSchema = z.object(entryText);
export type UpdateFaqRequest = z.input<typeof updateFaqSchema>;

export const faqEntryIdSchema = recordId(M.notFound);

// ---------------------------------------------------------------------------------------------------
// Responses

/** An entry as members read it: no name, no email, nothing that leads back to who asked. */
export type FaqEntry = {
  id: string;
  /** The Ask question it was asked under ('What problem do you need to solve?'), if known. */
  topic: string | null;
  question: string;
  answer: string;
  publishedAt: string;
  updatedAt: string;
};

/** Administrators also see which question it came from. */
export type AdminFaqEntry = FaqEntry & { conversationId: string | null };

export type FaqPage<Entry extends FaqEntry = FaqEntry> = {
  items: Entry[];
  total: number;
  page: number;
  pageSize: number;
  /** The search as it was applied ('' for none). */
  q: string;
};

export type FaqSuggestions = { items: FaqEntry[] };

/** What the editor flags: the asking member's name or email, any email address, another member's name. */
export const FLAG_KINDS = ['member-name', 'email', 'other-member'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const FLAG_KIND_LABELS: Record<FlagKind, string> = {
  'member-name': 'the member’s name',
  email: 'an email address',
  'other-member': 'another member’s name',
};

/** A name to look for: its words in order. One word is matched only where it starts with a capital. */
export type FlagTerm = { text: string; kind: Exclude<FlagKind, 'email'> };

/** GET /api/admin/conversations/:id/faq-draft: the editor's starting point. */
export type FaqDraft = {
  conversationId: string;
  topic: string | null;
  /** The member's words, or the published entry's when `entryId` is set. */
  question: string;
  /** The team's reply, or the published entry's answer. */
  answer: string;
  /** Set when the question is already published: the editor then edits that entry. */
  entryId: string | null;
  /** The names to flag in the texts (the member's, and other members' found in them). */
  terms: FlagTerm[];
};

export type FaqActionResult = {
  success: true;
  message: string;
  entry: AdminFaqEntry;
  /** Publishing only: whether the member was emailed that their question helped others (only ever once). */
  memberTold?: boolean;
};

/** A publish or edit refused for what its text still holds: 400 EMAILS_LEFT, or 409 NAMES_FLAGGED (send
 * `keepNames: true` to publish anyway). `fields` says, per field, what is still flagged there. */
export const FLAGGED_CODES = { emails: 'EMAILS_LEFT', names: 'NAMES_FLAGGED' } as const;

// ---------------------------------------------------------------------------------------------------
// The flags

/** A flagged stretch of a text: [start, end) in UTF-16 offsets, as the text's `slice` takes them. */
export type Flag = { kind: FlagKind; text: string; start: number; end: number };

type Word = { value: string; start: number; end: number };

/** The text's words (letters and digits), each with where it stands. One pass, one linear pattern. */
function wordsOf(value: string): Word[] {
  const words: Word[] = [];
  for (const match of value.matchAll(/[\p{L}\p{N}]+/gu)) {
    words.push({ value: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

const startsWithCapital = (word: string) => word[0] !== word[0].toLowerCase();

/** What commonly surrounds an address in prose: brackets, quotes, a closing full stop or comma, in their
 * usual, full-width (U+FF01–U+FF5E, each 0xFEE0 above its ASCII form) and CJK forms. */
const EDGE_CHARACTERS = '()<>[]"\'‘’“”,;:.!?';
const EDGE = new Set([
  ...[...EDGE_CHARACTERS].map((ch) => ch.charCodeAt(0)),
  ...[...EDGE_CHARACTERS].filter((ch) => ch.charCodeAt(0) < 0x7f).map((ch) => ch.charCodeAt(0) + 0xfee0),
  ...[...'「」『』【】〈〉《》、。'].map((ch) => ch.charCodeAt(0)),
]);

/** Every at sign an address can be written with: the usual one, and the ones Unicode counts as the same
 * character in another form (compatibility decomposition, NFKC): small ﹫ and full-width ＠. */
const AT_SIGNS = /[@\ufe6b\uff20]/g;

/** A stretch of text as the address it reads as: compatibility forms made plain (＠ → @, full-width
 * letters and full stops → ASCII), hidden format characters (zero-width spaces) dropped, and the
 * ideographic full stop read as a dot. */
const addressAsRead = (token: string) =>
  token
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\u3002/g, '.');

/** White space as `\s` knows it, by code. */
function isSpace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The email addresses in a text: from each at sign (in any of its forms), the run of text without white
 * space around it, less the punctuation at its ends, read as an address and checked without a pattern.
 * Each character is looked at a few times at most: the runs do not overlap. */
function emailFlags(value: string): Flag[] {
  const flags: Flag[] = [];
  let floor = 0;
  const atSigns = new RegExp(AT_SIGNS); // its own, so its place in the text is not shared
  for (let found = atSigns.exec(value); found; found = atSigns.exec(value)) {
    const at = found.index;
    let start = at;
    while (start > floor && !isSpace(value.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < value.length && !isSpace(value.charCodeAt(end))) end++;
    floor = end;
    atSigns.lastIndex = floor;
    while (start < end && EDGE.has(value.charCodeAt(start))) start++;
    while (end > start && EDGE.has(value.charCodeAt(end - 1))) end--;
    const token = value.slice(start, end);
    if (isSimpleEmail(addressAsRead(token))) flags.push({ kind: 'email', text: token, start, end });
  }
  return flags;
}

/** Where a name's words follow one another in the text, compared without case. */
function nameFlags(words: Word[], term: FlagTerm, source: string): Flag[] {
  const parts = wordsOf(term.text).map((word) => word.value.toLowerCase());
  if (parts.length === 0) return [];
  const flags: Flag[] = [];
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (!parts.every((part, k) => words[i + k].value.toLowerCase() === part)) continue;
    // A lone first or last name is a name only where it is written as one (so 'will' is not 'Will').
    if (parts.length === 1 && !startsWithCapital(words[i].value)) continue;
    const start = words[i].start;
    const end = words[i + parts.length - 1].end;
    flags.push({ kind: term.kind, text: source.slice(start, end), start, end });
  }
  return flags;
}

/** No field holds more than this, so no flag lies beyond it (the schemas refuse longer texts). */
const FLAGGED_LENGTH = Math.max(MAX_FAQ_QUESTION_LENGTH, MAX_FAQ_ANSWER_LENGTH);

/** Every flag in a text, in order of where it starts; overlapping flags keep the longest. */
export function findFlags(text: string, terms: FlagTerm[] = []): Flag[] {
  const value = text.length > FLAGGED_LENGTH ? text.slice(0, FLAGGED_LENGTH) : text;
  const words = wordsOf(value);
  const all = [...emailFlags(value), ...terms.flatMap((term) => nameFlags(words, term, value))].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const kept: Flag[] = [];
  for (const flag of all) {
    const last = kept[kept.length - 1];
    if (last && flag.start < last.end) continue;
    kept.push(flag);
  }
  return kept;
}

/** The runs of two and three words a text holds, lower-cased: where another member's full name may be. */
export function nameCandidates(value: string, limit = 2000): string[] {
  const words = wordsOf(value).map((word) => word.value.toLowerCase());
  const found = new Set<string>();
  for (let i = 0; i < words.length && found.size < limit; i++) {
    if (i + 1 < words.length) found.add(`${words[i]} ${words[i + 1]}`);
    if (i + 2 < words.length) found.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  }
  return [...found];
}

/** A text's distinct words, lower-cased, in order: the most `limit`, each at least `minLength` long. */
export function searchWords(value: string, { minLength = 1, limit = 30 } = {}): string[] {
  const found = new Set<string>();
  for (const word of wordsOf(value)) {
    if (word.value.length >= minLength) found.add(word.value.toLowerCase());
    if (found.size === limit) break;
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------------
// Paths

const searchParams = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const FAQ_API = {
  list: (query: { q?: string; page?: number; pageSize?: number } = {}) => `/api/faq?${searchParams(query)}`,
  suggestions: (text: string) => `/api/faq/suggestions?${searchParams({ text })}`,
  admin: {
    list: (query: { q?: string; page?: number; pageSize?: number } = {}) => `/api/admin/faq?${searchParams(query)}`,
    draft: (conversationId: string) => `/api/admin/conversations/${encodeURIComponent(conversationId)}/faq-draft`,
    publish: '/api/admin/faq',
    entry: (id: string) => `/api/admin/faq/${encodeURIComponent(id)}`,
  },
} as const;
