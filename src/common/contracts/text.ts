// The one rule for text people send (decision 017). Every string a contract accepts — body fields, the
// strings inside arrays and nested objects, route parameters and query strings — is made by `text()`:
//   1. its length is bounded first, and a text that is too long stops there: no pattern, refinement or
//      transform ever sees it (zod 4 would otherwise go on running later checks after a failed max);
//   2. a NUL or half of a UTF-16 surrogate pair is refused with a plain message, because PostgreSQL can
//      store neither (text refuses NUL, jsonb refuses both) and would answer the request with a 500;
//   3. what the text may hold (issue 28): a one-line text (the default: names, titles, labels, searches,
//      tokens) holds no line break, tab, control character (Unicode Cc) or format character (Cf: the
//      text-direction controls, zero-width characters, the soft hyphen), because such text lands in other
//      people's emails, lists and subject lines, where a line break starts a paragraph of the sender's choosing
//      and a direction override reverses what is read; a multi-line text (`shape: 'multi-line'`: an answer, a
//      note, a post) keeps its line breaks and tabs as written, but no other control character and no
//      direction control; a secret (a password) is never shown, so it keeps what it was given;
//   4. a text with nothing visible in it (only spaces, zero-width or other invisible characters) counts as
//      blank: required fields say so, optional ones refuse it rather than store an empty-looking value;
//   5. only then does the field's own rule run (required, a pattern, a refinement).
// Patterns that follow are written to be linear: no nested or adjacent unbounded quantifiers over
// characters that overlap. Plain functions (isSimpleEmail) where a pattern would be ambiguous.
import { z } from 'zod';
import { INPUT_MESSAGES } from '../messages';
import { isAllowedLink, type LinkRule } from './links';

/** A NUL, or a UTF-16 surrogate without its partner: what PostgreSQL cannot store. One pass. */
export function hasUnstorableCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (code < 0xd800 || code > 0xdfff) continue;
    if (code >= 0xdc00) return true; // a low surrogate with no high one before it
    const next = value.charCodeAt(i + 1);
    if (!(next >= 0xdc00 && next <= 0xdfff)) return true; // a high surrogate with no low one after it
    i++;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// What a text may hold. Each check is one character class, tried once per position: linear.

/** A line break, a tab, a control character (Cc), a format character (Cf: direction controls, zero-width
 * characters, the soft hyphen, the byte-order mark), or the line and paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** What a multi-line text may not hold: control characters other than tab, line feed and carriage return,
 * and the controls that embed, override or isolate the direction of text (what 'Trojan Source' used). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const NOT_MULTI_LINE = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const EVERY_NOT_MULTI_LINE = new RegExp(NOT_MULTI_LINE.source, 'g');

/** A character that shows something: not white space, not a control or format character, not one of the
 * characters Unicode says to draw as nothing (Hangul fillers, variation selectors…), not the blank braille
 * pattern. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** No line break, tab, control or format character: text that stays on its one line as it is shown. */
export function isOneLineText(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** Line breaks and tabs, but no other control character and no direction control. */
export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/** At least one character that shows. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * The text as one line, for a value stored before the one-line rule or taken from elsewhere (a Google
 * profile's name): format characters removed, each run of line breaks, tabs and other control characters
 * made one space, then trimmed.
 */
export function collapseToOneLine(value: string): string {
  return value
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim();
}

/** A multi-line text as it may be shown in plain text: each line break (\r\n, a lone \r, the line and
 * paragraph separators) written as \n, other controls and direction controls removed. */
export function cleanMultiLineText(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(EVERY_NOT_MULTI_LINE, '');
}

export type TextShape = 'one-line' | 'multi-line' | 'secret';

export type TextOptions = {
  /** The most characters taken (after trimming, unless `keepSpaces`). Checked before anything else. */
  max: number;
  /** What to say when the text is longer. */
  tooLong: string;
  /** Makes the field required: missing, not text, or blank (nothing visible once trimmed) is told this. */
  required?: string;
  /** What to say when the value is not text at all (by default `required`, else a general message). */
  notText?: string;
  /** Keep the text exactly as sent (passwords, a post's content); by default it is trimmed. */
  keepSpaces?: boolean;
  /** One line (the default), several lines, or a secret that is never shown (see the rule above). */
  shape?: TextShape;
};

/** A string field that follows the rule above. Chain the field's own checks after it. */
export function text({ max, tooLong, required, notText, keepSpaces = false, shape = 'one-line' }: TextOptions) {
  const string = z.string({ error: notText ?? required ?? INPUT_MESSAGES.notText });
  const storable = (keepSpaces ? string : string.trim())
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !hasUnstorableCharacter(value), { error: INPUT_MESSAGES.unsupportedCharacter, abort: true });
  const held =
    shape === 'one-line'
      ? storable.refine(isOneLineText, { error: INPUT_MESSAGES.notOneLine, abort: true })
      : shape === 'multi-line'
        ? storable.refine(isMultiLineText, { error: INPUT_MESSAGES.hiddenCharacter, abort: true })
        : storable;
  // A secret is never shown, so what it looks like is not for this rule to judge.
  const shown =
    shape === 'secret'
      ? held
      : held.refine((value) => value === '' || hasVisibleCharacter(value), {
          error: required ?? INPUT_MESSAGES.nothingVisible,
          abort: true,
        });
  return required ? shown.refine((value) => value.trim() !== '', { error: required, abort: true }) : shown;
}

/**
 * The path of the first string (or object key) anywhere in a parsed JSON value that could not be
 * stored, or undefined. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return path || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (hasUnstorableCharacter(key)) return at;
        pending.push([item, at]);
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Shapes several contracts share

export const MAX_EMAIL_LENGTH = 254;

/**
 * Spec 5: text, an at sign, text, a dot and text — one at sign, no spaces. Written without a pattern: the
 * obvious one (`[^\s@]+@[^\s@]+\.[^\s@]+`) backtracks quadratically on a long run of dots.
 */
export function isSimpleEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1) return false;
  if (/\s/.test(value)) return false;
  // A dot with text between it and the at sign, and text after it.
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1;
}

/** A required email address: trimmed, at most 254 characters, then the spec's simple rule. */
export const emailText = (messages: { required: string; invalid: string }) =>
  text({ max: MAX_EMAIL_LENGTH, tooLong: 'The email address is too long', required: messages.required }).refine(
    isSimpleEmail,
    messages.invalid,
  );

/** Any UUID PostgreSQL's uuid type reads, in its usual 8-4-4-4-12 form. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's id (route parameters, ids in bodies). Anything else gets `invalid`. */
export const recordId = (invalid: string) =>
  text({ max: 36, tooLong: invalid, required: invalid, keepSpaces: true }).regex(UUID_PATTERN, invalid);

/**
 * An address field: the shared text rule (trimmed, bounded first, storable), then `rule`. Blank passes
 * unless `required` is given, so each field decides what blank means.
 */
export const linkText = (options: { rule: LinkRule; max: number; tooLong: string; invalid?: string; required?: string }) =>
  text({ max: options.max, tooLong: options.tooLong, required: options.required }).refine(
    (value) => value === '' || isAllowedLink(value, options.rule),
    options.invalid ?? INPUT_MESSAGES.linkInvalid,
  );
