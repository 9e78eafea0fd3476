// AWS Signature Version 4 for one S3 request, with node:crypto. It is the only AWS call the product
// makes, so a small signer proven against AWS's published example (sigv4.test.ts) replaces an SDK.
import { createHash, createHmac } from 'node:crypto';

export type SigningCredentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** S3 encodes each path segment once, RFC 3986 style (unreserved characters stay as they are). */
function encodeSegment(segment: string): string {
  return encodeURIComponent(decodeURIComponent(segment)).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Answers the headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 (when absent)
 * and authorization. Every given header is signed.
 */
export function signRequest(
  request: { method: string; url: string; headers?: Record<string, string>; payloadHash: string },
  credentials: SigningCredentials,
  now: Date,
): Record<string, string> {
  const url = new URL(request.url);
  const service = credentials.service ?? 's3';
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {}))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers.host = url.host;
  headers['x-amz-date'] ??= date;
  headers['x-amz-content-sha256'] ??= request.payloadHash;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    url.pathname.split('/').map(encodeSegment).join('/') || '/',
    canonicalQuery,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', headers['x-amz-date'], scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
