// The words Answers from the team says about its lists: how many answers there are or match, and where a
// search's words stand in an entry, to mark them. The server searches with PostgreSQL's stemming; the
// marks follow the typing instead (a word starting with a searched word), close enough to guide the eye.

const plural = (count: number) => (count === 1 ? '1 answer' : `${count.toLocaleString('en-US')} answers`);

/** '3 answers match “sponsor”', '1 answer matches “sponsor”', or '12 answers' without a search. */
export function faqCountText(total: number, q: string): string {
  const search = q.trim();
  if (!search) return plural(total);
  return `${plural(total)} ${total === 1 ? 'matches' : 'match'} “${search}”`;
}

/** '2 answers from the team may help': what the chat announces when suggestions appear. */
export const faqSuggestionCountText = (count: number) =>
  count === 0 ? '' : `${count === 1 ? '1 answer' : `${count} answers`} from the team may help`;

export type TextPart = { text: string; match: boolean };

/** The distinct words of a search, lower-cased, longest first (so 'spons' does not hide 'sponsorship'). */
function searchedWords(q: string): string[] {
  const words = new Set<string>();
  for (const match of q.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) words.add(match[0]);
  return [...words].sort((a, b) => b.length - a.length);
}

/** `text` cut into the stretches to mark (the start of a word that begins with a searched word) and the rest. */
export function highlightParts(text: string, q: string): TextPart[] {
  const words = searchedWords(q);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const parts: TextPart[] = [];
  let kept = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const lower = found[0].toLowerCase();
    const word = words.find((candidate) => lower.startsWith(candidate));
    if (!word) continue;
    const start = found.index;
    if (start > kept) parts.push({ text: text.slice(kept, start), match: false });
    parts.push({ text: text.slice(start, start + word.length), match: true });
    kept = start + word.length;
  }
  if (kept < text.length) parts.push({ text: text.slice(kept), match: false });
  return parts;
}
