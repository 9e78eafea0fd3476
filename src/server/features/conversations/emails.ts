// The 'email when away' (issue 35 item 4): news of 'message', one for a burst of messages still unread 15
// minutes after the first, with the first lines quoted and a link to the conversation. Sent only while the
// member's 'message' email is on (a registered news template: it carries the one-click unsubscribe).
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export function awayMessageEmail(
  brand: Brand,
  to: string,
  message: { readerFirstName: string; senderName: string; firstLines: string; more: number; conversationUrl: string },
) {
  const paragraphs: Block[] = [
    `Hello ${message.readerFirstName},`,
    `${message.senderName} sent you a message on ${brand.shortName}.`,
    { label: 'Their message', quote: message.firstLines },
    ...(message.more > 0 ? [`And ${message.more === 1 ? 'one more message' : `${message.more} more messages`} after it.`] : []),
    'Reply in the conversation: only the two of you can read it.',
  ];
  return registeredEmail('message', {
    to,
    subject: collapseToOneLine(`${message.senderName} sent you a message`),
    text: `${plainText(paragraphs)}\n\nOpen the conversation: ${message.conversationUrl}\n`,
    html: layout(brand, `${message.senderName} sent you a message`, paragraphs, {
      label: 'Open the conversation',
      url: message.conversationUrl,
    }),
  });
}
