// One sample of every email function (features/<name>/emails.ts and auth/emails.ts), written with the
// attacker's name of issue 28 (a line break that starts a paragraph of its own, a direction override) in
// each name, title and label: mail/emails.test.ts holds each to the one-line rule and to the registry, and
// the email delivery's API test sends each one to see its headers. A new email function is added here.
import type { Email } from '../../src/server/mail/registry';
type EmailModule = Record<string, (...args: any[]) => Email>;

/** Every feature's emails (features/<name>/emails.ts) and the password reset's (auth/emails.ts), as one table. */
const modules = import.meta.glob<EmailModule>(['../../src/server/features/*/emails.ts', '../../src/server/auth/emails.ts'], {
  eager: true,
});
export const templates: EmailModule = Object.assign({}, ...Object.values(modules));

const brand = { shortName: 'FMC', name: 'Franchise, Media & Creator Collective', color: '#b08d57' };
const url = 'http://localhost:3000/somewhere';
const now = new Date('2026-03-10T12:00:00Z');

/** A one-line value as an attacker wrote it before the rule: a paragraph of their own, text reversed. */
export const NAME = 'X\r\n\r\nYour membership expires today: https://evil.example/login \u202Eecila\u0007';
/** A multi-line value (a member's note): its line breaks stay, the hidden characters go. */
export const NOTE = 'First line\r\nSecond line \u202Ereversed\u0007';

const person = { fullName: NAME, firstName: NAME, role: NAME };
const event = { title: NAME, when: 'Tuesday, April 2, 2024 at 6:30 PM PDT', url };

export const EMAILS: Record<string, () => Email> = {
  exportReadyEmail: () => templates.exportReadyEmail(brand, 'ada@example.com', NAME, url),
  deletionScheduledEmail: () =>
    templates.deletionScheduledEmail(brand, 'ada@example.com', {
      firstName: NAME,
      date: '12 December 2031',
      byOrganiser: true,
      signInUrl: url,
    }),
  deletionReminderEmail: () =>
    templates.deletionReminderEmail(brand, 'ada@example.com', { firstName: NAME, date: '12 December 2031', signInUrl: url }),
  deletionCodeEmail: () => templates.deletionCodeEmail(brand, 'ada@example.com', '123456'),
  deletionCancelledEmail: () => templates.deletionCancelledEmail(brand, 'ada@example.com', { firstName: NAME, signInUrl: url }),
  passwordResetEmail: () => templates.passwordResetEmail(brand, 'ada@example.com', url),
  addressCheckEmail: () => templates.addressCheckEmail(brand, 'ada@example.com', url),
  accessLinkEmail: () => templates.accessLinkEmail(brand, 'ada@example.com', url, NAME, now),
  accountExistsEmail: () => templates.accountExistsEmail(brand, 'ada@example.com', url, url),
  conversationReplyEmail: () => templates.conversationReplyEmail(brand, 'ada@example.com', NAME, NAME, url),
  faqHelpedEmail: () => templates.faqHelpedEmail(brand, 'ada@example.com', NAME, url),
  questionPublishedEmail: () =>
    templates.questionPublishedEmail(brand, 'ada@example.com', { firstName: NAME, question: NOTE, url }),
  accessRequestDigestEmail: () =>
    templates.accessRequestDigestEmail(
      brand,
      'admin@example.com',
      NAME,
      {
        total: 2,
        listed: [
          { firstName: NAME, lastName: NAME, email: 'x@example.com', createdAt: new Date(now.getTime() - 3 * 86_400_000) },
        ],
      },
      url,
      now,
    ),
  connectionRequestEmail: () =>
    templates.connectionRequestEmail(brand, 'ada@example.com', {
      recipientFirstName: NAME,
      requester: person,
      note: NOTE,
      reason: NAME,
      acceptUrl: url,
      notNowUrl: url,
      openUntil: 'December 27, 2026',
    }),
  introductionEmail: () =>
    templates.introductionEmail(brand, 'ada@example.com', {
      readerFirstName: NAME,
      readerAsked: false,
      other: { ...person, email: 'x@example.com' },
      note: NOTE,
      reason: NAME,
      connectionsUrl: url,
    }),
  eventTimeChangedEmail: () =>
    templates.eventTimeChangedEmail(brand, 'ada@example.com', NAME, { ...event, previously: 'Monday' }),
  eventCancelledEmail: () => templates.eventCancelledEmail(brand, 'ada@example.com', NAME, event),
  waitlistPromotedEmail: () => templates.waitlistPromotedEmail(brand, 'ada@example.com', NAME, event),
  eventReminderEmail: () =>
    templates.eventReminderEmail(brand, 'ada@example.com', NAME, { ...event, location: NAME, onlineLink: url, soon: true }),
  // A newsletter's content is paragraphs by design (its line breaks start them); its title and description are one line.
  moderationWarningEmail: () =>
    templates.moderationWarningEmail(brand, 'ada@example.com', {
      firstName: NAME,
      text: 'A message you sent was reported.',
      note: NOTE,
      subject: 'message',
      url,
    }),
  aiToolDecisionEmail: () =>
    templates.aiToolDecisionEmail(brand, 'ada@example.com', { firstName: NAME, title: NAME, text: NOTE, url }),
  reportOutcomeEmail: () =>
    templates.reportOutcomeEmail(brand, 'ada@example.com', {
      firstName: NAME,
      text: 'They read the message you reported.',
      subject: 'answer',
      url,
    }),
  newDeviceEmail: () =>
    templates.newDeviceEmail(brand, 'ada@example.com', { device: NAME, when: '28 November 2026, 09:00', place: NAME }, url),
  twoFactorResetEmail: () => templates.twoFactorResetEmail(brand, 'ada@example.com', url),
  awayMessageEmail: () =>
    templates.awayMessageEmail(brand, 'ada@example.com', {
      readerFirstName: NAME,
      senderName: NAME,
      firstLines: NOTE,
      more: 2,
      conversationUrl: url,
    }),
  questionForYouEmail: () =>
    templates.questionForYouEmail(brand, 'ada@example.com', { firstName: NAME, askerName: NAME, question: NOTE, url }),
  roleMatchEmail: () =>
    templates.roleMatchEmail(brand, 'ada@example.com', {
      firstName: NAME,
      role: { title: NAME, company: NAME, kind: 'board', place: NAME, remote: true, description: NOTE },
      url,
    }),
  roleRemovedEmail: () =>
    templates.roleRemovedEmail(brand, 'ada@example.com', { firstName: NAME, title: NAME, reason: NOTE, url }),
  newQuestionEmail: () => templates.newQuestionEmail(brand, 'admin@example.com', NAME, NOTE, url),
  newsletterEmail: () =>
    templates.newsletterEmail(brand, 'ada@example.com', {
      title: NAME,
      description: NAME,
      content: 'First paragraph.\nSecond paragraph.',
      imageUrl: url,
      url,
    }),
  digestEmail: () =>
    templates.digestEmail(brand, 'ada@example.com', NAME, {
      frequency: 'daily',
      items: [{ title: NAME, body: NAME }],
      total: 3,
      url,
    }),
};
