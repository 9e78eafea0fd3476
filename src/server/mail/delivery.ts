// What every feature sends email through (issue 34, decision 051). For each message, in this order:
//   1. its template must be registered (registry.ts), or it is refused with an error: nothing unregistered leaves;
//   2. news (a notification kind's email) goes only to an account whose email channel for that kind is on,
//      read now (a setting changed after the news was queued wins), and never to an address the mail server
//      refused for good; transactional email always tries (the person is waiting for it, and a success
//      clears the mark);
//   3. news carries RFC 8058's List-Unsubscribe (the https one-click address, and a mailto when the
//      organisers configured one) and List-Unsubscribe-Post, and a footer linking the settings and the
//      one-click page; transactional email carries none;
//   4. the transport sends it: a permanent refusal of the address (5xx to RCPT TO or DATA) marks it
//      undeliverable; a temporary one (4xx, no connection) is tried again through the job queue with a
//      growing wait, the message kept in the job's data without its token, and given up after MAIL_TRIES;
//      a sender that keeps its own record (the newsletter's recipients) is told how the retries ended.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DIGEST_TOPIC, emailTopicLabel, type EmailTopic } from '../../common/contracts/notification-kinds';
import { EMAIL_DELIVERY_ROUTES } from '../../common/contracts/email-delivery-routes';
import { endpointUrl } from '../../common/contracts/endpoint';
import { normalizeEmail } from '../../common/names';
import { paths, ROUTES } from '../../common/routes';
import type { Database } from '../db/client';
import { undeliverableAddresses, users } from '../db/schema';
import type { Config } from '../env';
import { channelsFor, preferencesFor } from '../features/notifications/public';
import type { Scheduler } from '../jobs/scheduler';
import { addFooter } from './layout';
import type { MailTransport, OutgoingMail } from './mailer';
import { registrationOf, type Email } from './registry';
import { makeUnsubscribeToken } from './unsubscribe-token';

/** How a send went: accepted by the mail server, not sent (a setting, a refused address), waiting for a
 * retry after a temporary refusal, refused for good (the address is now marked), or given up after the
 * last try (only a retry ends so). */
export type MailOutcome = 'sent' | 'skipped' | 'queued' | 'refused' | 'failed';
/** How a send that waited for retries ended. */
export type RetryEnd = Exclude<MailOutcome, 'queued'>;
/** Who is told how a send's retries end: a listener's name (`whenRetryEnds`) and what it needs to know. */
export type RetryReport = { to: string; data: Record<string, string> };
export type RetryListener = (end: RetryEnd, data: Record<string, string>) => Promise<void>;

export type Mailer = {
  /** Sends, or holds back, as the rules above say; throws only for what is ours to fix (an unregistered
   * template, the mail server refusing our sign-in or sender). */
  send(email: Email): Promise<void>;
  /** The same, answering how it went: for the member's check email, whose page says so. With `report`,
   * a send answered 'queued' tells that listener how it ended, from the retry job that ends it. */
  deliver(email: Email, options?: { report?: RetryReport }): Promise<MailOutcome>;
  /** Names a listener for reports (once, as the app is built: every server has it, whichever runs the retry). */
  whenRetryEnds(name: string, listener: RetryListener): void;
  close(): void;
};

/** Tries in all, the first included; the waits before each retry, in minutes (about ten hours in all). */
export const MAIL_TRIES = 6;
const RETRY_WAIT_MINUTES = [5, 15, 45, 135, 405];

export type DeliveryConfig = Pick<Config, 'publicBaseUrl' | 'authSecret'> & { mail: { unsubscribeEmail: string | null } };

export type DeliveryDeps = {
  db: Database;
  transport: MailTransport;
  /** Where temporary refusals wait for their next try; without one (the command line), they are thrown. */
  jobs?: Scheduler;
  config: DeliveryConfig;
  now: () => Date;
};

/** What a refusal means for the address: marked (permanent), tried again (temporary), or neither (ours). */
type Refusal = { permanent: boolean; code: number | null; reason: string };

