import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../common/caller';
import { LOGIN_MESSAGES } from '../../../common/messages';
import { rememberReturnTo, takeReturnTo } from '../../lib/browser-storage';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { MEMBER, refusal, renderPage, type Reply } from '../../../../tests/support/render';
import { AuthContinuePage } from './AuthContinuePage';

const ADMIN: MeResponse = { kind: 'admin', user: { ...MEMBER.user!, isAdmin: true } };
const NEWCOMER: MeResponse = { kind: 'not_onboarded', user: { ...MEMBER.user!, onboarded: false } };

/** Back from Google: the page asks who is calling (GET /api/me) and goes where they belong. */
const returnFromGoogle = (me: Reply) => renderPage(<AuthContinuePage />, { at: '/auth/continue', routes: { 'GET /api/me': me } });

afterEach(() => sessionStorage.clear());

describe('coming back from a Google sign-in', () => {
  it('takes a member to the page they were heading for, once', async () => {
    rememberReturnTo('FMC', '/salonss');
    const page = returnFromGoogle({ body: MEMBER });
    await waitFor(() => expect(page.location()).toBe('/salonss'));
    expect(page.callsTo('GET /api/me')).toHaveLength(1);
    expect(takeReturnTo('FMC')).toBeUndefined();
  });

  it('takes a member without one to their home', async () => {
    const page = returnFromGoogle({ body: MEMBER });
    await waitFor(() => expect(page.location()).toBe('/'));
  });

  it('takes an administrator to the dashboard rather than a member page they were heading for', async () => {
    rememberReturnTo('FMC', '/salonss');
    const page = returnFromGoogle({ body: ADMIN });
    await waitFor(() => expect(page.location()).toBe('/admin/dashboard'));
  });

  it('sends someone not let in back to the sign-in page', async () => {
    const page = returnFromGoogle({ body: NEWCOMER });
    await waitFor(() => expect(page.location()).toBe('/login'));
  });

  it('says the sign-in failed when the session cannot be read', async () => {
    allowConsole(/could not read the session/);
    const page = returnFromGoogle(refusal(503, 'The service is unavailable.'));
    expect(await screen.findByText(LOGIN_MESSAGES.loginErrorToast)).toBeInTheDocument();
    expect(page.location()).toBe('/login');
  });
});
