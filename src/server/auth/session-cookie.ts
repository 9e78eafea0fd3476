// The session cookie as Better Auth signs it, read without the library (the caller's fast path, caller.ts):
// its name and secret, the token of a value whose signature is right, and the token of any value at all
// (an ended session's, which needs no signature to be told apart).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth';

export type SessionCookie = {
  name: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
  /** Cookie values whose signature checked out, with their token (see verifiedToken). */
  verified: Map<string, string>;
};

/**
 * How many verified cookie values are remembered. A signature is a function of the value and the secret,
 * so a value that was right once stays right: remembering it saves an HMAC on every later request of that
 * session (a tenth of the poll's time in Node). Only values that verified are kept, so a forged cookie is
 * always checked in full; past the limit the oldest is forgotten, which costs one HMAC, never an answer.
 * Whether the session behind a token is still live is asked of the database on every request, regardless.
 */
const VERIFIED_COOKIES_KEPT = 10_000;
const sessionCookies = new WeakMap<Auth, Promise<SessionCookie>>();
/** The same once known, so a request need not wait for it. */
const readySessionCookies = new WeakMap<Auth, SessionCookie>();

/** The session cookie's name and signing secret, as Better Auth itself uses them. */
export function loadSessionCookie(auth: Auth): Promise<SessionCookie> {
  let found = sessionCookies.get(auth);
  if (!found) {
    found = auth.$context.then((context) => {
      const cookie: SessionCookie = {
        name: context.authCookies.sessionToken.name,
        secret: context.secret,
        expiresInMs: context.sessionConfig.expiresIn * 1000,
        updateAgeMs: context.sessionConfig.updateAge * 1000,
        verified: new Map(),
      };
      readySessionCookies.set(auth, cookie);
      return cookie;
    });
    sessionCookies.set(auth, found);
  }
  return found;
}

/** The token of a session cookie whose signature is right (`<token>.<base64 HMAC-SHA256>`), else null. */
export function verifiedToken(cookieHeader: string | null, cookie: SessionCookie): string | null {
  if (!cookieHeader) return null;
  let raw: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === cookie.name) {
      raw = part.slice(at + 1).trim();
      break;
    }
  }
  if (!raw) return null;
  const known = cookie.verified.get(raw);
  if (known !== undefined) return known;
  const token = verifySignature(raw, cookie.secret);
  if (token === null) return null;
  if (cookie.verified.size >= VERIFIED_COOKIES_KEPT) cookie.verified.delete(cookie.verified.keys().next().value!);
  cookie.verified.set(raw, token);
  return token;
}

/** `<token>.<base64 HMAC-SHA256 of the token>`, URL-encoded, as Better Auth signs it: the token, or null. */
function verifySignature(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The cookie's name and secret once known, so a request need not wait for them (else loadSessionCookie). */
export const readySessionCookie = (auth: Auth): SessionCookie | undefined => readySessionCookies.get(auth);

/** The session token in the cookie (`<prefix>.session_token=<token>.<signature>`), if any. */
export function sessionTokenFrom(headers: Headers): string | undefined {
  const cookie = headers.get('cookie');
  const match = cookie?.match(/(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=([^;]+)/);
  if (!match) return undefined;
  const value = decodeURIComponent(match[1]);
  return value.slice(0, value.lastIndexOf('.')) || undefined;
}
