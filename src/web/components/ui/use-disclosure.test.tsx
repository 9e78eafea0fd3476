import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { useDisclosure } from './use-disclosure';

function Question({ initiallyOpen }: { initiallyOpen?: boolean }) {
  const answer = useDisclosure(initiallyOpen);
  return (
    <>
      <button {...answer.toggleProps}>How do I join?</button>
      <p {...answer.panelProps}>Ask for an access link.</p>
    </>
  );
}

describe('a disclosure', () => {
  it('opens and closes its panel from the button, saying which state it is in', async () => {
    const page = renderPage(<Question />);
    const toggle = screen.getByRole('button', { name: 'How do I join?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ask for an access link.')).not.toBeVisible();

    await page.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByText('Ask for an access link.');
    expect(answer).toBeVisible();
    expect(toggle).toHaveAttribute('aria-controls', answer.id);

    await page.user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('may start open', () => {
    renderPage(<Question initiallyOpen />);
    expect(screen.getByRole('button', { name: 'How do I join?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ask for an access link.')).toBeVisible();
  });
});
