// A person's name as the pages show it.

/** First and last name with a space between, leaving out the parts that are missing or blank. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The first letter of a name, for an avatar; '?' for a blank one. */
export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}
