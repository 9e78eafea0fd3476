// Name rules of spec 4.4 and 5: which names count as real, and how a full name splits.
import { collapseToOneLine, hasVisibleCharacter, isOneLineText } from './contracts/text';

const PLACEHOLDER_NAMES = new Set(['new', 'user', 'new user', 'undefined undefined', 'undefined', 'null']);

/**
 * A first or last name that is non-empty, not a placeholder such as 'New' or 'User', and one line of
 * visible text (issue 28). A name stored before that rule with a line break or a hidden character in it
 * is not taken as real, so the member is asked for their name again wherever a missing one is asked for.
 */
export function isRealName(name: string | null | undefined): boolean {
  const trimmed = (name ?? '').trim();
  return isOneLineText(trimmed) && hasVisibleCharacter(trimmed) && !PLACEHOLDER_NAMES.has(trimmed.toLowerCase());
}

/** A valid full name: longer than 2 characters, contains a space, shows something, and is not a placeholder. */
export function isValidFullName(fullName: string | null | undefined): boolean {
  const trimmed = collapseToOneLine(fullName ?? '');
  return (
    trimmed.length > 2 && trimmed.includes(' ') && hasVisibleCharacter(trimmed) && !PLACEHOLDER_NAMES.has(trimmed.toLowerCase())
  );
}

/** Splits at the first space: 'Ada King Lovelace' → ['Ada', 'King Lovelace']. A name from elsewhere (a
 * Google profile, a chat saved before the one-line rule) is made one line first. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = collapseToOneLine(fullName).replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** Emails are compared without case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
