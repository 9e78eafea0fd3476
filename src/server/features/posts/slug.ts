// A post's address (/newsletters/{slug}) comes from its title once, when it is created, and never
// changes (decision 011). Uniqueness is the database's job: see createPost in service.ts.

/** Used when a title has no letters or digits we can keep ('???', '日本語'). */
export const FALLBACK_SLUG = 'newsletter';
export const MAX_SLUG_LENGTH = 80;

/** Latin letters Unicode does not split into a base letter and an accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

/** Lower-case ASCII letters and digits joined by single hyphens: 'Café & Co.' → 'cafe-co'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (ch) => LETTERS_WITHOUT_DECOMPOSITION[ch])
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    // Runs are single hyphens by now, so one at each end is all there can be (and `-+$` would be quadratic).
    .replace(/^-|-$/g, '');
  if (!slug) return FALLBACK_SLUG;
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // Cut at a word boundary when there is one close enough, so the address stays readable.
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > MAX_SLUG_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-$/, '');
}

/** The n-th slug for a base: 'base', then 'base-2', 'base-3'… */
export function numberedSlug(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}
