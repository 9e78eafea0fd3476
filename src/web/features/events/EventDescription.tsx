// An event's description as the organisers wrote it: paragraphs and lines kept, web addresses as links
// (opening in a new tab). Always text and anchors: no markup from the box reaches the page (decision 040).
import { textParagraphs } from '../../../common/text-blocks';
import { cn } from '../../components/ui/cn';

export function EventDescription({ text, className }: { text: string; className?: string }) {
  const paragraphs = textParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className={cn('grid gap-4 text-[1.02rem] leading-7 text-ink', className)}>
      {paragraphs.map((lines, p) => (
        <p key={p} className="break-words">
          {lines.map((pieces, l) => (
            <span key={l}>
              {l > 0 ? <br /> : null}
              {pieces.map((piece, i) =>
                piece.href ? (
                  <a
                    key={i}
                    href={piece.href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="font-medium text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-deep"
                  >
                    <BreakableAddress address={piece.text} />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span key={i}>{piece.text}</span>
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/** A long address wraps after a '/' or before a '.', '-', '?' or '&' rather than mid-word. */
function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=\/)|(?=[.\-?&])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** The description's first lines as one plain sentence for a list (no links: the card's title opens the page). */
export function descriptionExcerpt(text: string | null): string | null {
  if (!text) return null;
  const [first] = textParagraphs(text);
  return first ? first.map((pieces) => pieces.map((piece) => piece.text).join('')).join(' ') : null;
}
