// The 'question for you' email (issue 36): news of 'question-for-you', to a member an open question was
// routed to, while that kind's email is on. An anonymous asker is 'a member' here too.
import { collapseToOneLine } from '../../../common/contracts/text';
import { OPEN_QUESTIONS_TEXTS as T } from '../../../common/contracts/open-questions';
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export function questionForYouEmail(
  brand: Brand,
  to: string,
  message: { firstName: string; askerName: string | null; question: string; url: string },
) {
  const title = T.forYouTitle(message.askerName);
  const paragraphs: Block[] = [
    `Hello ${message.firstName},`,
    `${message.askerName ?? 'A member'} on ${brand.shortName} asked a question that your profile says you may know about.`,
    { label: 'The question', quote: message.question.slice(0, 600) },
    'If you can help, answer it on the questions page. If not, there is nothing to do.',
  ];
  return registeredEmail('question-for-you', {
    to,
    subject: collapseToOneLine(title),
    text: `${plainText(paragraphs)}\n\nOpen the question: ${message.url}\n`,
    html: layout(brand, title, paragraphs, { label: 'Open the question', url: message.url }),
  });
}
