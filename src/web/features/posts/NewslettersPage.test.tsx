import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostPage } from '../../../common/contracts/posts';
import { MEMBER, refusal, renderPage, findVisibleText } from '../../../../tests/support/render';
import { newsletterSummary } from '../../../../tests/support/web-fixtures';
import { NewslettersPage } from './NewslettersPage';

const PAGE: PostPage = {
  items: [newsletterSummary()],

  total: 1,
  page: 1,
  pageSize: 12,
};

describe('the newsletters page', () => {
  it('lists the published newsletters, each a link to its page', async () => {
    const page = renderPage(<NewslettersPage />, {
      at: '/newsletters',
      me: MEMBER,
      routes: { 'GET /api/posts': { body: PAGE } },
    });
    expect(await screen.findByRole('link', { name: 'June issue' })).toHaveAttribute('href', '/newsletters/june-issue');
    expect(screen.getByText('Salon notes.')).toBeVisible();
    expect(page.callsTo('GET /api/posts')[0].search).toBe('?page=1&pageSize=12');
  });

  it('says when a page has none, and leads back to the first', async () => {
    const page = renderPage(<NewslettersPage />, {
      at: '/newsletters?page=3',
      path: '/newsletters',
      me: MEMBER,
      routes: {
        'GET /api/posts': ({ search }) => ({ body: search.includes('page=3') ? { ...PAGE, items: [], page: 3 } : PAGE }),
      },
    });
    await findVisibleText('There are no newsletters on this page.');
    await page.user.click(screen.getByRole('button', { name: 'Back to the first page' }));
    expect(await screen.findByRole('link', { name: 'June issue' })).toBeVisible();
    expect(page.location()).toBe('/newsletters');
  });

  it('says the list could not be loaded, and loads it on Try again', async () => {
    let attempts = 0;
    const page = renderPage(<NewslettersPage />, {
      at: '/newsletters',
      me: MEMBER,
      routes: { 'GET /api/posts': () => (++attempts === 1 ? refusal(500, 'Down') : { body: PAGE }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load newsletters');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'June issue' })).toBeVisible();
  });
});
