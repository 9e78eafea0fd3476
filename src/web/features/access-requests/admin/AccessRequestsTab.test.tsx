import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../common/caller';
import {
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_REQUEST_TOASTS,
  type AccessRequestRow,
} from '../../../../common/contracts/access-requests';
import { allowConsole } from '../../../../../tests/support/fail-on-console';
import { refusal, renderPage, type Routes } from '../../../../../tests/support/render';
import { AccessRequestsTab } from './AccessRequestsTab';

const ADMIN_ME: MeResponse = {
  kind: 'admin',
  user: {
    id: 'u-9',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Okoro',
    attendeeId: 'a-9',
    onboarded: true,
    isAdmin: true,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
  },
};
const LIST = 'GET /api/admin/access-requests';
const CREATE = 'POST /api/admin/access-requests';
const LINK = 'http://localhost:3000/magic-link/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const pendingRow: AccessRequestRow = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'zara@example.com',
  firstName: 'Zara',
  lastName: 'Idowu',
  status: 'pending',
  displayStatus: 'pending',
  approved: false,
  used: false,
  link: null,
  expiresAt: null,
  approvedAt: null,
  completedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const pageOf = (items: AccessRequestRow[]) => ({
  body: { items, total: items.length, pendingCount: items.filter((r) => r.status === 'pending').length, page: 1, pageSize: 20 },
});

const openTab = (routes: Routes = {}) =>
  renderPage(<AccessRequestsTab />, { at: '/admin/dashboard', me: ADMIN_ME, routes: { [LIST]: pageOf([]), ...routes } });
const addUser = () => screen.getByRole('form', { name: 'Add User' });
const field = (label: string) => within(addUser()).getByLabelText(label);

describe('approving an access request', () => {
  it('shows the new link in the row, ready to copy, and says it was emailed', async () => {
    let approved = false;
    const approvedRow = {
      ...pendingRow,
      status: 'approved' as const,
      displayStatus: 'approved' as const,
      approved: true,
      link: LINK,
    };
    const page = openTab({
      [LIST]: () => pageOf([approved ? approvedRow : pendingRow]),
      [`POST /api/admin/access-requests/${pendingRow.id}/approve`]: () => {
        approved = true;
        return {
          body: { success: true, message: ADMIN.approved, token: 'abc', link: LINK, emailed: true, request: approvedRow },
        };
      },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Generate Link' }));
    const copy = await screen.findByLabelText('Sign-up link for zara@example.com');
    expect(copy).toHaveValue(LINK);
    expect(await screen.findByText(ADMIN.approved)).toBeInTheDocument();
    expect(screen.getByText('Emailed to', { exact: false })).toHaveTextContent('Emailed to zara@example.com');
    expect(screen.queryByRole('button', { name: 'Generate Link' })).not.toBeInTheDocument();
  });

  it('says why when the server refuses, and leaves the row to be tried again', async () => {
    allowConsole(/approve failed/);
    const page = openTab({
      [LIST]: pageOf([pendingRow]),
      [`POST /api/admin/access-requests/${pendingRow.id}/approve`]: refusal(409, ADMIN.activeLinkExists),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText(ADMIN.activeLinkExists)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Link' })).toBeEnabled();
  });
});

describe("'Add User'", () => {
  it('refuses a blank or malformed email under the field, focused, without asking the server', async () => {
    const page = openTab();
    await page.user.click(within(addUser()).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(ADMIN.enterEmail));
    expect(field('Email')).toHaveFocus();
    await page.user.type(field('Email'), 'nope{Enter}');
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(ADMIN.invalidEmail));
    expect(page.callsTo(CREATE)).toHaveLength(0);
  });

  it('puts an overlong name under that name, not under the email', async () => {
    const page = openTab();
    await page.user.type(field('Email'), 'new@example.com');
    await page.user.type(field('First Name'), `${'x'.repeat(81)}{Enter}`);
    await waitFor(() => expect(field('First Name')).toHaveAccessibleDescription('First name must be at most 80 characters'));
    expect(field('First Name')).toHaveFocus();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the link, leaving out blank names, shows it to copy and empties the form', async () => {
    const page = openTab({
      [CREATE]: {
        status: 201,
        body: { success: true, message: ADMIN.created, token: 'abc', link: LINK, emailed: true, recordId: 'r-1' },
      },
    });
    await page.user.type(field('Email'), '  New@Example.com ');
    await page.user.type(field('Last Name'), ' Eze {Enter}');
    const copy = await screen.findByLabelText('Sign-up link for New@Example.com');
    expect(copy).toHaveValue(LINK);
    expect(page.callsTo(CREATE)[0].body).toEqual({ email: 'New@Example.com', lastName: 'Eze' });
    expect(field('Email')).toHaveValue('');
    expect(field('Last Name')).toHaveValue('');
  });

  it('shows the server’s refusal of an email that already has a live link', async () => {
    allowConsole(/create failed/);
    const page = openTab({ [CREATE]: refusal(409, ADMIN.activeLinkExists) });
    await page.user.type(field('Email'), 'zara@example.com{Enter}');
    expect(await screen.findByText(ADMIN.activeLinkExists)).toBeInTheDocument();
    expect(screen.queryByText(ACCESS_REQUEST_TOASTS.createAccessLinkFailed)).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue('zara@example.com');
  });
});
