// An email address that wraps where a reader would break it (issue 32, item 7): after the '@' and before
// each dot, never in the middle of a name ('daniel.whitfield@examp / le.com' was the complaint). Only a
// single part longer than the whole line still breaks inside, so nothing pushes the page sideways.
import { Fragment } from 'react';
import { cn } from './cn';

/** The address in the pieces it may wrap between: 'a.b@c.com' → ['a', '.b@', 'c', '.com']. */
export function emailWrapPieces(address: string): string[] {
  return address.split(/(?=\.)|(?<=@)/).filter((piece) => piece !== '');
}

export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={cn('break-words', className)}>
      {emailWrapPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
