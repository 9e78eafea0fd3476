// What every email the product sends shares: plain text first (it is what many members read), HTML beside
// it in one layout with the brand's header and footer, every text escaped, and each action a button with its
// address written out under it. Each feature writes its own emails with these (features/<name>/emails.ts).
import { cleanMultiLineText, collapseToOneLine } from '../../common/contracts/text';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type Brand = { shortName: string; name: string; color: string };

export type Action = { label: string; url: string };

/** A block set apart under a small heading (a member's note, the 'Why Connect?' text); its text keeps its
 * line breaks, and like every paragraph is escaped: a note is text, never HTML. */
export type Quote = { label: string; quote: string };

/** A picture by its address (never attached): a newsletter's cover. The plain text leaves it out. */
export type Picture = { image: string; alt: string };

/** A block of an email's body: a paragraph, a list (one line per item), a quote under a label, or a picture. */
export type Block = string | { list: string[] } | Quote | Picture;

/**
 * A block as it may be sent. Paragraphs, list items and labels are one line each, whatever was written into
 * them: a name or title stored before the one-line rule (issue 28) cannot start a paragraph of its own in
 * someone else's email, nor reverse the text with a direction control. A quote keeps its line breaks only.
 */
const cleanBlock = (p: Block): Block =>
  typeof p === 'string'
    ? collapseToOneLine(p)
    : 'list' in p
      ? { list: p.list.map(collapseToOneLine) }
      : 'image' in p
        ? { image: p.image, alt: collapseToOneLine(p.alt) }
        : { label: collapseToOneLine(p.label), quote: cleanMultiLineText(p.quote) };

/** The plain-text body: paragraphs apart, a list's items as '- ' lines, a quote under its label. */
export const plainText = (blocks: Block[]) =>
  blocks
    .filter((p): p is Exclude<Block, Picture> => typeof p === 'string' || !('image' in p))
    .map(cleanBlock)
    .map((p) =>
      typeof p === 'string'
        ? p
        : 'list' in p
          ? p.list.map((line) => `- ${line}`).join('\n')
          : 'label' in p
            ? `${p.label}:\n${p.quote}`
            : '',
    )
    .join('\n\n');

const blockHtml = (p: Block) =>
  typeof p === 'string'
    ? `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`
    : 'list' in p
      ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${p.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('')}</ul>`
      : 'image' in p
        ? `<p style="margin:0 0 16px"><img src="${escapeHtml(p.image)}" alt="${escapeHtml(p.alt)}" width="456" style="display:block;width:100%;max-width:456px;height:auto;border-radius:8px"></p>`
        : `<p style="margin:0 0 6px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#777;font-weight:700">${escapeHtml(p.label)}</p>
<p style="margin:0 0 16px;line-height:1.6;white-space:pre-line;border-left:3px solid #e5ded2;padding-left:12px">${escapeHtml(p.quote)}</p>`;

/** How every layout ends: the footer of a news email goes just before it, inside the card. */
const LAYOUT_END = '</div></body></html>';

export function layout(brand: Brand, heading: string, paragraphs: Block[], action?: Action | Action[]) {
  const body = paragraphs.map(cleanBlock).map(blockHtml).join('');
  const actions = action === undefined ? [] : Array.isArray(action) ? action : [action];
  const button = actions
    .map(
      ({
        label,
        url,
      }) => `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this address into your browser:<br>${escapeHtml(url)}</p>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111;background:#f6f4f0;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:13px;letter-spacing:.12em;color:${brand.color};font-weight:700">${escapeHtml(brand.shortName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(collapseToOneLine(heading))}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(brand.name)}</p>${LAYOUT_END}`;
}

/** A news email's footer (why it came, where to choose, the one-click page): a line of text per link in the
 * plain part, small links under the brand's name in the HTML. */
export function addFooter(email: { text: string; html: string }, reason: string, links: Action[]) {
  if (!email.html.endsWith(LAYOUT_END)) throw new Error('A news email must be written with layout() to carry its footer');
  const text = `${email.text.trimEnd()}\n\n${collapseToOneLine(reason)}\n${links.map((link) => `${link.label}: ${link.url}`).join('\n')}\n`;
  const footer = `<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#777">${escapeHtml(collapseToOneLine(reason))}<br>${links
    .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#555">${escapeHtml(link.label)}</a>`)
    .join(' · ')}</p>`;
  return { text, html: `${email.html.slice(0, -LAYOUT_END.length)}${footer}${LAYOUT_END}` };
}
