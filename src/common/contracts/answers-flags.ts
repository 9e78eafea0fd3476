// The one rule for what the FAQ editor flags before publishing (issue 20, decision 031): a name or an email
// address in the text. The browser runs it as the administrator edits; the server runs it again on what is
// published, and uses its word lists to search. Plain functions only (the contract is answers.ts).
import { MAX_FAQ_ANSWER_LENGTH, MAX_FAQ_QUESTION_LENGTH, type FlagKind, type FlagTerm } from './answers';
import { isSimpleEmail } from './text';

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
