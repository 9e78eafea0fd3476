import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SidebarLinksRecord } from '../../../../common/contracts/content';
import { refusal, renderPage, type Routes } from '../../../../../tests/support/render';
import { SidebarUrlsTab } from './SidebarUrlsTab';

const RECORD: SidebarLinksRecord = {
  askFmc: null,
  upcomingEvents: null,
  pastEvents: null,
  newsletters: null,
  aiTools: 'https://tools.example.com',
  openRoles: null,
  memberLocation: null,
  contact: null,
};
const LINK_REFUSED = 'Enter a full http(s) address or a path on this site starting with /';

const openTab = (routes: Routes = {}) =>
  renderPage(<SidebarUrlsTab />, { routes: { 'GET /api/sidebar-links': { body: RECORD }, ...routes } });

describe('the sidebar URLs form', () => {
  it('shows the saved overrides and each default as the hint', async () => {
    openTab();
    const form = await screen.findByRole('form', { name: 'Sidebar URLs' });
    expect(within(form).getByLabelText('AI tools')).toHaveValue('https://tools.example.com');
    expect(within(form).getByLabelText('Contact')).toHaveValue('');
    expect(within(form).getByLabelText('Contact')).toHaveAccessibleDescription('Default: /contact');
    expect(within(form).getByLabelText('ASK FMC')).toBeInTheDocument();
  });

  it('refuses a link that would leave the site under its field, focuses it, and sends nothing', async () => {
    const page = openTab();
    const form = await screen.findByRole('form', { name: 'Sidebar URLs' });
    await page.user.type(within(form).getByLabelText('Open roles'), '//evil.example.com');
    await page.user.click(within(form).getByRole('button', { name: 'Save URLs' }));

    const openRoles = within(form).getByLabelText('Open roles');
    await waitFor(() => expect(openRoles).toHaveFocus());
    expect(openRoles).toHaveAccessibleDescription(LINK_REFUSED);
    expect(await screen.findByText(LINK_REFUSED, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(page.callsTo('PUT /api/admin/sidebar-links')).toHaveLength(0);
  });

  it('saves every field, an emptied one as none, and says so', async () => {
    const page = openTab({
      'PUT /api/admin/sidebar-links': ({ body }) => ({ body: { success: true, message: 'Sidebar URLs saved', links: body } }),
    });
    const form = await screen.findByRole('form', { name: 'Sidebar URLs' });
    await page.user.clear(within(form).getByLabelText('AI tools'));
    await page.user.type(within(form).getByLabelText('Contact'), ' /contact-us ');
    await page.user.click(within(form).getByRole('button', { name: 'Save URLs' }));

    expect(await screen.findByText('Sidebar URLs saved')).toBeInTheDocument();
    expect(page.callsTo('PUT /api/admin/sidebar-links')[0].body).toEqual({
      ...RECORD,
      aiTools: null,
      contact: '/contact-us',
    });
  });

  it('puts the server’s refusal under the field it names', async () => {
    const page = openTab({
      'PUT /api/admin/sidebar-links': refusal(400, LINK_REFUSED, {
        code: 'INVALID_INPUT',
        fields: { newsletters: LINK_REFUSED },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Sidebar URLs' });
    await page.user.type(within(form).getByLabelText('Newsletters'), '/news');
    await page.user.click(within(form).getByRole('button', { name: 'Save URLs' }));

    const newsletters = within(form).getByLabelText('Newsletters');
    await waitFor(() => expect(newsletters).toHaveFocus());
    expect(newsletters).toHaveAccessibleDescription(LINK_REFUSED);
  });

  it('says the load failed and tries again', async () => {
    let attempts = 0;
    const page = openTab({
      'GET /api/sidebar-links': () => (++attempts === 1 ? refusal(500, 'Server exploded') : { body: RECORD }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sidebar URLs: Server exploded');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Sidebar URLs' })).toBeInTheDocument();
  });
});
