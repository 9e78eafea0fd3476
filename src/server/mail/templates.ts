// The emails the product sends. Plain text first (it is what many members read), HTML beside it.
import { cleanMultiLineText, collapseToOneLine } from '../../common/contracts/text';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type Brand = { shortName: string; name: string; color: string };

type Action = { label: string; url: string };

/** A block set apart under a small heading (a member's note, the 'Why Connect?' text); its text keeps its
 * line breaks, and like every paragraph is escaped: a note is text, never HTML. */
type Quote = { label: string; quote: string };

/** A block of an email's body: a paragraph, a list (one line per item), or a quote under a label. */
type Block = string | { list: string[] } | Quote;

/**
 * A block as it may be sent. Paragraphs, list items and labels are one line each, whatever was written into
 * them: a name or title stored before the one-line rule (issue 28) cannot start a paragraph of its own in
 * someone else's email, nor reverse the text with a direction control. A quote keeps its line breaks only.
 */
const cleanBlock = (p: Block): Block =>
  typeof p === 'string'
    ? collapseToOneLine(p)
    : 'list' in p
      ? { list: p.list.map(collapseToOneLine) }
      : { label: collapseToOneLine(p.label), quote: cleanMultiLineText(p.quote) };

/** The plain-text body: paragraphs apart, a list's items as '- ' lines, a quote under its label. */
export const plainText = (blocks: Block[]) =>
  blocks
    .map(cleanBlock)
    .map((p) => (typeof p === 'string' ? p : 'list' in p ? p.list.map((line) => `- ${line}`).join('\n') : `${p.label}:\n${p.quote}`))
    .join('\n\n');

const blockHtml = (p: Block) =>
  typeof p === 'string'
    ? `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`
    : 'list' in p
      ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${p.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('')}</ul>`
      : `<p style="margin:0 0 6px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#777;font-weight:700">${escapeHtml(p.label)}</p>
<p style="margin:0 0 16px;line-height:1.6;white-space:pre-line;border-left:3px solid #e5ded2;padding-left:12px">${escapeHtml(p.quote)}</p>`;

export function layout(brand: Brand, heading: string, paragraphs: Block[], action?: Action | Action[]) {
  const body = paragraphs.map(cleanBlock).map(blockHtml).join('');
  const actions = action === undefined ? [] : Array.isArray(action) ? action : [action];
  const button = actions
    .map(
      ({
        label,
        url,
      }) => `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this address into your browser:<br>${escapeHtml(url)}</p>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111;background:#f6f4f0;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:13px;letter-spacing:.12em;color:${brand.color};font-weight:700">${escapeHtml(brand.shortName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(collapseToOneLine(heading))}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(brand.name)}</p></div></body></html>`;
}

export function passwordResetEmail(brand: Brand, to: string, url: string) {
  const paragraphs = [
    `Someone asked to reset the password of your ${brand.shortName} account (${to}).`,
    'The link below works once and expires in one hour. If you did not ask for this, you can ignore this email.',
  ];
  return {
    to,
    subject: `Reset your ${brand.shortName} password`,
    text: `${plainText(paragraphs)}\n\nReset your password: ${url}\n`,
    html: layout(brand, 'Reset your password', paragraphs, { label: 'Reset password', url }),
  };
}

export function accessLinkEmail(brand: Brand, to: string, url: string, firstName: string | null, expiresAt: Date) {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const until = expiresAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const paragraphs = [
    greeting,
    `Your request to join ${brand.name} has been approved. Use the link below to set your password and create your account.`,
    `The link works once and expires on ${until} UTC.`,
  ];
  return {
    to,
    subject: `Your sign-up link for ${brand.shortName}`,
    text: `${plainText(paragraphs)}\n\nCreate your account: ${url}\n`,
    html: layout(brand, `Welcome to ${brand.shortName}`, paragraphs, { label: 'Create your account', url }),
  };
}

/**
 * Someone asked for access with the email of an existing account. The request's answer is the same as
 * for anyone (it must not tell who is a member); the member learns it here instead, with the way in.
 */
export function accountExistsEmail(brand: Brand, to: string, signInUrl: string, resetUrl: string) {
  const paragraphs = [
    'Hello,',
    `Someone asked to join ${brand.name} with this email address (${to}). You already have a ${brand.shortName} account, so there is nothing to approve: you can sign in with your email and password.`,
    'Forgotten your password? The second link lets you choose a new one. It works once and expires in one hour.',
    'If you did not ask to join, you can ignore this email.',
  ];
  return {
    to,
    subject: `You already have a ${brand.shortName} account`,
    text: `${plainText(paragraphs)}\n\nSign in: ${signInUrl}\n\nChoose a new password: ${resetUrl}\n`,
    html: layout(brand, `You already have a ${brand.shortName} account`, paragraphs, [
      { label: 'Sign in', url: signInUrl },
      { label: 'Choose a new password', url: resetUrl },
    ]),
  };
}

