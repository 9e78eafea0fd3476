// The unsubscribe link's token (issue 34, decision 051): who (the account) and which kind of news, signed
// with a key derived from AUTH_SECRET. It can do one thing, turn that kind's email off for that account:
// it names no setting but that one and opens no reading of anything; using it twice changes nothing more.
// It does not expire (an old email's link keeps working, as mail providers expect); changing AUTH_SECRET
// voids every link sent before.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailTopic, type EmailTopic } from '../../common/contracts/notification-kinds';

export type UnsubscribeTarget = { userId: string; kind: EmailTopic };

/** A key of its own, so a token's signature is never one the sessions' secret makes for anything else. */
const keyFrom = (secret: string) => createHmac('sha256', secret).update('fmc unsubscribe token v1').digest();

const signatureOf = (secret: string, payload: string) => createHmac('sha256', keyFrom(secret)).update(payload).digest();

/** `<base64url(userId + '\n' + kind)>.<base64url(HMAC-SHA256)>`: about 100 URL-safe characters. */
export function makeUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = `${target.userId}\n${target.kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The account and kind a token names, or null when it was not made with this secret or was altered. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const payload = Buffer.from(token.slice(0, dot), 'base64url').toString('utf8');
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // base64url decoding skips characters it does not know: only the exact encoding of the payload is the token.
  if (`${Buffer.from(payload).toString('base64url')}.${given.toString('base64url')}` !== token) return null;
  const [userId, kind, ...rest] = payload.split('\n');
  if (rest.length > 0 || !userId || !kind || !isEmailTopic(kind)) return null;
  return { userId, kind };
}
