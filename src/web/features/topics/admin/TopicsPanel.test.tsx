import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOPIC_MESSAGES as M, type AdminTopics } from '../../../../common/contracts/topics';
import { ADMIN, refusal, renderPage, type Routes, findVisibleText } from '../../../../../tests/support/render';
import { TopicsPanel } from './TopicsPanel';

const PAGE: AdminTopics = {
  items: [
    { id: '00000000-0000-4000-8000-000000000001', name: 'Fundraising', members: 3 },
    { id: '00000000-0000-4000-8000-000000000002', name: 'Fund raising', members: 1 },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

const openTopics = (routes: Routes = {}) =>
  renderPage(<TopicsPanel />, {
    at: '/admin/dashboard?tab=health',
    path: '/admin/dashboard',
    me: ADMIN,
    routes: {
      'GET /api/admin/topics': { body: PAGE },
      'GET /api/topics': { body: { items: PAGE.items.map(({ id, name }) => ({ id, name })), total: 2 } },
      ...routes,
    },
  });

describe('curating the topics', () => {
  it('lists each topic with its members', async () => {
    openTopics();
    const list = await screen.findByRole('list', { name: 'Skills and topics, by name' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Fundraising3 members/), expect.stringMatching(/^Fund raising1 member/)]);
  });

  it('says when there is none yet', async () => {
    openTopics({ 'GET /api/admin/topics': { body: { items: [], total: 0, page: 1, pageSize: 25 } } });
    await findVisibleText('No topics yet');
  });

  it('puts the server refusing a rename under the name, focused, and keeps the dialog open', async () => {
    const page = openTopics({
      'PUT /api/admin/topics/00000000-0000-4000-8000-000000000002': refusal(409, M.duplicate, { fields: { name: M.duplicate } }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Rename Fund raising' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Fund raising' });
    const name = within(dialog).getByLabelText('Name');
    await page.user.clear(name);
    await page.user.type(name, 'fundraising');
    await page.user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(M.duplicate));
    expect(name).toHaveFocus();
    expect(page.callsTo('PUT /api/admin/topics/00000000-0000-4000-8000-000000000002')[0].body).toEqual({ name: 'fundraising' });
  });

  it('merges a topic into the one chosen', async () => {
    let merged: unknown;
    const page = openTopics({
      'POST /api/admin/topics/00000000-0000-4000-8000-000000000002/merge': ({ body }) => {
        merged = body;
        return { body: { message: M.merged, topic: PAGE.items[0], rewritten: 1 } };
      },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Merge Fund raising' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Fund raising into another topic' });
    const into = within(dialog).getByRole('combobox', { name: 'Merge into' });
    // The topic itself is not offered.
    await waitFor(() =>
      expect(
        within(into)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a topic', 'Fundraising']),
    );
    await page.user.selectOptions(into, 'Fundraising');
    await page.user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(merged).toEqual({ intoId: '00000000-0000-4000-8000-000000000001' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
