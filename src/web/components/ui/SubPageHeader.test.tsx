// A page under another: its title as the page's heading, the line on what it is for, and the way back up.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { SubPageHeader } from './SubPageHeader';

describe('SubPageHeader', () => {
  it('names the page and leads back to the one above it', async () => {
    const page = renderPage(
      <SubPageHeader back={{ to: '/profile', label: 'Profile' }} eyebrow="Your space" title="Blocked members">
        They are not told.
      </SubPageHeader>,
      { at: '/profile/blocked' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blocked members' })).toBeInTheDocument();
    expect(screen.getByText('They are not told.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(page.location()).toBe('/profile');
  });
});
