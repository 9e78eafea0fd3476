// The account's emails (decision 059): the export ready (news of 'data-export-ready', as the member chose),
// and the deletion's, which are transactional (they must reach the member whatever their settings): it is
// scheduled, it comes in 2 days, the code that confirms it for an account without a password, and an
// organiser calling it off.
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';
import { DELETION_CODE_MINUTES, EXPORT_LINK_DAYS } from '../../../common/contracts/account';

const signInParagraph = (date: string) =>
  `Changed your mind? Sign in before ${date} and nothing is deleted: signing in cancels it.`;

export function exportReadyEmail(brand: Brand, to: string, firstName: string, settingsUrl: string) {
  const paragraphs: Block[] = [
    `Hello ${firstName},`,
    `Your data from ${brand.shortName} is ready: a ZIP with a file for each part and a page that shows it all.`,
    `Download it from your account settings within ${EXPORT_LINK_DAYS} days. Only you can open the link, signed in.`,
  ];
  return registeredEmail('data-export-ready', {
    to,
    subject: 'Your data is ready to download',
    text: `${plainText(paragraphs)}\n\nDownload your data: ${settingsUrl}\n`,
    html: layout(brand, 'Your data is ready to download', paragraphs, { label: 'Download your data', url: settingsUrl }),
  });
}

export function deletionScheduledEmail(
  brand: Brand,
  to: string,
  details: { firstName: string; date: string; byOrganiser: boolean; signInUrl: string },
) {
  const paragraphs: Block[] = [
    `Hello ${details.firstName},`,
    details.byOrganiser
      ? `The organisers of ${brand.shortName} have scheduled your account for deletion on ${details.date}.`
      : `Your ${brand.shortName} account is scheduled for deletion on ${details.date}.`,
    'Then your profile, photo, settings and sign-ins are erased. Messages you sent stay with the members who received them, under ‘Former member’.',
    signInParagraph(details.date),
  ];
  return registeredEmail('account-deletion-scheduled', {
    to,
    subject: `Your account will be deleted on ${details.date}`,
    text: `${plainText(paragraphs)}\n\nSign in to keep your account: ${details.signInUrl}\n`,
    html: layout(brand, 'Your account is scheduled for deletion', paragraphs, {
      label: 'Sign in to keep your account',
      url: details.signInUrl,
    }),
  });
}

export function deletionReminderEmail(brand: Brand, to: string, details: { firstName: string; date: string; signInUrl: string }) {
  const paragraphs: Block[] = [
    `Hello ${details.firstName},`,
    `In two days, on ${details.date}, your ${brand.shortName} account will be deleted.`,
    signInParagraph(details.date),
  ];
  return registeredEmail('account-deletion-reminder', {
    to,
    subject: `Your account will be deleted in 2 days`,
    text: `${plainText(paragraphs)}\n\nSign in to keep your account: ${details.signInUrl}\n`,
    html: layout(brand, 'Your account will be deleted in 2 days', paragraphs, {
      label: 'Sign in to keep your account',
      url: details.signInUrl,
    }),
  });
}

export function deletionCodeEmail(brand: Brand, to: string, code: string) {
  const paragraphs: Block[] = [
    `Your code to confirm the deletion of your ${brand.shortName} account is ${code}.`,
    `It works for ${DELETION_CODE_MINUTES} minutes. If you did not ask for it, ignore this email: nothing happens without it.`,
  ];
  return registeredEmail('account-deletion-code', {
    to,
    subject: `${code} is your code to delete your account`,
    text: `${plainText(paragraphs)}\n`,
    html: layout(brand, 'Confirm the deletion of your account', paragraphs),
  });
}

export function deletionCancelledEmail(brand: Brand, to: string, details: { firstName: string; signInUrl: string }) {
  const paragraphs: Block[] = [
    `Hello ${details.firstName},`,
    `The organisers of ${brand.shortName} have called off the deletion of your account. Nothing is deleted, and you sign in as before.`,
  ];
  return registeredEmail('account-deletion-cancelled', {
    to,
    subject: 'Your account will not be deleted',
    text: `${plainText(paragraphs)}\n\nSign in: ${details.signInUrl}\n`,
    html: layout(brand, 'Your account will not be deleted', paragraphs, { label: 'Sign in', url: details.signInUrl }),
  });
}
