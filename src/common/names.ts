// Name rules of spec 4.4 and 5: which names count as real, and how a full name splits.

const PLACEHOLDER_NAMES = new Set(['new', 'user', 'new user', 'undefined undefined', 'undefined', 'null']);

/** A first or last name that is non-empty and not a placeholder such as 'New' or 'User'. */
export function isRealName(name: string | null | undefined): boolean {
  const trimmed = (name ?? '').trim();
  return trimmed.length > 0 && !PLACEHOLDER_NAMES.has(trimmed.toLowerCase());
}

/** A valid full name: longer than 2 characters, contains a space, and is not a placeholder. */
export function isValidFullName(fullName: string | null | undefined): boolean {
  const trimmed = (fullName ?? '').trim();
  return trimmed.length > 2 && trimmed.includes(' ') && !PLACEHOLDER_NAMES.has(trimmed.toLowerCase());
}

/** Splits at the first space: 'Ada King Lovelace' → ['Ada', 'King Lovelace']. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** Emails are compared without case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
