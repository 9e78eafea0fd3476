// A real SMTP server in the test process, for what the outbox folder cannot show: a mail server that
// refuses a message. It records each message it accepts, parsed like the outbox's.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type OutboxMessage } from './outbox';

export type SmtpStandIn = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or createMailer's smtpUrl. */
  url: string;
  /** The messages accepted so far, in order. */
  received: OutboxMessage[];
  close(): Promise<void>;
};

/** `refuseOnce`: addresses whose first message is refused with a temporary failure (450), as a full mailbox would be. */
export async function startSmtpServer(options: { refuseOnce?: string[] } = {}): Promise<SmtpStandIn> {
  const refuse = new Set((options.refuseOnce ?? []).map((address) => address.toLowerCase()));
  const received: OutboxMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.delete(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseEml(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
