// Every email, with the attacker's name of issue 28 (a line break that starts a paragraph of its own, a
// direction override) in each name, title and label it shows: what the rule now refuses may already be
// stored, so the emails make it one line themselves. A new email, in any feature, must be added to the table below.
// And every email is a registered template (mail/registry.ts, issue 34): each function's email names one, and
// each registered template is written by a function here, so the registry holds no name nothing sends.
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, registrationOf } from './registry';
type Email = { subject: string; text: string; html: string; template: string };
type EmailModule = Record<string, (...args: any[]) => Email>;

/** Every feature's emails (features/<name>/emails.ts) and the password reset's (auth/emails.ts), as one table. */
const modules = import.meta.glob<EmailModule>(['../features/*/emails.ts', '../auth/emails.ts'], { eager: true });
const templates: EmailModule = Object.assign({}, ...Object.values(modules));

const brand = { shortName: 'FMC', name: 'Franchise, Media & Creator Collective', color: '#b08d57' };
const url = 'http://localhost:3000/somewhere';
const now = new Date('2026-03-10T12:00:00Z');

/** A one-line value as an attacker wrote it before the rule: a paragraph of their own, text reversed. */
const NAME = 'X\r\n\r\nYour membership expires today: https://evil.example/login \u202Eecila\u0007';
/** A multi-line value (a member's note): its line breaks stay, the hidden characters go. */
const NOTE = 'First line\r\nSecond line \u202Ereversed\u0007';

const person = { fullName: NAME, firstName: NAME, role: NAME };
const event = { title: NAME, when: 'Tuesday, April 2, 2024 at 6:30 PM PDT', url };

const EMAILS: Record<string, () => Email> = {
  passwordResetEmail: () => templates.passwordResetEmail(brand, 'ada@example.com', url),
  addressCheckEmail: () => templates.addressCheckEmail(brand, 'ada@example.com', url),
  accessLinkEmail: () => templates.accessLinkEmail(brand, 'ada@example.com', url, NAME, now),
  accountExistsEmail: () => templates.accountExistsEmail(brand, 'ada@example.com', url, url),
  conversationReplyEmail: () => templates.conversationReplyEmail(brand, 'ada@example.com', NAME, NAME, url),
  faqHelpedEmail: () => templates.faqHelpedEmail(brand, 'ada@example.com', NAME, url),
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
};

/** A control character other than the line feed, or a format character (direction controls, zero-width). */
const HIDDEN = /[^\P{Cc}\n]|[\p{Cf}\u2028\u2029]/u;

describe('every email', () => {
  it('is in the table', () => {
    const emails = Object.entries(templates).filter(([name, value]) => typeof value === 'function' && name.endsWith('Email'));
    expect(emails.map(([name]) => name).sort()).toEqual(Object.keys(EMAILS).sort());
  });

  it.each(Object.entries(EMAILS))('%s shows each name and title on one line, with nothing hidden', (_, make) => {
    const email = make();
    const lines = email.text.split('\n');
    // The attacker's words may be read, but only inside the sentence that names them, never as a line of their own.
    expect(lines.filter((line) => line.trimStart().startsWith('Your membership'))).toEqual([]);
    expect(email.text).not.toMatch(HIDDEN);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).not.toMatch(HIDDEN);
    expect(email.html).not.toMatch(HIDDEN);
  });

  it.each(Object.entries(EMAILS))('%s is a registered template', (_, make) => {
    expect(registrationOf(make().template)).toBeDefined();
  });

  it('leaves no registered template unwritten: each one is the email of a function above', () => {
    const written = new Set(Object.values(EMAILS).map((make) => make().template));
    expect(Object.keys(EMAIL_TEMPLATES).filter((template) => !written.has(template))).toEqual([]);
  });

  it('keeps a note’s line breaks', () => {
    expect(EMAILS.connectionRequestEmail().text).toContain('First line\nSecond line reversed');
  });
});
