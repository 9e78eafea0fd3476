import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALREADY_EMAILED_CODE, POST_MESSAGES, type AdminPostListItem } from '../../../../common/contracts/posts';
import { allowConsole } from '../../../../../tests/support/fail-on-console';
import { refusal, renderPage, type Routes, findVisibleText } from '../../../../../tests/support/render';
import { NewslettersTab } from './NewslettersTab';

const POST: AdminPostListItem = {
  id: '5b0e0c1e-0000-4000-8000-000000000001',
  slug: 'june-issue',
  title: 'June issue',
  description: null,
  imageUrl: null,
  tags: [],
  publishedAt: '2031-06-01T10:00:00.000Z',
  status: 'published',
  createdAt: '2031-06-01T10:00:00.000Z',
  updatedAt: '2031-06-01T10:00:00.000Z',
  email: null,
};
const EMAIL = {
  queuedAt: '2031-06-02T10:00:00.000Z',
  recipients: 1234,
  sent: 0,
  failed: 0,
  skipped: 0,
  retrying: 0,
  waiting: 1234,
};
const EMAIL_PATH = `POST /api/admin/posts/${POST.id}/email`;

function openTab(post: AdminPostListItem, routes: Routes = {}) {
  const page = renderPage(<NewslettersTab />, {
    at: '/admin/dashboard?tab=newsletters',
    path: '/admin/dashboard',
    routes: {
      'GET /api/admin/posts': { body: { items: [post], total: 1, page: 1, pageSize: 20 } },
      'GET /api/admin/newsletter-recipients': { body: { count: 1234 } },
      ...routes,
    },
  });
  return { page, row: async () => screen.findByRole('listitem', { name: post.title }) };
}

describe("the Newsletters tab's 'Email it'", () => {
  it('asks with the count of who will receive it, sends once, and says so', async () => {
    let emailed = false;
    const { page, row } = openTab(POST, {
      'GET /api/admin/posts': () => ({
        body: { items: [{ ...POST, email: emailed ? EMAIL : null }], total: 1, page: 1, pageSize: 20 },
      }),
      [EMAIL_PATH]: () => {
        emailed = true;
        return { body: { success: true, message: POST_MESSAGES.emailed(1234), post: { ...POST, content: 'x', email: EMAIL } } };
      },
    });
    await page.user.click(within(await row()).getByRole('button', { name: 'Email it June issue to members' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Email it to members?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('will be emailed to 1,234 members: those whose newsletter emails are on'),
    );
    await page.user.click(within(dialog).getByRole('button', { name: 'Email newsletter' }));

    await findVisibleText(POST_MESSAGES.emailed(1234));
    expect(page.callsTo(EMAIL_PATH)).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'June issue' })).getByText(/Emailed to 1,234 members/)).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: 'Email it June issue to members' })).not.toBeInTheDocument();
  });

  it("shows the server's words when it refuses a second send", async () => {
    allowConsole(/\[newsletters\] email failed/);
    const { page, row } = openTab(POST, {
      [EMAIL_PATH]: refusal(409, POST_MESSAGES.alreadyEmailed, { code: ALREADY_EMAILED_CODE }),
    });
    await page.user.click(within(await row()).getByRole('button', { name: 'Email it June issue to members' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Email it to members?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Email newsletter' }));
    await findVisibleText(POST_MESSAGES.alreadyEmailed);
  });

  it('offers it only on a published newsletter never emailed', async () => {
    const { row } = openTab({ ...POST, email: EMAIL });
    expect(within(await row()).getByText(/Emailed to 1,234 members/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Email it/ })).not.toBeInTheDocument();
  });
});
