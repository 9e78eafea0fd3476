// A local push service for tests: an HTTP server on 127.0.0.1 that records what it is sent and answers
// with the status a test sets (or holds the answer), and a browser's subscription keys to decrypt with.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service: records each request and answers with `status` (or holds the answer while `hold` is set). */
export function startPushService() {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  const state = { status: 201, hold: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (state.hold) held.push(res);
      else res.writeHead(state.status).end();
    });
  });
  return new Promise<{ port: number; received: Received[]; state: typeof state; release(): void; close(): Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          port: (server.address() as AddressInfo).port,
          received,
          state,
          release: () => held.splice(0).forEach((res) => res.writeHead(201).end()),
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

/** What a browser's PushManager.subscribe() makes: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
