// The conversations feature's emails: the team's reply and the question that helped others. Every other
// feature keeps its emails in its own folder (features/<name>/emails.ts), on the layout in layout.ts.
import { layout, type Brand } from './layout';

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
  return {
    to,
    subject: `You have a reply from the ${brand.shortName} team`,
    text: `${paragraphs.join('\n\n')}\n\nRead the reply: ${url}\n`,
    html: layout(brand, 'You have a reply', paragraphs, { label: 'Read the reply', url }),
  };
}

/** A member's shareable question was published, without their name, in Answers from the team: sent once. */
export function faqHelpedEmail(brand: Brand, to: string, name: string | null, url: string) {
  const greeting = name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const paragraphs = [
    greeting,
    `A question you asked the ${brand.shortName} team is now in Answers from the team, so other members can find the answer too.`,
    'It is shared without your name or email, as you allowed when you asked. Thank you for helping others.',
  ];
  return {
    to,
    subject: 'Your question helped others',
    text: `${paragraphs.join('\n\n')}\n\nSee Answers from the team: ${url}\n`,
    html: layout(brand, 'Your question helped others', paragraphs, { label: 'See Answers from the team', url }),
  };
}
