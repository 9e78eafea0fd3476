// The 'Why Connect?' text of a recommendation (spec 7.7). The server writes it, never the browser, so no
// key leaves the server (NOTES.md). With an OpenAI-compatible endpoint configured, one chat completion per
// pair; without one, or when the call fails, a plain text built from the two profiles stands in.
import type { Config } from '../env';
import { collapseToOneLine } from '../../common/contracts/text';
import { componentLog } from '../log/logger';

const log = componentLog('ai');

export type ProfileForText = {
  firstName: string;
  lastName: string;
  company: string | null;
  jobTitle: string | null;
  industry: string | null;
  summary: string | null;
  interests: string[];
  /** 'What I can help with' and 'What I need now' (issue 33), when the member wrote them and lets the reader see them. */
  offering?: string | null;
  lookingFor?: string | null;
};

/**
 * Where one's Offering answers the other's Looking for (issue 33 item 6): the words, as the other member
 * wrote them, that share a stem with the reader's text (PostgreSQL's English full-text lexemes, read in SQL).
 * `theyOffer`: words of the other's Offering found in the reader's Looking for; `theyAsk`: words of the
 * other's Looking for found in the reader's Offering.
 */
export type OfferAskMatch = { theyOffer: string[]; theyAsk: string[] };

export const NO_MATCH: OfferAskMatch = { theyOffer: [], theyAsk: [] };

export type RecommendationText = { text: string; source: 'ai' | 'fallback' };
export type OpenAiSettings = NonNullable<Config['openai']>;

export const SYSTEM_MESSAGE = 'You are a networking assistant.';
export const AI_TEMPERATURE = 0.7;
export const AI_MAX_TOKENS = 200;

// Each value is one line of the prompt: a name or summary stored with line breaks (before the one-line
// rule, or a multi-line summary) cannot add lines of its own, such as a second '- Name:'.
const fullName = (p: ProfileForText) => collapseToOneLine(`${p.firstName} ${p.lastName}`) || 'This member';
const present = (value: string | null | undefined): value is string => Boolean(value && collapseToOneLine(value));
const orUnknown = (value: string | null | undefined) => (present(value) ? collapseToOneLine(value) : 'Not provided');

function describePerson(label: string, p: ProfileForText): string {
  return [
    `${label}:`,
    `- Name: ${fullName(p)}`,
    `- Company: ${orUnknown(p.company)}`,
    `- Role: ${orUnknown(p.jobTitle)}`,
    `- Industry: ${orUnknown(p.industry)}`,
    `- Summary: ${orUnknown(p.summary)}`,
    `- Offering: ${orUnknown(p.offering)}`,
    `- Looking for: ${orUnknown(p.lookingFor)}`,
  ].join('\n');
}

/** The prompt's line naming the matched words, when one's Offering answers the other's Looking for. */
function matchLines(match: OfferAskMatch): string[] {
  const words = (list: string[]) => collapseToOneLine(list.join(', '));
  const lines: string[] = [];
  if (match.theyOffer.length)
    lines.push(`Person 2 offers what Person 1 is looking for; the words they share: ${words(match.theyOffer)}.`);
  if (match.theyAsk.length)
    lines.push(`Person 2 is looking for what Person 1 offers; the words they share: ${words(match.theyAsk)}.`);
  if (lines.length) lines.push('Start with this match, naming those words.');
  return lines.length ? ['', ...lines] : [];
}

/** The user message (spec 7.7): the two members side by side, and what the answer should cover. */
export function recommendationPrompt(viewer: ProfileForText, other: ProfileForText, match: OfferAskMatch = NO_MATCH): string {
  return [
    'Compare these two professionals from a private network and explain why they should connect.',
    '',
    describePerson('Person 1', viewer),
    '',
    describePerson('Person 2', other),
    ...matchLines(match),
    '',
    `Write to Person 1 about Person 2. Explain why they should connect, the areas where they could collaborate, and the mutual benefits. Keep it concise and professional: two or three sentences.`,
  ].join('\n');
}

/** The longest Offering or Looking for quoted whole in the sentence; a longer one is named by its matched words. */
const QUOTED_MAX = 90;

/** A member's own words, fit to sit inside a sentence: one line, no closing stop, a lower-case first letter
 * unless the first word is an acronym or a name in capitals ('SaaS', 'UK'). */
function phrase(text: string): string {
  let line = collapseToOneLine(text);
  // Trimmed by hand: a pattern anchored at the end would retry from every position (not linear).
  while (line && ' .!;:,'.includes(line.charAt(line.length - 1))) line = line.slice(0, -1);
  const first = line.split(' ')[0] ?? '';
  const keepCase = first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase();
  return keepCase ? line : line.charAt(0).toLowerCase() + line.slice(1);
}

/**
 * The one sentence that says why, built from the matched words: 'Ada Stone offers franchise agreement
 * reviews — you are looking for a franchise lawyer.' A text too long to quote is named by its words. Null
 * when neither member's Offering answers the other's Looking for.
 */
