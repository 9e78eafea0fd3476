// The answers feature's emails, in the product's shared layout (src/server/mail/layout.ts).
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

const hello = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** A member's shareable question was published, without their name, in Answers from the team: sent once. */
export function faqHelpedEmail(brand: Brand, to: string, name: string | null, url: string) {
  const paragraphs = [
    hello(name),
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

/** An organiser published the member's open question, with the answers that helped, in Answers from the team
 * (decision 067): news of 'question-published', to the asker alone; the entry names no one. */
export function questionPublishedEmail(brand: Brand, to: string, message: { firstName: string; question: string; url: string }) {
  const paragraphs: Block[] = [
    hello(message.firstName),
    `The ${brand.shortName} team published a question you asked, with the answers that helped you, in Answers from the team: other members can find them there now.`,
    { label: 'Your question', quote: message.question.slice(0, 600) },
    'It is shared without your name or email, as you allowed. Thank you for helping others.',
  ];
  return registeredEmail('question-published', {
    to,
    subject: 'Your question is in Answers from the team',
    text: `${plainText(paragraphs)}\n\nSee Answers from the team: ${message.url}\n`,
    html: layout(brand, 'Your question helped others', paragraphs, { label: 'See Answers from the team', url: message.url }),
  });
}
