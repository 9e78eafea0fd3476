// The answers feature's email, in the product's shared layout (src/server/mail/templates.ts).
import { layout, plainText, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

/** A member's shareable question was published, without their name, in Answers from the team: sent once. */
export function faqHelpedEmail(brand: Brand, to: string, name: string | null, url: string) {
  const greeting = name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const paragraphs = [
    greeting,
    `A question you asked the ${brand.shortName} team is now in Answers from the team, so other members can find the answer too.`,
    'It is shared without your name or email, as you allowed when you asked. Thank you for helping others.',
  ];
  return registeredEmail('faq-helped', {
    to,
    subject: 'Your question helped others',
    text: `${plainText(paragraphs)}\n\nSee Answers from the team: ${url}\n`,
    html: layout(brand, 'Your question helped others', paragraphs, { label: 'See Answers from the team', url }),
  });
}
