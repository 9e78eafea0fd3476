// Real email: SMTP when SMTP_URL is configured, otherwise one .eml file per message in the outbox
// folder, with a log line naming the recipient and subject, so development and tests read real mail.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

export type MailConfig = { smtpUrl?: string; from: string; outboxDir: string };

export function createMailer(config: MailConfig, log: (line: string) => void = console.log): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
        log(`[mail] sent via SMTP to=${message.to} subject="${message.subject}"`);
      },
      close: () => transport.close(),
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
  };
}
