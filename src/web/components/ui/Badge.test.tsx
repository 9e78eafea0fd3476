// A card's label: its words read as they are, its icon only seen.
import { render, screen } from '@testing-library/react';
import { Lock } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('reads as its words alone, with the icon hidden from screen readers', () => {
    const { container } = render(
      <p>
        <Badge icon={Lock}>Closed</Badge>
      </p>,
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(container.querySelector('p')).toHaveTextContent(/^Closed$/);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws no icon when given none', () => {
    const { container } = render(<Badge tone="success">In the FAQ</Badge>);
    expect(container.querySelector('svg')).toBeNull();
  });
});
