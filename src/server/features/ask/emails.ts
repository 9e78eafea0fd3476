// The organisers' email when a member asks the team (issue 34): news of 'new-question', off by default (the
// inbox, its live count and the push already tell them), sent to each organiser who turned it on. The
// question is quoted; the answer is written in the inbox, where the link leads.
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export function newQuestionEmail(brand: Brand, to: string, askedBy: string, question: string | null, inboxUrl: string) {
  const paragraphs: Block[] = [
    `${askedBy} asked the ${brand.shortName} team a question.`,
    ...(question ? [{ label: 'Their question', quote: question }] : []),
    'Answer it from the inbox: the member is told as soon as you reply.',
  ];
  return registeredEmail('new-question', {
    to,
    subject: collapseToOneLine(`New question from ${askedBy}`),
    text: `${plainText(paragraphs)}\n\nOpen the inbox: ${inboxUrl}\n`,
    html: layout(brand, 'A member asked a question', paragraphs, { label: 'Open the inbox', url: inboxUrl }),
  });
}
