// A member’s text as they wrote it (a message, an open question, an answer): plain text (the server
// stores no HTML, and none is ever drawn from it), its line breaks kept, and each web address in it a
// link. Addresses are found here and drawn as React elements, so nothing a member types becomes markup;
// only http and https addresses become links (a `javascript:` or `data:` one stays text), and each opens
// in a new tab without telling the other site where it came from.
import { Fragment } from 'react';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `https://…`, `http://…` or `www.…`, up to the next space or angle bracket. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>]+/gi;
/** Punctuation that ends a sentence rather than the address: 'see https://a.example/x.' */
const TRAILING = /[.,;:!?'"’”)\]}]+$/;

/** The address a link may point to, or null: http and https only, with a host. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Keeps a closing bracket that the address itself opened: 'https://en.wikipedia.org/wiki/Salon_(gathering)'. */
function trimTrailing(address: string): string {
  let trimmed = address.replace(TRAILING, '');
  const tail = address.slice(trimmed.length);
  if (tail.startsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) > (trimmed.match(/\)/g)?.length ?? 0)) {
    trimmed += ')';
  }
  return trimmed;
}

/** The text cut into plain runs and links; `httpsOnly` leaves an http address as text (an open role's). */
export function splitLinks(text: string, httpsOnly = false): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    if (!href || (httpsOnly && !href.startsWith('https:'))) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: address, href });
    at = start + address.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** `as`: the element it is drawn in (a question's text is its page's heading). */
export function MessageText({
  text,
  className,
  as: Tag = 'p',
  httpsOnly = false,
}: {
  text: string;
  className?: string;
  as?: 'p' | 'h1';
  httpsOnly?: boolean;
}) {
  return (
    <Tag className={className}>
      {splitLinks(text, httpsOnly).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline decoration-current/40 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-current"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Tag>
  );
}