export function offerAskSentence(viewer: ProfileForText, other: ProfileForText, match: OfferAskMatch): string | null {
  const name = fullName(other);
  const quoted = (text: string | null | undefined, words: string[], fallback: string) =>
    present(text) && collapseToOneLine(text).length <= QUOTED_MAX ? phrase(text) : `${fallback} ${listOf(words)}`;
  if (match.theyOffer.length && present(other.offering)) {
    return `${name} offers ${quoted(other.offering, match.theyOffer, 'help with')} — you are looking for ${quoted(viewer.lookingFor, match.theyOffer, 'help with')}.`;
  }
  if (match.theyAsk.length && present(other.lookingFor)) {
    return `${name} is looking for ${quoted(other.lookingFor, match.theyAsk, 'help with')} — you offer ${quoted(viewer.offering, match.theyAsk, 'help with')}.`;
  }
  return null;
}

const sameText = (a: string | null, b: string | null) =>
  present(a) && present(b) && a.trim().toLowerCase() === b.trim().toLowerCase();

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function roleAt(p: ProfileForText): string | null {
  if (present(p.jobTitle) && present(p.company)) return `${p.jobTitle.trim()} at ${p.company.trim()}`;
  if (present(p.jobTitle)) return p.jobTitle.trim();
  if (present(p.company)) return `their work at ${p.company.trim()}`;
  return null;
}

/** Interests both members list, compared without case, in the other member's order and spelling. */
export function sharedInterests(viewer: ProfileForText, other: ProfileForText): string[] {
  const mine = new Set(viewer.interests.map((i) => i.trim().toLowerCase()));
  const seen = new Set<string>();
  return other.interests
    .map((i) => i.trim())
    .filter((i) => {
      const key = i.toLowerCase();
      if (!mine.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The text without a model: two or three sentences from the two profiles (industry, shared interests,
 * roles and companies). The same profiles always give the same text.
 */
export function fallbackRecommendationText(
  viewer: ProfileForText,
  other: ProfileForText,
  match: OfferAskMatch = NO_MATCH,
): string {
  const name = fullName(other);
  const first = other.firstName.trim() || name;
  const sentences: string[] = [];

  const matched = offerAskSentence(viewer, other, match);
  if (matched) {
    sentences.push(matched);
  } else if (sameText(viewer.industry, other.industry)) {
    sentences.push(
      `You and ${name} both work in ${other.industry!.trim()}, so you share the same market, its customers and its challenges.`,
    );
  } else if (present(other.industry) && present(viewer.industry)) {
    sentences.push(
      `${name} brings a ${other.industry.trim()} perspective that complements your work in ${viewer.industry.trim()}.`,
    );
  } else if (present(other.industry)) {
    sentences.push(`${name} works in ${other.industry.trim()} and is part of the same private network as you.`);
  } else {
    sentences.push(`${name} is part of the same private network as you.`);
  }

  const shared = sharedInterests(viewer, other).slice(0, 3);
  if (shared.length) sentences.push(`You share an interest in ${listOf(shared)}, a natural place to start a conversation.`);

  const theirs = roleAt(other);
  const yours = roleAt(viewer);
  if (theirs && yours) {
    sentences.push(
      `As ${theirs}, ${first} could trade introductions and ideas with you in your role as ${yours}, with room to collaborate for mutual benefit.`,
    );
  } else if (theirs) {
    sentences.push(
      `As ${theirs}, ${first} could trade introductions and ideas with you, with room to collaborate for mutual benefit.`,
    );
  } else if (sentences.length < 2) {
    sentences.push(`A short introduction could open up ideas, referrals and ways to collaborate for mutual benefit.`);
  }
  return sentences.join(' ');
}

type ChatCompletion = { choices?: Array<{ message?: { content?: unknown } }> };

/** One chat completion (spec 7.7: temperature 0.7, max_tokens 200). Throws on any failure or an empty reply. */
async function askModel(
  openai: OpenAiSettings,
  viewer: ProfileForText,
  other: ProfileForText,
  match: OfferAskMatch,
): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (openai.apiKey) headers.Authorization = `Bearer ${openai.apiKey}`;
  const response = await fetch(`${openai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    signal: AbortSignal.timeout(openai.timeoutMs),
    body: JSON.stringify({
      model: openai.model,
      messages: [
        { role: 'system', content: SYSTEM_MESSAGE },
        { role: 'user', content: recommendationPrompt(viewer, other, match) },
      ],
      temperature: AI_TEMPERATURE,
      max_tokens: AI_MAX_TOKENS,
    }),
  });
  if (!response.ok) throw new Error(`the model answered ${response.status}`);
  const body = (await response.json()) as ChatCompletion;
  const content = body.choices?.[0]?.message?.content;
  const text = typeof content === 'string' ? content.trim() : '';
  if (!text) throw new Error('the model answered with no text');
  return text;
}

/**
 * The 'Why Connect?' text for `viewer` about `other`. A model failure (an error status, a timeout, an
 * empty reply, no network) is logged as a warning and answered with the fallback text: the page still shows.
 */
export async function writeRecommendationText(
  openai: Config['openai'],
  viewer: ProfileForText,
  other: ProfileForText,
  match: OfferAskMatch = NO_MATCH,
): Promise<RecommendationText> {
  if (!openai) return { text: fallbackRecommendationText(viewer, other, match), source: 'fallback' };
  try {
    return { text: await askModel(openai, viewer, other, match), source: 'ai' };
  } catch (error) {
    log.warn(`recommendation text failed, using the plain text instead: ${(error as Error).message}`);
    return { text: fallbackRecommendationText(viewer, other, match), source: 'fallback' };
  }
}