/** An access request in the administrators' digest: who asked, and since when. */
export type WaitingAccessRequest = { firstName: string | null; lastName: string | null; email: string; createdAt: Date };

const DAY_MS = 24 * 3600_000;

/** 'Jordan Blake (jordan@example.com), waiting 3 days': the whole days since the request. */
function describeWaitingRequest(request: WaitingAccessRequest, now: Date) {
  const name = [request.firstName, request.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  const days = Math.max(1, Math.floor((now.getTime() - request.createdAt.getTime()) / DAY_MS));
  return `${name ? `${name} (${request.email})` : request.email}, waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The administrators' daily digest of access requests that have waited more than a day: how many, the
 * oldest of them by name (`listed`; `total` counts them all), and the way to the dashboard's requests.
 */
export function accessRequestDigestEmail(
  brand: Brand,
  to: string,
  adminName: string | null,
  waiting: { total: number; listed: WaitingAccessRequest[] },
  url: string,
  now: Date,
) {
  const { total, listed } = waiting;
  const lines = listed.map((request) => describeWaitingRequest(request, now));
  const more = total - listed.length;
  const blocks: Block[] = [
    adminName?.trim() ? `Hello ${adminName.trim()},` : 'Hello,',
    total === 1
      ? `One person asked to join ${brand.name} more than a day ago and is still waiting for an answer:`
      : `${total} people asked to join ${brand.name} more than a day ago and are still waiting for an answer, the longest waiting first:`,
    { list: lines },
    ...(more > 0 ? [`And ${more} more.`] : []),
    total === 1
      ? 'Approve it, or remove the request if you will not accept it, in the Magic Links tab of the dashboard.'
      : 'Approve them, or remove the requests you will not accept, in the Magic Links tab of the dashboard.',
    'You get this email at most once a day, while requests wait.',
  ];
  const text = plainText(blocks);
  return {
    to,
    subject: total === 1 ? `1 access request has waited more than a day` : `${total} access requests have waited more than a day`,
    text: `${text}\n\nReview the requests: ${url}\n`,
    html: layout(brand, total === 1 ? 'An access request is waiting' : 'Access requests are waiting', blocks, { label: 'Review the requests', url }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Connections (issue 17). Before acceptance no email holds either member's address; the sender is the
// product's own (MAIL_FROM), with no reply-to, so replying reaches no one.

type ConnectionPerson = { fullName: string; firstName: string; role: string | null };


/** The 'Why connect?' text is the product's own paragraph, with both members' names written into it: one
 * line, so a name stored with a line break cannot add a line that reads as ours. A note keeps its lines. */
const whyConnect = (reason: string): Quote => ({ label: 'Why connect?', quote: collapseToOneLine(reason) });

const named = (person: ConnectionPerson) => (person.role ? `${person.fullName} (${person.role})` : person.fullName);

/**
 * Someone asked to connect. Accept and 'Not now' open the request's page in the product, where the
 * choice is made (a link only shows it: a mail scanner following links decides nothing).
 */
export function connectionRequestEmail(
  brand: Brand,
  to: string,
  request: {
    recipientFirstName: string;
    requester: ConnectionPerson;
    note: string | null;
    reason: string | null;
    acceptUrl: string;
    notNowUrl: string;
    /** The last day it stays open, written out ('December 27, 2026'). */
    openUntil: string;
  },
) {
  const { requester } = request;
  const until = request.openUntil;
  const paragraphs: Array<string | Quote> = [
    request.recipientFirstName.trim() ? `Hello ${request.recipientFirstName.trim()},` : 'Hello,',
    `${named(requester)} would like to be introduced to you on ${brand.shortName}.`,
    ...(request.note ? [{ label: `${requester.firstName || requester.fullName}'s note`, quote: request.note }] : []),
    ...(request.reason ? [whyConnect(request.reason)] : []),
    `If you accept, you are introduced to each other by email and each of you sees the other's address. If not now, ${requester.firstName || requester.fullName} is not told. The request stays open until ${until}.`,
  ];
  return {
    to,
    subject: collapseToOneLine(`${requester.fullName} would like to connect`),
    text: `${plainText(paragraphs)}\n\nAccept: ${request.acceptUrl}\n\nNot now: ${request.notNowUrl}\n`,
    html: layout(brand, `${requester.fullName} would like to connect`, paragraphs, [
      { label: 'Accept', url: request.acceptUrl },
      { label: 'Not now', url: request.notNowUrl },
    ]),
  };
}

/**
 * The introduction, once the request is accepted: one email to each member, naming the other, their
 * role and their address (the first time either sees it), with the note and the reason.
 */
