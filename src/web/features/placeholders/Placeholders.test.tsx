import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderPage } from '../../../../tests/support/render';
import { ComingSoonPage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';

describe('the placeholder pages', () => {
  it('names the unknown address and leads back to the member home', async () => {
    const page = renderPage(<NotFoundPage />, { at: '/no/such/page', me: MEMBER });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeVisible();
    expect(document.title).toContain('Page not found');
    await page.user.click(screen.getByRole('link', { name: 'Go to your home' }));
    expect(page.location()).toBe('/');
  });

  it('says Coming Soon under the page’s name', () => {
    renderPage(<ComingSoonPage title="Contact" />, { at: '/contact', me: MEMBER });
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Contact')).toBeVisible();
    expect(document.title).toContain('Contact');
  });
});
