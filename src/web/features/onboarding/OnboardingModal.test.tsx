import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../common/caller';
import { PROFILE_FIELD_MESSAGES, PROFILE_MESSAGES } from '../../../common/contracts/profile';
import { MEMBER, pending, refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { OnboardingModal } from './OnboardingModal';

const NEWCOMER: MeResponse = {
  kind: 'not_onboarded',
  user: { ...MEMBER.user!, firstName: '', lastName: '', onboarded: false },
};
const CHECK = 'POST /api/onboarding/check';
const SAVE = 'POST /api/onboarding';

const open = (routes: Routes = {}, me = NEWCOMER) =>
  renderPage(<OnboardingModal />, {
    at: '/',
    me,
    routes: { [CHECK]: { body: { onboarded: false, needsName: true } }, ...routes },
  });
const dialog = () => screen.findByRole('dialog', { name: 'Welcome to FMC' });
const field = async (label: string) => within(await dialog()).findByLabelText(label);

describe('the onboarding name', () => {
  it('asks for both names with the one message under the fields, starting at the first, without asking the server', async () => {
    const page = open();
    const lastName = await field('Last Name');
    await page.user.type(lastName, 'Hopper');
    await page.user.click(within(await dialog()).getByRole('button', { name: 'Continue' }));
    const firstName = await field('First Name');
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(PROFILE_MESSAGES.namesRequired));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(firstName).toHaveFocus();
    expect(page.callsTo(SAVE)).toHaveLength(0);
  });

  it('puts a name the server refuses under that field, then saves the trimmed names and closes', async () => {
    let tries = 0;
    const page = open({
      [SAVE]: () =>
        ++tries === 1
          ? refusal(400, PROFILE_FIELD_MESSAGES.lastNameTooLong, { fields: { lastName: PROFILE_FIELD_MESSAGES.lastNameTooLong } })
          : { body: { onboarded: true, needsName: false } },
      'GET /api/me': { body: MEMBER },
    });
    await page.user.type(await field('First Name'), ' Grace ');
    await page.user.type(await field('Last Name'), 'Hopper{Enter}');
    const lastName = await field('Last Name');
    await waitFor(() => expect(lastName).toHaveAccessibleDescription(PROFILE_FIELD_MESSAGES.lastNameTooLong));
    expect(lastName).toHaveFocus();
    expect(await dialog()).toBeInTheDocument();

    await page.user.type(lastName, ' {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.callsTo(SAVE).map((call) => call.body)).toEqual([
      { firstName: 'Grace', lastName: 'Hopper' },
      { firstName: 'Grace', lastName: 'Hopper' },
    ]);
    // The session is asked again, so the member area opens.
    await waitFor(() => expect(page.callsTo('GET /api/me')).toHaveLength(1));
  });

  it('is busy while the name is saved, and says so when saving fails', async () => {
    let answer: () => void = () => undefined;
    const page = open({
      [SAVE]: () => new Promise((resolve) => (answer = () => resolve(refusal(500, 'Internal error')))),
    });
    await page.user.type(await field('First Name'), 'Grace');
    await page.user.type(await field('Last Name'), 'Hopper{Enter}');
    expect(await within(await dialog()).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();
    expect(await screen.findByText(PROFILE_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(await dialog()).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('does not open for someone the server says is onboarded', async () => {
    const page = open({ [CHECK]: { body: { onboarded: true, needsName: false } }, 'GET /api/me': pending });
    await waitFor(() => expect(page.callsTo(CHECK)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