/** Nodemailer's error for a refusal: the SMTP reply code, and the command it answered. */
type SmtpError = Error & { responseCode?: number; command?: string; code?: string; response?: string };

/** Connection failures: the mail server could not be reached or dropped us; another try may get through. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** The mail server's words, one line and short: what the member and the organisers are shown. */
const reasonOf = (error: SmtpError) =>
  (error.response ?? error.message)
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .slice(0, 300);

/**
 * A refusal that concerns the address or the moment, or undefined for one that is ours to fix (the
 * sign-in to the mail server, our sender address): those are thrown as before, for the logs.
 */
export function classifyRefusal(error: unknown): Refusal | undefined {
  const smtp = error as SmtpError;
  const code = typeof smtp.responseCode === 'number' ? smtp.responseCode : null;
  const aboutMessage = smtp.command === undefined || /^(RCPT TO|DATA)/i.test(smtp.command) || smtp.code === 'EENVELOPE';
  if (code !== null && code >= 500 && code < 600) {
    return aboutMessage && smtp.code !== 'EAUTH' ? { permanent: true, code, reason: reasonOf(smtp) } : undefined;
  }
  if (code !== null && code >= 400 && code < 500) return { permanent: false, code, reason: reasonOf(smtp) };
  if (smtp.code && UNREACHABLE.has(smtp.code)) return { permanent: false, code: null, reason: reasonOf(smtp) };
  return undefined;
}

/** The one-click address (List-Unsubscribe) and the page a person opens from the footer. */
export function unsubscribeAddresses(config: Pick<Config, 'publicBaseUrl'>, token: string) {
  return {
    oneClick: `${config.publicBaseUrl}${endpointUrl(EMAIL_DELIVERY_ROUTES.unsubscribe, { token })}`,
    page: `${config.publicBaseUrl}${paths.unsubscribe(token)}`,
  };
}

type RetryData = { email: Email; attempt: number; id: string; report?: RetryReport };

