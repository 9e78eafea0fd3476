// A real SMTP server in the test process (smtp-server): the app sends through SMTP_URL as it would in
// production, and the test reads what arrived — envelope, headers, the text part and the HTML part.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type OutboxMessage } from './outbox';

export type ReceivedMail = OutboxMessage & {
  /** The envelope's recipients (RCPT TO), which is who really gets it, whatever the headers say. */
  envelopeTo: string[];
  /** Every header line, unfolded, as sent. */
  headers: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
};

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/html part of a message, decoded (nodemailer writes quoted-printable or base64). */
function htmlPart(raw: string): string {
  const text = raw.replace(/\r\n/g, '\n');
  const start = text.search(/^Content-Type: text\/html/im);
  if (start === -1) return '';
  const headerEnd = text.indexOf('\n\n', start);
  const headers = text.slice(start, headerEnd);
  const boundary = text.indexOf('\n--', headerEnd + 2);
  const body = text.slice(headerEnd + 2, boundary === -1 ? undefined : boundary);
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1].toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** How the stand-in answers a recipient: a reply code and its words, as a real mail server refuses one
 * (550 'No such user' for good, 450 'Mailbox busy' for now), or undefined to accept it. */
export type RefuseRecipient = (address: string) => { code: number; message: string } | undefined;

export async function startSmtpServer(options: { refuse?: RefuseRecipient } = {}) {
  const received: ReceivedMail[] = [];
  let refuse = options.refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the loopback client: on some machines it waits on a resolver for each connection.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address);
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const unfolded = raw.replace(/\r\n/g, '\n');
        received.push({
          ...parseEml(raw),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          headers: unfolded.slice(0, unfolded.indexOf('\n\n')).replace(/\n[ \t]+/g, ' '),
          html: htmlPart(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** For SMTP_URL: plain SMTP on the loopback, no TLS and no sign-in. */
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages that reached `address` (by envelope), oldest first. */
    to: (address: string) => received.filter((m) => m.envelopeTo.map((a) => a.toLowerCase()).includes(address.toLowerCase())),
    clear: () => received.splice(0, received.length),
    /** Changes how recipients are answered from now on (undefined: accept everyone). */
    refuseRecipients: (next: RefuseRecipient | undefined) => {
      refuse = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpServer>>;
