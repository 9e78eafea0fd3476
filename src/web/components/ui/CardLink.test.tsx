// The whole-card link: named by the words it wraps, leading where it says, its box stretched over the card.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { CardLink } from './CardLink';

describe('CardLink', () => {
  it('is named by its text alone and covers its card', async () => {
    const page = renderPage(
      <article className="relative">
        <h2>
          <CardLink to="/newsletters/salon-notes">Salon notes</CardLink>
        </h2>
        <p>What we talked about on Tuesday.</p>
      </article>,
      { routes: {} },
    );
    const link = screen.getByRole('link', { name: 'Salon notes' });
    expect(link).toHaveAttribute('href', '/newsletters/salon-notes');
    expect(link.className).toContain('after:inset-0');
    await page.user.click(link);
  });

  it('leaves the focus ring to the card when the card draws its own', () => {
    renderPage(
      <CardLink to="/members/a-1" focus="card">
        Ana Lima
      </CardLink>,
    );
    const link = screen.getByRole('link', { name: 'Ana Lima' });
    expect(link.className).toContain('focus-visible:outline-none');
    expect(link.className).not.toContain('focus-visible:after:outline-2');
  });
});
