import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCES } from '../../../common/contracts/member-fields';
import { PROFILE_FIELD_MESSAGES, PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { MEMBER, pending, refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { profile } from '../../../../tests/support/web-fixtures';
import { ProfilePage } from './ProfilePage';

const PROFILE = profile({ interests: [{ name: 'Podcasts', category: null }] });

const TOPICS = {
  items: [
    { id: 't-1', name: 'Fundraising' },
    { id: 't-2', name: 'Podcasts' },
  ],
  total: 2,
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
      // The organisers' topics to pick from.
      'GET /api/topics': { body: TOPICS },
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
    await page.user.type(within(form).getByLabelText('Skills and topics'), 'Creator economy{Enter}');
    await waitFor(() =>
      expect(within(form).getByRole('list', { name: 'Your skills and topics' })).toHaveTextContent('Creator economy'),
    );
    await page.user.type(within(form).getByLabelText('Bio'), 'Hello');
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
      headline: null,
      city: null,
      country: null,
      offering: null,
      lookingFor: null,
      websiteUrl: null,
      linkedinUrl: null,
      audiences: DEFAULT_AUDIENCES,
      inDirectory: true,
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
    const interests = within(form).getByLabelText('Skills and topics');
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

describe('the directory’s fields and who sees each', () => {
  it('saves the headline, place and offering with the audience chosen for each', async () => {
    let saved: any;
    const page = openProfile({
      'PUT /api/profile': ({ body }) => {
        saved = body;
        return {
          body: { success: true, message: PROFILE_MESSAGES.updatedLong, profile: { ...PROFILE, ...body, interests: [] } },
        };
      },
    });
    const form = await profileForm();
    await page.user.type(within(form).getByLabelText('Headline'), 'Makes podcasts for brands');
    await page.user.type(within(form).getByLabelText('City'), 'Lisbon');
    await page.user.type(within(form).getByLabelText('Offering'), 'Audio production');
    const whoSeesCity = within(form).getByRole('combobox', { name: 'Who sees this: City and country' });
    expect(whoSeesCity).toHaveValue('members');
    expect(within(form).getByRole('combobox', { name: 'Who sees this: Email' })).toHaveValue('connections');
    await page.user.selectOptions(whoSeesCity, 'My connections');
    await page.user.selectOptions(within(form).getByRole('combobox', { name: 'Who sees this: Offering' }), 'Only the organisers');
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({
      headline: 'Makes podcasts for brands',
      city: 'Lisbon',
      country: null,
      offering: 'Audio production',
      audiences: { ...DEFAULT_AUDIENCES, location: 'connections', offering: 'organisers' },
      inDirectory: true,
    });
  });

  it('puts the server refusing a link under it, focused, and keeps what was typed', async () => {
    const linkedinInvalid = PROFILE_FIELD_MESSAGES.linkedinInvalid;
    const page = openProfile({
      'PUT /api/profile': refusal(400, linkedinInvalid, { fields: { linkedinUrl: linkedinInvalid } }),
    });
    const form = await profileForm();
    // Accepted by the browser's copy of the rule (https, linkedin.com); the server says no all the same.
    await page.user.type(within(form).getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/dana');
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const linkedin = within(form).getByLabelText('LinkedIn');
    await waitFor(() => expect(linkedin).toHaveAttribute('aria-invalid', 'true'));
    expect(linkedin).toHaveFocus();
    expect(linkedin).toHaveAccessibleDescription(linkedinInvalid);
    expect(linkedin).toHaveValue('https://www.linkedin.com/in/dana');
  });

  it('refuses a link that is not https before asking the server', async () => {
    const page = openProfile();
    const form = await profileForm();
    await page.user.type(within(form).getByLabelText('Website'), 'http://dana.example.com');
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const website = within(form).getByLabelText('Website');
    await waitFor(() => expect(website).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.websiteInvalid));
    expect(website).toHaveFocus();
    expect(page.callsTo('PUT /api/profile')).toHaveLength(0);
  });

  it('says what leaving the directory means, and saves it', async () => {
    let saved: any;
    const page = openProfile({
      'PUT /api/profile': ({ body }) => {
        saved = body;
        return { body: { success: true, message: PROFILE_MESSAGES.updatedLong, profile: { ...PROFILE, inDirectory: false } } };
      },
    });
    const form = await profileForm();
    const directory = within(form).getByRole('switch', { name: 'Show me in the members’ directory' });
    expect(directory).toHaveAttribute('aria-checked', 'true');
    expect(directory).toHaveAccessibleDescription(/Members can find you in the directory/);
    await page.user.click(directory);
    expect(directory).toHaveAttribute('aria-checked', 'false');
    expect(directory).toHaveAccessibleDescription(/opens only for your connections/);
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved?.inDirectory).toBe(false));
  });

  it('picks skills from the organisers’ list beside free ones', async () => {
    let saved: any;
    const page = openProfile({
      'PUT /api/profile': ({ body }) => {
        saved = body;
        return { body: { success: true, message: PROFILE_MESSAGES.updatedLong, profile: PROFILE } };
      },
    });
    const form = await profileForm();
    const list = await within(form).findByRole('group', { name: 'From the organisers’ list' });
    // Already in the member's list: pressed.
    expect(within(list).getByRole('button', { name: 'Podcasts' })).toHaveAttribute('aria-pressed', 'true');
    const fundraising = within(list).getByRole('button', { name: 'Fundraising' });
    expect(fundraising).toHaveAttribute('aria-pressed', 'false');
    await page.user.click(fundraising);
    expect(fundraising).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('list', { name: 'Your skills and topics' })).toHaveTextContent('Fundraising');
    await page.user.click(within(list).getByRole('button', { name: 'Podcasts' }));
    await page.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved?.interests).toEqual([{ name: 'Fundraising' }]));
  });
});
