// AI Tools' one email (decision 071): the organisers' decision about a tool the member suggested (approved,
// declined or removed), as the bell says it; the product shows the rest.
import { layout, plainText, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

const hello = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

// The tool's name is a member's text: it goes in a paragraph (cleaned as every paragraph is), never in the
// subject or the heading.
export function aiToolDecisionEmail(
  brand: Brand,
  to: string,
  decision: { firstName: string; title: string; text: string; url: string },
) {
  const paragraphs = [hello(decision.firstName), decision.title, decision.text];
  return registeredEmail('ai-tool-decision', {
    to,
    subject: `The ${brand.shortName} organisers decided about the AI tool you suggested`,
    text: `${plainText(paragraphs)}\n\nAI Tools: ${decision.url}\n`,
    html: layout(brand, 'About the AI tool you suggested', paragraphs, { label: 'AI Tools', url: decision.url }),
  });
}