export function createMailDelivery(deps: DeliveryDeps): Mailer {
  const { db, transport, config } = deps;
  const log = transport.log;
  const listeners = new Map<string, RetryListener>();

  const retry = deps.jobs?.register<RetryData>({
    name: 'mail.retry',
    // A try that fails on our side (the database) is pg-boss's to retry; refusals are handled in deliver().
    run: async ({ data }) => {
      const outcome = await deliver(data.email, data.attempt, data.id, data.report);
      if (outcome === 'queued' || !data.report) return;
      const listener = listeners.get(data.report.to);
      if (!listener) throw new Error(`No listener "${data.report.to}" for how a retried email ended`);
      await listener(outcome, data.report.data);
    },
  });

  /** The account an address belongs to, for news: its settings and its unsubscribe token are the account's. */
  async function accountOf(address: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`)
      .limit(1);
    return row?.id;
  }

  /** The message as it leaves: a news email gains its headers and footer (the token made now, never stored). */
  function outgoing(email: Email, unsubscribe?: { userId: string; kind: EmailTopic }): OutgoingMail {
    const base: OutgoingMail = { to: email.to, subject: email.subject, text: email.text, html: email.html };
    if (!unsubscribe) return base;
    const token = makeUnsubscribeToken(config.authSecret, unsubscribe);
    const { oneClick, page } = unsubscribeAddresses(config, token);
    const label = emailTopicLabel(unsubscribe.kind);
    const mailto = config.mail.unsubscribeEmail
      ? `, <mailto:${config.mail.unsubscribeEmail}?subject=${encodeURIComponent('Unsubscribe')}&body=${encodeURIComponent(
          `Please stop these emails (${label}): ${page}`,
        )}>`
      : '';
    const footer = addFooter(email, `You get this email because “${label}” is on in your notification settings.`, [
      { label: 'Choose what reaches you', url: `${config.publicBaseUrl}${ROUTES.notificationSettings}` },
      { label: 'Unsubscribe from these emails', url: page },
    ]);
    return {
      ...base,
      ...footer,
      headers: { 'List-Unsubscribe': `<${oneClick}>${mailto}`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  async function deliver(email: Email, attempt: number, id: string, report?: RetryReport): Promise<MailOutcome> {
    const registration = registrationOf(email.template);
    if (!registration) throw new Error(`Refused to send an email of unregistered template "${email.template}"`);
    const to = normalizeEmail(email.to);
    const said = `to=${email.to} subject="${email.subject}"`;
    let unsubscribe: { userId: string; kind: EmailTopic } | undefined;
    const mark = await undeliverableMark(db, to);
    if (!registration.transactional) {
      const { kind } = registration;
      if (mark) {
        log(`not sent (the address was refused for good, ${mark.code}): ${said}`);
        return 'skipped';
      }
      const userId = await accountOf(to);
      if (!userId) {
        log(`not sent (news, and no account has this address): ${said}`);
        return 'skipped';
      }
      const wanted =
        kind === DIGEST_TOPIC
          ? (await preferencesFor(db, [userId], 'UTC')).get(userId)!.digest !== 'off'
          : (await channelsFor(db, [userId], kind)).get(userId)!.email;
      if (!wanted) {
        log(`not sent (${kind} email is off): ${said}`);
        return 'skipped';
      }
      unsubscribe = { userId, kind };
    }
    try {
      await transport.send(outgoing(email, unsubscribe));
    } catch (error) {
      const refusal = classifyRefusal(error);
      if (!refusal) throw error;
      if (refusal.permanent) {
        await markUndeliverable(db, to, refusal.code!, refusal.reason, deps.now());
        log(`refused for good (${refusal.code}), address marked undeliverable: ${said}`);
        return 'refused';
      }
      if (!retry) throw error;
      if (attempt >= MAIL_TRIES) {
        log(`gave up after ${attempt} tries (${refusal.code ?? 'no connection'}: ${refusal.reason}): ${said}`);
        return 'failed';
      }
      const wait = RETRY_WAIT_MINUTES[attempt - 1] * 60_000;
      const at = new Date(deps.now().getTime() + wait);
      await retry.schedule(
        { email, attempt: attempt + 1, id, ...(report ? { report } : {}) },
        { at, key: `${id}:${attempt + 1}` },
      );
      log(
        `refused for now (${refusal.code ?? 'no connection'}), try ${attempt + 1} of ${MAIL_TRIES} at ${at.toISOString()}: ${said}`,
      );
      return 'queued';
    }
    // Accepted: whatever refused this address before does not any more.
    if (mark) await db.delete(undeliverableAddresses).where(eq(undeliverableAddresses.email, to));
    return 'sent';
  }

  return {
    send: async (email) => {
      await deliver(email, 1, randomUUID());
    },
    deliver: (email, options) => deliver(email, 1, randomUUID(), options?.report),
    whenRetryEnds: (name, listener) => {
      listeners.set(name, listener);
    },
    close: () => transport.close(),
  };
}

/** Marks an address refused for good (again: the latest refusal's words and time). */
export async function markUndeliverable(db: Database, address: string, code: number, reason: string, now: Date) {
  const row = { email: normalizeEmail(address), code, reason, markedAt: now };
  await db
    .insert(undeliverableAddresses)
    .values(row)
    .onConflictDoUpdate({ target: undeliverableAddresses.email, set: { code, reason, markedAt: now } });
}

/** The refusal on record for an address, if any: its code, the server's words, and since when. */
export async function undeliverableMark(db: Database, address: string) {
  const [row] = await db
    .select()
    .from(undeliverableAddresses)
    .where(eq(undeliverableAddresses.email, normalizeEmail(address)))
    .limit(1);
  return row ? { code: row.code, reason: row.reason, since: row.markedAt.toISOString() } : null;
}

/** Forgets an address's refusal: the member says their mailbox works again (a check email follows). */
export async function clearUndeliverable(db: Database, address: string) {
  await db.delete(undeliverableAddresses).where(eq(undeliverableAddresses.email, normalizeEmail(address)));
}
