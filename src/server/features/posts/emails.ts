// A newsletter by email (issue 34): the post as members read it on its page — the cover by its address,
// the description, each paragraph — with a button to read it in the product. Plain text first, HTML beside
// it (mail/layout.ts). Not transactional: the mail layer adds the one-click unsubscribe headers (mail/registry.ts: news of 'newsletter'), which turn
// the member's newsletter emails off.
import { postParagraphs } from '../../../common/contracts/posts';
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export type NewsletterForEmail = {
  title: string;
  description: string | null;
  content: string;
  /** An absolute address: images are linked, never attached. */
  imageUrl: string | null;
  url: string;
};

export function newsletterEmail(brand: Brand, to: string, post: NewsletterForEmail) {
  const text: Block[] = [...(post.description ? [post.description] : []), ...postParagraphs(post.content)];
  const blocks: Block[] = [...(post.imageUrl ? [{ image: post.imageUrl, alt: '' }] : []), ...text];
  return registeredEmail('newsletter', {
    to,
    subject: collapseToOneLine(post.title),
    text: `${collapseToOneLine(post.title)}\n\n${plainText(text)}\n\nRead it in ${brand.shortName}: ${post.url}\n`,
    html: layout(brand, post.title, blocks, { label: `Read it in ${brand.shortName}`, url: post.url }),
  });
}
