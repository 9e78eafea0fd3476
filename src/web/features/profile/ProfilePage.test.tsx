import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../common/contracts/profile';
import { PROFILE_FIELD_MESSAGES, PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { MEMBER, pending, refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { ProfilePage } from './ProfilePage';

const PROFILE: Profile = {
  attendeeId: 'a-1',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  company: null,
  jobTitle: 'Producer',
  industry: null,
  interests: [{ name: 'Podcasts', category: null }],
  summary: null,
};

const openProfile = (routes: Routes = {}) =>
  renderPage(<ProfilePage />, {
    at: '/profile',
    me: MEMBER,
    routes: {
      'GET /api/profile': { body: PROFILE },
      // The cards beside the form.
      'GET /api/calendar-feed': { body: { url: null, createdAt: null } },
      'GET /api/profile/photo': { body: { photoUrl: null } },
      // Saving refreshes who the caller is (their name is in the top bar).
      'GET /api/me': { body: MEMBER },
      ...routes,
    },
  });

const profileForm = async () => screen.findByRole('form', { name: 'Your Profile' });

describe('editing one’s profile', () => {
  it('refuses a blank name under the field, focuses it and says Error', async () => {
    const page = openProfile();
    const form = await profileForm();
    await page.user.clear(within(form).getByLabelText('First Name'));
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    const firstName = within(form).getByLabelText('First Name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.firstNameRequired);
    expect(await screen.findByText('Error', { exact: true })).toBeInTheDocument();
    expect(page.callsTo('PUT /api/profile')).toHaveLength(0);
  });

  it('saves what was typed, interests as chips, and says Success', async () => {
    let saved: unknown;
    const page = openProfile({
      'PUT /api/profile': ({ body }) => {
        saved = body;
        return {
          body: {
            success: true,
            message: PROFILE_MESSAGES.updatedLong,
            profile: {
              ...PROFILE,
              company: 'Brightline Media',
              interests: [
                { name: 'Podcasts', category: null },
                { name: 'Creator economy', category: null },
              ],
            },
          },
        };
      },
    });
    const form = await profileForm();
    await page.user.type(within(form).getByLabelText('Company'), ' Brightline Media ');
    await page.user.type(within(form).getByLabelText('Interests', { exact: true }), 'Creator economy{Enter}');
    await waitFor(() => expect(within(form).getByRole('list', { name: 'Your interests' })).toHaveTextContent('Creator economy'));
    await page.user.type(within(form).getByLabelText('Background summary'), 'Hello');
    expect(within(form).getByText('5 / 1000')).toBeVisible();
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Success', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.updatedLong)).toBeInTheDocument();
    expect(saved).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      company: 'Brightline Media',
      jobTitle: 'Producer',
      industry: null,
      interests: [{ name: 'Podcasts' }, { name: 'Creator economy' }],
      summary: 'Hello',
    });
  });

  it('puts the server refusing an interest under the interests and focuses them', async () => {
    const page = openProfile({
      'PUT /api/profile': refusal(400, PROFILE_FIELD_MESSAGES.interestTooLong, {
        fields: { 'interests.0.name': PROFILE_FIELD_MESSAGES.interestTooLong },
      }),
    });
    const form = await profileForm();
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const interests = within(form).getByLabelText('Interests', { exact: true });
    await expect.poll(() => interests.getAttribute('aria-invalid')).toBe('true');
    expect(interests).toHaveFocus();
    expect(within(form).getByText(PROFILE_FIELD_MESSAGES.interestTooLong)).toBeVisible();
    // The toast says Error with the message under it.
    expect(await screen.findByText('Error', { exact: true })).toBeInTheDocument();
  });

  it('is busy while saving', async () => {
    const page = openProfile({ 'PUT /api/profile': pending });
    const form = await profileForm();
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
