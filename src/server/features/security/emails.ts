// The security feature's email (decision 060): an organiser turned the member's second factor off.
import type { Brand } from '../../mail/layout';
import { layout, plainText } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export function twoFactorResetEmail(brand: Brand, to: string, securityUrl: string) {
  const paragraphs = [
    `An organiser of ${brand.shortName} turned off two-factor sign-in for your account (${to}), as you asked after losing your device. Your authenticator app, recovery codes and passkeys no longer work, and every device was signed out.`,
    'Sign in with your password, then set up two-factor sign-in again. If you did not ask for this, reply to this email at once.',
  ];
  return registeredEmail('two-factor-reset', {
    to,
    subject: `Two-factor sign-in was turned off for your ${brand.shortName} account`,
    text: `${plainText(paragraphs)}\n\nSet it up again: ${securityUrl}\n`,
    html: layout(brand, 'Two-factor sign-in was turned off', paragraphs, { label: 'Set it up again', url: securityUrl }),
  });
}
