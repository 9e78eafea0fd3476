import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderPage, findVisibleText } from '../../../../tests/support/render';
import { ConnectionRequestsNotice } from './ConnectionRequestsNotice';

const openWith = (openRequests: number, newestRequestFrom: string | null) =>
  renderPage(<ConnectionRequestsNotice />, {
    at: '/',
    me: MEMBER,
    routes: { 'GET /api/connections/summary': { body: { openRequests, newestRequestFrom, connections: 0 } } },
  });

describe('the dashboard’s connection requests notice', () => {
  it('names who asked, counts the rest and leads to them', async () => {
    const page = openWith(3, 'Ben Ortiz');
    await findVisibleText('Ben Ortiz and 2 others would like to connect');
    await page.user.click(screen.getByRole('link', { name: 'See the requests' }));
    expect(page.location()).toBe('/connections');
  });

  it('says nothing, in a live region already there, while no request waits', async () => {
    const page = openWith(0, null);
    await expect.poll(() => page.callsTo('GET /api/connections/summary').length).toBe(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
