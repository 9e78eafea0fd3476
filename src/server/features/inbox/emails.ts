// The inbox's email, in the product's shared layout (src/server/mail/templates.ts).
import { layout, plainText, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

/** The team answered a member's Ask entry. The reply itself stays in the app, where reading it clears 'New'. */
export function conversationReplyEmail(brand: Brand, to: string, name: string | null, question: string | null, url: string) {
  const greeting = name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const paragraphs = [
    greeting,
    question
      ? `The ${brand.shortName} team has replied to your question: "${question}"`
      : `The ${brand.shortName} team has replied to your question.`,
    'Sign in to read the reply and continue the conversation.',
  ];
  return registeredEmail('team-reply', {
    to,
    subject: `You have a reply from the ${brand.shortName} team`,
    text: `${plainText(paragraphs)}\n\nRead the reply: ${url}\n`,
    html: layout(brand, 'You have a reply', paragraphs, { label: 'Read the reply', url }),
  });
}
