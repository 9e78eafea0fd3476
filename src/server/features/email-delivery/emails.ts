// Email delivery's own email: the check a member sends after the mail server refused their address, to see
// that mail reaches it again. Transactional (they asked for it now). Plain text first, HTML beside it.
import { layout, plainText, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export function addressCheckEmail(brand: Brand, to: string, settingsUrl: string) {
  const paragraphs = [
    'Hello,',
    `You asked ${brand.shortName} to check that email reaches ${to} again. It does: this message arrived, so your emails will arrive again too.`,
    'You can choose which emails you get in your notification settings.',
  ];
  return registeredEmail('address-check', {
    to,
    subject: `Your ${brand.shortName} emails will arrive again`,
    text: `${plainText(paragraphs)}\n\nNotification settings: ${settingsUrl}\n`,
    html: layout(brand, 'Your emails will arrive again', paragraphs, { label: 'Notification settings', url: settingsUrl }),
  });
}
