// Plain text as people write it in a box (an event's description): paragraphs split by blank lines, lines
// kept within them, and web addresses found so a page can show them as links. Nothing here makes markup:
// the page renders the pieces as text and anchors (React escapes the text), so no HTML written in the box
// reaches the page, and only http(s) addresses ever become links (never javascript: or data:). Every step
// reads the text once (a split on newlines, one pass of a pattern with no nested repetition), so its time
// grows linearly with the text whatever it holds (decision 040).

export type TextPiece = { text: string; href?: undefined } | { text: string; href: string };
/** A paragraph's lines, each a row of pieces. */
export type TextParagraph = TextPiece[][];

/** An http(s) address up to the next space or quote/angle bracket. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** The address without the punctuation that follows it in a sentence, or a closing bracket it did not open. */
function trimAddress(found: string): string {
  // Removing from the end never adds a '(', so whether one is there is read once.
  const opensBracket = found.includes('(');
  let end = found.length;
  while (end > 0) {
    const last = found[end - 1];
    if ('.,;:!?'.includes(last) || (last === ')' && !opensBracket)) end--;
    else break;
  }
  return found.slice(0, end);
}

/** One line's pieces: text, and each web address as a link whose text is the address itself. */
export function linePieces(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of line.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    // 'https://' alone is no address.
    if (address.length <= 'https://'.length) continue;
    const at = match.index;
    if (at > from) pieces.push({ text: line.slice(from, at) });
    pieces.push({ text: address, href: address });
    from = at + address.length;
  }
  if (from < line.length) pieces.push({ text: line.slice(from) });
  return pieces;
}

/** The text's paragraphs (a blank line, or one of spaces, ends one), each line's surrounding spaces kept off. */
export function textParagraphs(value: string): TextParagraph[] {
  const paragraphs: TextParagraph[] = [];
  let current: TextParagraph = [];
  for (const raw of value.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      if (current.length) paragraphs.push(current);
      current = [];
    } else {
      current.push(linePieces(line));
    }
  }
  if (current.length) paragraphs.push(current);
  return paragraphs;
}
