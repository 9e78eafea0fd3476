// The one rule for every address an administrator can set (decision 017): sidebar targets, a spotlight
// item's image and link, a newsletter's cover image, an event's link. An address is either
//   - a full http(s) address (some fields take https only), or
//   - a path on this site that starts with a single `/`: no `//` and no backslash anywhere (browsers read
//     `/\host` as `//host`, another site), no encoded dot (`%2e`) and no `.` or `..` segment (browsers
//     resolve `/uploads/%2e%2e/api` to `/api`), and never under `/api`, in any case, once decoded: a page
//     that loads or follows it would call the API with the viewer's cookie.
// The server checks it on every write and again on every read of what is stored; the browser checks the
// targets it is given before it follows one.
// No zod here: the browser's layout checks sidebar targets with these functions on every page.

export type LinkRule = {
  /** Which full addresses are taken. */
  web: 'http-or-https' | 'https' | 'none';
  /** Which paths on this site are taken: any (outside /api), only under these prefixes, or none. */
  sitePaths: 'any' | readonly string[] | 'none';
};

/** Whitespace, control characters and the backslash never belong in an address we store. */
function hasForbiddenCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c /* \ */ || (code >= 0x80 && code <= 0x9f)) return true;
  }
  return false;
}

/** A full http(s) address with a host, and no user name or password in it. */
export function isWebAddress(value: string, httpsOnly = false): boolean {
  if (!/^https?:\/\/[^/$.?#]/i.test(value) || hasForbiddenCharacter(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return false;
  return url.hostname !== '' && url.username === '' && url.password === '';
}

/** A `.` or `..` segment: between slashes, or at the end. Each try is a fixed few characters: linear. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** A path on this site, by the rule at the top of this file. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.includes('//') || /%2e/i.test(value) || hasForbiddenCharacter(value)) return false;
  const end = value.search(/[?#]/);
  let path = end === -1 ? value : value.slice(0, end);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return false; // a malformed escape
    }
    // Once decoded: nothing a second decoding, a browser or a proxy could turn into another path.
    if (path.includes('%') || path.includes('//') || hasForbiddenCharacter(path)) return false;
  }
  if (DOT_SEGMENT.test(path)) return false;
  const lower = path.slice(0, 5).toLowerCase();
  return lower !== '/api' && !lower.startsWith('/api/');
}

export function isAllowedLink(value: string, rule: LinkRule): boolean {
  if (rule.web !== 'none' && isWebAddress(value, rule.web === 'https')) return true;
  if (rule.sitePaths === 'none' || !isSitePath(value)) return false;
  return rule.sitePaths === 'any' || rule.sitePaths.some((prefix) => value.startsWith(prefix));
}

/** Where uploaded and bundled images live on this site. */
export const SITE_IMAGE_PATHS = ['/uploads/', '/demo/'] as const;

/** Each field's rule, in one place. */
export const LINK_RULES = {
  sidebarTarget: { web: 'http-or-https', sitePaths: 'any' },
  spotlightImage: { web: 'https', sitePaths: SITE_IMAGE_PATHS },
  spotlightLink: { web: 'http-or-https', sitePaths: 'any' },
  postImage: { web: 'https', sitePaths: 'any' },
  eventLink: { web: 'http-or-https', sitePaths: 'none' },
  eventImage: { web: 'https', sitePaths: SITE_IMAGE_PATHS },
  aiToolLink: { web: 'https', sitePaths: 'none' },
} as const satisfies Record<string, LinkRule>;

/** A stored address that no longer passes its rule (written before the rule, or by hand) is treated as none. */
export const allowedLinkOrNull = (value: string | null | undefined, rule: LinkRule): string | null =>
  value && isAllowedLink(value, rule) ? value : null;
