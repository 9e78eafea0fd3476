// Real email: SMTP when SMTP_URL is configured, otherwise one .eml file per message in the outbox
// folder, with a log line naming the recipient and subject, so development and tests read real mail. This
// is the transport only; what the features send through is the delivery (delivery.ts), which decides
// whether a message may go, adds the unsubscribe headers and footer, and handles refusals.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message ready to leave. The log line names the recipient and subject, never a header (the unsubscribe
 * link's token is in one). */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type MailTransport = {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
  /** Where the mail lines go (the server's output; a test's list). */
  log: (line: string) => void;
};

export type MailConfig = { smtpUrl?: string; from: string; outboxDir: string };

export function createMailer(config: MailConfig, log: (line: string) => void = console.log): MailTransport {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
        log(`[mail] sent via SMTP to=${message.to} subject="${message.subject}"`);
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
      log(`[mail] outbox to=${message.to} subject="${message.subject}" file=${file}`);
    },
    close: () => transport.close(),
    log,
  };
}
