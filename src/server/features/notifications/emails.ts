// The digest (issue 34): what a member has not seen since the last one, in one email at the hour they chose.
// Not transactional: the mail layer adds the one-click unsubscribe headers (mail/registry.ts: 'digest'), which turn the digest off.
// Plain text first, HTML beside it (mail/layout.ts).
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export type DigestItem = { title: string; body: string | null };

export function digestEmail(
  brand: Brand,
  to: string,
  name: string | null,
  digest: { frequency: 'daily' | 'weekly'; items: DigestItem[]; total: number; url: string },
) {
  const since = digest.frequency === 'daily' ? 'yesterday' : 'last week';
  const more = digest.total - digest.items.length;
  const paragraphs: Block[] = [
    name?.trim() ? `Hello ${name.trim()},` : 'Hello,',
    `Here is what you have not seen in ${brand.shortName} since ${since}:`,
    { list: digest.items.map((item) => (item.body ? `${item.title}: ${item.body}` : item.title)) },
    ...(more > 0 ? [`And ${more} more.`] : []),
    // The settings are linked once, by the footer every news email has (mail/delivery.ts); this says only
    // what the footer does not: the digest stands in for the single emails.
    `You get this ${digest.frequency} digest instead of single emails.`,
  ];
  const count = `${digest.total} new ${digest.total === 1 ? 'notification' : 'notifications'}`;
  return registeredEmail('digest', {
    to,
    subject: collapseToOneLine(`Your ${digest.frequency} digest: ${count}`),
    text: `${plainText(paragraphs)}\n\nSee them all: ${digest.url}\n`,
    html: layout(brand, `Your ${digest.frequency} digest`, paragraphs, { label: 'See them all', url: digest.url }),
  });
}
