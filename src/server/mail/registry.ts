// Every email the product sends is a registered template (issue 34): transactional (what the person asked
// for or must know to use their account: nothing turns it off, and it carries no unsubscribe), or news of
// one notification kind (NOTIFICATION_KINDS: it is sent only while that kind's email is on, and carries
// RFC 8058's one-click unsubscribe for that kind). A template function returns its email through
// `registeredEmail`, and the mailer refuses a message whose template is not in this table, so no email can
// leave unregistered. A new template, or a kind that gains an email (the newsletter, the digest), is one line.
import type { EmailTopic } from '../../common/contracts/notification-kinds';

export type EmailRegistration =
  | { readonly transactional: true }
  /** News of `kind`: sent while its email channel is on, with the unsubscribe headers and footer. */
  | { readonly transactional: false; readonly kind: EmailTopic };

const transactional = { transactional: true } as const;
const news = <K extends EmailTopic>(kind: K) => ({ transactional: false, kind }) as const;

export const EMAIL_TEMPLATES = {
  'password-reset': transactional,
  'access-link': transactional,
  /** Someone asked to join with a member's address: the member learns it, with the way in. */
  'account-exists': transactional,
  /** The member's 'try again' after a refusal: proof that mail reaches the address now. */
  'address-check': transactional,
  /** A sign-in from a browser that had not signed in to the account before (decision 060). */
  'new-device': transactional,
  /** An organiser turned the member's two-factor sign-in off, after they lost their device (decision 060). */
  'two-factor-reset': transactional,
  'team-reply': news('team-reply'),
  /** The member's question, published in Answers from the team: news about their question to the team. */
  'faq-helped': news('team-reply'),
  'access-request-digest': news('access-request'),
  /** A member asked the team: to each organiser who turned this kind's email on (off by default). */
  'new-question': news('new-question'),
  'connection-request': news('introduction-request'),
  introduction: news('introduction-accepted'),
  /** A member's message still unread 15 minutes on: one for a burst (features/conversations). */
  message: news('message'),
  /** An open question routed to a member whose profile matches (features/open-questions). */
  'question-for-you': news('question-for-you'),
  /** The member's open question, published in Answers from the team (features/answers, decision 058). */
  'question-published': news('question-published'),
  /** A new open role matching the member's Looking for; its poster's role removed by an organiser (decision 069). */
  'role-match': news('role-match'),
  'role-removed': news('role-removed'),
  'event-time-changed': news('event-changed'),
  'event-cancelled': news('event-cancelled'),
  'waitlist-place': news('waitlist-place'),
  'event-reminder': news('event-reminder'),
  newsletter: news('newsletter'),
  /** An organiser warned the member about a message they sent (decision 055). */
  'moderation-warning': news('moderation-warning'),
  /** The organisers decided about a message the member reported (decision 055). */
  'report-outcome': news('report-outcome'),
  'ai-tool-decision': news('ai-tool-decision'),
  /** The member's data export is ready to download (features/account, decision 059). */
  'data-export-ready': news('data-export-ready'),
  /** The account's deletion: scheduled, 2 days before, the code for an account without a password, and an
   * organiser calling it off. */
  'account-deletion-scheduled': transactional,
  'account-deletion-reminder': transactional,
  'account-deletion-code': transactional,
  'account-deletion-cancelled': transactional,
  /** Every kind whose email waits for the member's digest; unsubscribing turns the digest off. */
  digest: news('digest'),
} as const satisfies Record<string, EmailRegistration>;

export type EmailTemplate = keyof typeof EMAIL_TEMPLATES;

/** An email as a template writes it: plain text first, HTML beside it, and the template it is. */
export type Email = { to: string; subject: string; text: string; html: string; template: EmailTemplate };

export const registeredEmail = (template: EmailTemplate, email: Omit<Email, 'template'>): Email => ({ ...email, template });

/** The template's registration, or undefined for a name the table does not hold. */
export const registrationOf = (template: string): EmailRegistration | undefined =>
  Object.hasOwn(EMAIL_TEMPLATES, template) ? EMAIL_TEMPLATES[template as EmailTemplate] : undefined;