export function introductionEmail(
  brand: Brand,
  to: string,
  introduction: {
    readerFirstName: string;
    /** Whether the reader sent the request (else they accepted it). */
    readerAsked: boolean;
    other: ConnectionPerson & { email: string };
    note: string | null;
    reason: string | null;
    connectionsUrl: string;
  },
) {
  const { other, readerAsked } = introduction;
  const paragraphs: Array<string | Quote> = [
    introduction.readerFirstName.trim() ? `Hello ${introduction.readerFirstName.trim()},` : 'Hello,',
    readerAsked
      ? `${named(other)} accepted your request: you are now connected on ${brand.shortName}.`
      : `You accepted ${named(other)}'s request: you are now connected on ${brand.shortName}.`,
    `You can write to ${other.firstName || other.fullName} at ${other.email}.`,
    ...(introduction.note
      ? [{ label: readerAsked ? 'Your note' : `${other.firstName || other.fullName}'s note`, quote: introduction.note }]
      : []),
    ...(introduction.reason ? [whyConnect(introduction.reason)] : []),
  ];
  return {
    to,
    subject: collapseToOneLine(`You and ${other.fullName} are connected`),
    text: `${plainText(paragraphs)}\n\nYour connections: ${introduction.connectionsUrl}\n`,
    html: layout(brand, `Meet ${other.fullName}`, paragraphs, { label: 'Your connections', url: introduction.connectionsUrl }),
  };
}

// Events (issue 18): what members Going to an event are told when the organisers change it, and the
// waitlisted member who gets a place. `when` is the event's date and time written out in the community's
// zone ('Tuesday, April 2, 2024 at 6:30 PM PDT').

type EventMail = { title: string; when: string; url: string };

const helloTo = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

export function eventTimeChangedEmail(brand: Brand, to: string, name: string | null, event: EventMail & { previously: string }) {
  const paragraphs = [
    helloTo(name),
    `The time of "${event.title}", which you are going to, has changed.`,
    `It now takes place on ${event.when} (it was ${event.previously}).`,
    'If you added it to your calendar, download it again from the event page, or let your calendar feed update it. If you can no longer come, please change your answer so someone on the waitlist can take your place.',
  ];
  return {
    to,
    subject: collapseToOneLine(`New time: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event: ${event.url}\n`,
    html: layout(brand, 'The time has changed', paragraphs, { label: 'See the event', url: event.url }),
  };
}

export function eventCancelledEmail(brand: Brand, to: string, name: string | null, event: EventMail) {
  const paragraphs = [
    helloTo(name),
    `"${event.title}", planned for ${event.when}, has been cancelled by the ${brand.shortName} team.`,
    'You were going, so we wanted you to know at once. If you added it to your calendar, you can remove it.',
  ];
  return {
    to,
    subject: collapseToOneLine(`Cancelled: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event: ${event.url}\n`,
    html: layout(brand, 'An event was cancelled', paragraphs, { label: 'See the event', url: event.url }),
  };
}

export function waitlistPromotedEmail(brand: Brand, to: string, name: string | null, event: EventMail) {
  const paragraphs = [
    helloTo(name),
    `A place opened up: you are now going to "${event.title}" on ${event.when}.`,
    'You were first on the waitlist, so the place is yours. If you can no longer come, please change your answer so the next member can have it.',
  ];
  return {
    to,
    subject: collapseToOneLine(`You're going: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event and add it to your calendar: ${event.url}\n`,
    html: layout(brand, 'A place opened up for you', paragraphs, { label: 'See the event', url: event.url }),
  };
}

/** A reminder to a member Going (issue 18 item 4): the day before, and for an online event the hour before,
 * with the link members Going may see. */
export function eventReminderEmail(
  brand: Brand,
  to: string,
  name: string | null,
  event: EventMail & { location: string | null; onlineLink: string | null; soon: boolean },
) {
  const where = [event.location ? `Where: ${event.location}` : null, event.onlineLink ? `Join online: ${event.onlineLink}` : null].filter(
    (line): line is string => line !== null,
  );
  const paragraphs: Block[] = [
    helloTo(name),
    event.soon
      ? `"${event.title}" starts soon, on ${event.when}. You are going.`
      : `A reminder that you are going to "${event.title}" on ${event.when}.`,
    ...(where.length > 0 ? [{ list: where }] : []),
    'If you can no longer come, please change your answer on the event page so someone else can take your place.',
  ];
  const actions: Action[] = [
    ...(event.soon && event.onlineLink ? [{ label: 'Join online', url: event.onlineLink }] : []),
    { label: 'See the event', url: event.url },
  ];
  return {
    to,
    subject: collapseToOneLine(event.soon ? `Starting soon: ${event.title}` : `Reminder: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event: ${event.url}\n`,
    html: layout(brand, event.soon ? 'Starting soon' : 'See you there', paragraphs, actions),
  };
}
