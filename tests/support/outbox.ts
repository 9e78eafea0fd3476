// Reads the .eml files the mailer wrote, the way a person reads their inbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMessage = { file: string; to: string; subject: string; text: string; links: string[] };

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Parses one message: headers, and the text/plain part decoded. */
export function parseEml(raw: string, file = ''): OutboxMessage {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const headerEnd = unfolded.indexOf('\n\n');
  const headers = unfolded.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '');
  const plainPart =
    /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([^\n]+)\n(?:[^\n]+\n)*\n([\s\S]*?)(?=\n--|$)/i.exec(
      unfolded,
    );
  let text = plainPart ? plainPart[2] : unfolded.slice(headerEnd + 2);
  const encoding = plainPart?.[1].trim().toLowerCase();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(text);
  if (encoding === 'base64') text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  const links = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return { file, to: header('To'), subject: header('Subject'), text, links };
}

export function readOutbox(dir: string): OutboxMessage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(readFileSync(path.join(dir, name), 'utf8'), path.join(dir, name)));
}
