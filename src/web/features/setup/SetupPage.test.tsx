import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_LINK_SIGN_UP_MESSAGES } from '../../../common/contracts/access-requests';
import { PROFILE_FIELD_MESSAGES } from '../../../common/contracts/profile';
import { SETUP_MESSAGES } from '../../../common/contracts/setup';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { ADMIN, pending, refusal, renderPage, type Routes, findVisibleText } from '../../../../tests/support/render';
import { SetupPage } from './SetupPage';

const CHECK = 'GET /api/setup/tok-1';
const CREATE = 'POST /api/setup/tok-1/administrator';

const openSetup = (routes: Routes = {}) =>
  renderPage(<SetupPage />, {
    at: '/setup?token=tok-1',
    path: '/setup',
    routes: { [CHECK]: { body: { valid: true, timeZone: { timeZone: 'UTC', source: 'default' } } }, ...routes },
  });

const form = () => screen.getByRole('form', { name: 'Create your administrator' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

async function fillIn(page: ReturnType<typeof openSetup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.user.type(field(label), value);
}

const ADA = {
  'First Name': 'Ada',
  'Last Name': 'Okoro',
  Email: 'ada@example.com',
  Password: 'first-run-pass',
  'Confirm Password': 'first-run-pass',
};

describe('first-run setup', () => {
  it('opens on the first name once the link checks out', async () => {
    openSetup();
    expect(await screen.findByRole('heading', { name: 'Create Your Administrator' })).toBeVisible();
    expect(field('First Name')).toHaveFocus();
    expect(field('Password')).toHaveAccessibleDescription('At least 6 characters.');
  });

  it('says under each field what is missing, and starts at the first', async () => {
    const page = openSetup();
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await page.user.click(screen.getByRole('button', { name: 'Create Administrator' }));

    await waitFor(() => expect(field('First Name')).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.firstNameRequired));
    expect(field('Last Name')).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.lastNameRequired);
    expect(field('Email')).toHaveAccessibleDescription(SETUP_MESSAGES.emailRequired);
    // The hint gives way to the error.
    expect(field('Password')).toHaveAccessibleDescription(ACCESS_LINK_SIGN_UP_MESSAGES.passwordTooShort);
    expect(field('First Name')).toHaveFocus();
    expect(page.callsTo(CREATE)).toHaveLength(0);
  });

  it('says the passwords differ under the confirmation, beside a malformed email', async () => {
    const page = openSetup();
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await fillIn(page, { ...ADA, Email: 'ada@', 'Confirm Password': 'something-else' });
    await page.user.keyboard('{Enter}');

    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(SETUP_MESSAGES.invalidEmail));
    expect(field('Confirm Password')).toHaveAccessibleDescription(ACCESS_LINK_SIGN_UP_MESSAGES.passwordsDoNotMatch);
    expect(field('Email')).toHaveFocus();
    // Editing a field clears its error until the next try.
    await page.user.type(field('Email'), 'example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server refusing the email under it', async () => {
    allowConsole(/\[setup\] creating the administrator failed/);
    const page = openSetup({ [CREATE]: refusal(409, SETUP_MESSAGES.accountExists, { code: 'ACCOUNT_EXISTS' }) });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await fillIn(page, ADA);
    await page.user.keyboard('{Enter}');

    await expect.poll(() => field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email')).toHaveAccessibleDescription(SETUP_MESSAGES.accountExists);
    expect(field('Email')).toHaveFocus();
  });

  it('puts the fields of a 400 under their fields', async () => {
    allowConsole(/\[setup\] creating the administrator failed/);
    const page = openSetup({
      [CREATE]: refusal(400, 'Check the form', { fields: { lastName: PROFILE_FIELD_MESSAGES.lastNameTooLong } }),
    });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await fillIn(page, ADA);
    await page.user.keyboard('{Enter}');
    await expect.poll(() => field('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last Name')).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.lastNameTooLong);
    expect(field('Last Name')).toHaveFocus();
  });

  it('says when the link stopped working meanwhile', async () => {
    allowConsole(/\[setup\] creating the administrator failed/);
    const page = openSetup({ [CREATE]: refusal(409, SETUP_MESSAGES.alreadyDone, { code: 'SETUP_DONE' }) });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await fillIn(page, ADA);
    await page.user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Setup Already Complete' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(SETUP_MESSAGES.alreadyDone);
  });

  it('is busy while creating, then says the administrator is ready', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const page = openSetup({
      [CREATE]: () => new Promise((resolve) => (answer = resolve)),
      'GET /api/me': { body: ADMIN },
    });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await fillIn(page, { ...ADA, 'First Name': '  Ada ' });
    await page.user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer({
      body: { success: true, message: SETUP_MESSAGES.created, email: 'ada@example.com', redirectTo: '/admin/dashboard' },
    });

    expect(await screen.findByRole('heading', { name: 'Administrator Ready' })).toHaveFocus();
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as ada@example.com.');
    // What was sent is what the server's schema makes of the form: trimmed, without the confirmation.
    expect(page.callsTo(CREATE)[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Okoro',
      email: 'ada@example.com',
      password: 'first-run-pass',
      // Proposed from this browser's clock, and left as it was.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('proposes this browser’s time zone, and sends the one chosen', async () => {
    const page = openSetup({ [CREATE]: pending });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    const zone = field('Community time zone');
    expect(zone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await page.user.selectOptions(zone, 'Asia/Tokyo');
    await fillIn(page, ADA);
    await page.user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    await waitFor(() => expect(page.callsTo(CREATE)[0]?.body).toMatchObject({ timeZone: 'Asia/Tokyo' }));
  });

  it('shows TIME_ZONE read-only, with the reason, and sends no zone of its own', async () => {
    const page = openSetup({
      [CHECK]: { body: { valid: true, timeZone: { timeZone: 'Europe/Berlin', source: 'environment' } } },
      [CREATE]: pending,
    });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    const zone = field('Community time zone');
    expect(zone).toHaveValue('Europe / Berlin');
    expect(zone).toHaveAttribute('readonly');
    expect(zone).toHaveAccessibleDescription(/TIME_ZONE \(Europe\/Berlin\)/);
    await fillIn(page, ADA);
    await page.user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    await waitFor(() => expect(page.callsTo(CREATE)).toHaveLength(1));
    expect(page.callsTo(CREATE)[0].body).not.toHaveProperty('timeZone');
  });

  it('says a failure it cannot explain in a banner', async () => {
    allowConsole(/\[setup\] creating the administrator failed/);
    const page = openSetup({ [CREATE]: { status: 500 } });
    await screen.findByRole('heading', { name: 'Create Your Administrator' });
    await fillIn(page, ADA);
    await page.user.click(screen.getByRole('button', { name: 'Create Administrator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_MESSAGES.createFailed);
  });

  it('checks the link before showing the form', async () => {
    openSetup({ [CHECK]: pending });
    await findVisibleText('Checking your setup link...');
  });
});
