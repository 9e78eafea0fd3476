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
