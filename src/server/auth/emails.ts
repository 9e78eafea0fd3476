// The email Better Auth sends through auth.ts: the password reset link (the session feature only checks
// the link when it is opened). Plain text first, HTML beside it (mail/layout.ts).
import { layout, plainText, type Brand } from '../mail/layout';
import { registeredEmail } from '../mail/registry';

export function passwordResetEmail(brand: Brand, to: string, url: string) {
  const paragraphs = [
    `Someone asked to reset the password of your ${brand.shortName} account (${to}).`,
    'The link below works once and expires in one hour. If you did not ask for this, you can ignore this email.',
  ];
  return registeredEmail('password-reset', {
    to,
    subject: `Reset your ${brand.shortName} password`,
    text: `${plainText(paragraphs)}\n\nReset your password: ${url}\n`,
    html: layout(brand, 'Reset your password', paragraphs, { label: 'Reset password', url }),
  });
}

/** A sign-in from a browser this account had not used before (decision 060): what, when, where, and what to
 * do if it was not them. */
export function newDeviceEmail(
  brand: Brand,
  to: string,
  sign: { device: string; when: string; place: string | null },
  securityUrl: string,
) {
  const paragraphs = [
    `Your ${brand.shortName} account (${to}) was just signed in to from ${sign.device}${sign.place ? `, near ${sign.place}` : ''}, on ${sign.when}.`,
    'If this was you, there is nothing to do. If it was not, sign that device out from your security settings, change your password and turn on two-factor sign-in.',
  ];
  return registeredEmail('new-device', {
    to,
    subject: `A new sign-in to your ${brand.shortName} account`,
    text: `${plainText(paragraphs)}\n\nYour security settings: ${securityUrl}\n`,
    html: layout(brand, 'A new sign-in to your account', paragraphs, { label: 'Review your devices', url: securityUrl }),
  });
}
