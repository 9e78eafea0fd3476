// Real email: SMTP when SMTP_URL is configured, otherwise one .eml file per message in the outbox
// folder, with a log line naming the recipient and subject, so development and tests read real mail. This
// is the transport only; what the features send through is the delivery (delivery.ts), which decides
// whether a message may go, adds the unsubscribe headers and footer, and handles refusals.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { componentLog } from '../log/logger';

const mailLog = componentLog('mail');

/** A message ready to leave. The log line names the recipient and subject, never a header (the unsubscribe
 * link's token is in one). */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type MailTransport = {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
  /** Where the mail lines go (the server's output; a test's list). */
  log: (line: string) => void;
};

/** `pool`: SMTP connections kept open and shared by every send, and the messages each carries before a fresh
 * one replaces it (SMTP_POOL_CONNECTIONS, SMTP_POOL_MESSAGES). */
export type MailConfig = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  pool?: { connections: number; messages: number };
};

/** Without configuration: five connections of a hundred messages each (nodemailer's own defaults). */
const DEFAULT_POOL = { connections: 5, messages: 100 };

/** The server's own mail lines: `[mail] …` through the logger (decision 076). */
const logMailLine = (line: string) => mailLog.info(line);

export function createMailer(config: MailConfig, log: (line: string) => void = logMailLine): MailTransport {
  if (config.smtpUrl) {
    // Pooled: a digest run or a newsletter batch reuses open connections instead of a TCP (and TLS) handshake
    // and a greeting per message, and up to `connections` messages go at once. Each message still has its
    // own answer: a refusal of one recipient (RCPT TO, DATA) rejects that send only, and the connection is
    // reset and reused for the next; a dropped connection fails the message that was on it, as before.
    // Settings in the URL's query (`?pool=false`) win over these.
    const pool = config.pool ?? DEFAULT_POOL;
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: pool.connections,
      maxMessages: pool.messages,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
        log(`sent via SMTP to=${message.to} subject="${message.subject}"`);
      },
      close: () => transport.close(),
      log,
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      mkdirSync(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log(`outbox to=${message.to} subject="${message.subject}" file=${file}`);
    },
    close: () => transport.close(),
    log,
  };
}
