// Connections' emails (issue 17): the request, and the introduction once it is accepted. Before acceptance
// no email holds either member's address; the sender is the product's own (MAIL_FROM), with no reply-to,
// so replying reaches no one. Plain text first, HTML beside it (mail/layout.ts).
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Brand, type Quote } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

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
  return registeredEmail('connection-request', {
    to,
    subject: collapseToOneLine(`${requester.fullName} would like to connect`),
    text: `${plainText(paragraphs)}\n\nAccept: ${request.acceptUrl}\n\nNot now: ${request.notNowUrl}\n`,
    html: layout(brand, `${requester.fullName} would like to connect`, paragraphs, [
      { label: 'Accept', url: request.acceptUrl },
      { label: 'Not now', url: request.notNowUrl },
    ]),
  });
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
    /** `email` null: that member shows their address only to the organisers (decision 043). */
    other: ConnectionPerson & { email: string | null };
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
    other.email
      ? `You can write to ${other.firstName || other.fullName} at ${other.email}.`
      : `${other.firstName || other.fullName} keeps their email address private; you will find them among your connections.`,
    ...(introduction.note
      ? [{ label: readerAsked ? 'Your note' : `${other.firstName || other.fullName}'s note`, quote: introduction.note }]
      : []),
    ...(introduction.reason ? [whyConnect(introduction.reason)] : []),
  ];
  return registeredEmail('introduction', {
    to,
    subject: collapseToOneLine(`You and ${other.fullName} are connected`),
    text: `${plainText(paragraphs)}\n\nYour connections: ${introduction.connectionsUrl}\n`,
    html: layout(brand, `Meet ${other.fullName}`, paragraphs, { label: 'Your connections', url: introduction.connectionsUrl }),
  });
}
