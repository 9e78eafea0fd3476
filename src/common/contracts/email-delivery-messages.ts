// The email delivery's texts (issue 34, decision 051), apart from its schemas: the member home shows the
// undeliverable notice to every member who needs it, and its bundle carries no zod (decision 026's budget).
export const EMAIL_DELIVERY_MESSAGES = {
  unsubscribeTitle: 'Stop these emails?',
  unsubscribeLead: 'You will no longer get emails for:',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedLead: 'You will no longer get emails for:',
  elsewhere: 'You still see this news in the product. Choose what reaches you, and how, in your notification settings.',
  settingsLink: 'Notification settings',
  invalidLink:
    'This unsubscribe link is not valid: it may have been cut short or changed. Open it again from the email, or choose what reaches you in your notification settings.',
  invalidLinkTitle: 'This link does not work',
  unsubscribeFailed: 'You could not be unsubscribed just now. Try again.',
  loadFailed: 'This page could not be loaded. Try again.',
  undeliverableTitle: 'Your emails are not arriving',
  undeliverable: (email: string, reason: string) =>
    `The mail server for ${email} refused our last email, so we stopped sending you email: "${reason}". Once your mailbox accepts mail again, send a check and we will start again.`,
  checkButton: 'Send a check email',
  checkSent: 'The check email was accepted. Your emails will arrive again.',
  checkQueued: 'The mail server asked us to wait. We will try again in a few minutes.',
  checkRefused: (reason: string) => `The mail server refused it again: "${reason}".`,
  checkFailed: 'The check email could not be sent just now. Try again.',
} as const;
