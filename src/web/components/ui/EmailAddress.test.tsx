import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailWrapPieces } from './EmailAddress';

describe('EmailAddress', () => {
  it('may wrap after the @ and before each dot, and nowhere inside a name', () => {
    expect(emailWrapPieces('daniel.whitfield@example.com')).toEqual(['daniel', '.whitfield@', 'example', '.com']);
    expect(emailWrapPieces('ada@lovelace.co.uk')).toEqual(['ada@', 'lovelace', '.co', '.uk']);
    expect(emailWrapPieces('plain')).toEqual(['plain']);
  });

  it('reads as the whole address, with a break opportunity between the pieces', () => {
    const { container } = render(<EmailAddress address="daniel.whitfield@example.com" />);
    const address = container.firstElementChild!;
    expect(address).toHaveTextContent('daniel.whitfield@example.com');
    expect(address.querySelectorAll('wbr')).toHaveLength(3);
    expect(address.innerHTML).toBe('daniel<wbr>.whitfield@<wbr>example<wbr>.com');
  });
});
