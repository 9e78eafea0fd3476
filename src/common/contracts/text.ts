// The one rule for text people send (decision 017). Every string a contract accepts — body fields, the
// strings inside arrays and nested objects, route parameters and query strings — is made by `text()`:
//   1. its length is bounded first, and a text that is too long stops there: no pattern, refinement or
//      transform ever sees it (zod 4 would otherwise go on running later checks after a failed max);
//   2. a NUL or half of a UTF-16 surrogate pair is refused with a plain message, because PostgreSQL can
//      store neither (text refuses NUL, jsonb refuses both) and would answer the request with a 500;
//   3. only then does the field's own rule run (required, a pattern, a refinement).
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

export type TextOptions = {
  /** The most characters taken (after trimming, unless `keepSpaces`). Checked before anything else. */
  max: number;
  /** What to say when the text is longer. */
  tooLong: string;
  /** Makes the field required: missing, not text, or blank (after trimming) is told this. */
  required?: string;
  /** What to say when the value is not text at all (by default `required`, else a general message). */
  notText?: string;
  /** Keep the text exactly as sent (passwords, a post's content); by default it is trimmed. */
  keepSpaces?: boolean;
};

/** A string field that follows the rule above. Chain the field's own checks after it. */
export function text({ max, tooLong, required, notText, keepSpaces = false }: TextOptions) {
  const string = z.string({ error: notText ?? required ?? INPUT_MESSAGES.notText });
  const bounded = (keepSpaces ? string : string.trim())
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !hasUnstorableCharacter(value), { error: INPUT_MESSAGES.unsupportedCharacter, abort: true });
  return required ? bounded.refine((value) => value.trim() !== '', { error: required, abort: true }) : bounded;
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
