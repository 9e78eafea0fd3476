// The reports' emails (decisions 055, 058): the organisers' warning to a member about a message they sent
// or a question or answer they wrote, and their decision to the member who reported it. Neither names the other member nor quotes the
// message: the email says what was decided, the product shows the rest.
import { layout, plainText, type Brand, type Quote } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';
import type { ReportSubject } from '../../../common/contracts/message-reports';

/** The button under each email: the member's messages, or the question reported (decision 058). */
const LINK_LABELS: Record<ReportSubject, string> = {
  message: 'Your messages',
  question: 'The question',
  answer: 'The question',
  role: 'Open Roles',
  tool: 'AI Tools',
};

const hello = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** An organiser warned the member; their note, if they wrote one, is quoted. */
export function moderationWarningEmail(
  brand: Brand,
  to: string,
  warning: { firstName: string; text: string; note: string | null; subject: ReportSubject; url: string },
) {
  const paragraphs: Array<string | Quote> = [
    hello(warning.firstName),
    warning.text,
    ...(warning.note ? [{ label: `A note from the ${brand.shortName} organisers`, quote: warning.note }] : []),
  ];
  return registeredEmail('moderation-warning', {
    to,
    subject: `A warning from the ${brand.shortName} organisers`,
    text: `${plainText(paragraphs)}\n\n${LINK_LABELS[warning.subject]}: ${warning.url}\n`,
    html: layout(brand, 'A warning from the organisers', paragraphs, { label: LINK_LABELS[warning.subject], url: warning.url }),
  });
}

/** The organisers decided about the message the member reported. */
export function reportOutcomeEmail(
  brand: Brand,
  to: string,
  outcome: { firstName: string; text: string; subject: ReportSubject; url: string },
) {
  const paragraphs = [hello(outcome.firstName), outcome.text];
  return registeredEmail('report-outcome', {
    to,
    subject: `The ${brand.shortName} organisers reviewed your report`,
    text: `${plainText(paragraphs)}\n\n${LINK_LABELS[outcome.subject]}: ${outcome.url}\n`,
    html: layout(brand, 'Your report was reviewed', paragraphs, { label: LINK_LABELS[outcome.subject], url: outcome.url }),
  });
}
