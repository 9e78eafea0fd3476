import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_FIELD_MESSAGES, PROFILE_MESSAGES } from '../../../../common/contracts/profile';
import { ADMIN, renderPage } from '../../../../../tests/support/render';
import { AdminProfilePage } from './AdminProfilePage';

describe('the administrator’s own details', () => {
  it('refuses a blank name under the field and saves the trimmed names', async () => {
    const page = renderPage(<AdminProfilePage />, {
      at: '/admin/profile',
      me: ADMIN,
      routes: {
        'GET /api/admin/profile': { body: { firstName: 'Ada', lastName: 'Okoro', email: 'ada@example.com' } },
        'PUT /api/admin/profile': ({ body }) => ({
          body: { success: true, message: PROFILE_MESSAGES.updated, profile: { ...body, email: 'ada@example.com' } },
        }),
        'GET /api/me': { body: ADMIN },
      },
    });
    const form = await screen.findByRole('form', { name: 'Your details' });
    const lastName = within(form).getByLabelText('Last Name');
    await page.user.clear(lastName);
    await page.user.type(lastName, '   {Enter}');
    await waitFor(() => expect(lastName).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.lastNameRequired));
    expect(lastName).toHaveFocus();
    expect(page.callsTo('PUT /api/admin/profile')).toHaveLength(0);

    await page.user.clear(lastName);
    await page.user.type(lastName, ' Okoro-Bell {Enter}');
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(page.callsTo('PUT /api/admin/profile')[0].body).toEqual({ firstName: 'Ada', lastName: 'Okoro-Bell' });
  });
});
