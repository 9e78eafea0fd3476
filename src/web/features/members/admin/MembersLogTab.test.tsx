import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../common/contracts/account';
import { ACCOUNT_ROUTES } from '../../../../common/contracts/account-routes';
import type { MemberListItem } from '../../../../common/contracts/members';
import { ADMIN, refusal, renderPage, routeKey, type ApiCall, type Routes } from '../../../../../tests/support/render';
import { MembersLogTab } from './MembersLogTab';

const member = (overrides: Partial<MemberListItem>): MemberListItem => ({
  attendeeId: 'a-1',
  authUserId: 'u-1',
  firstName: 'Rosa',
  lastName: 'Reyes',
  email: 'rosa@example.com',
  company: 'Brightline Media',
  jobTitle: 'Producer',
  industry: 'Media',
  onboarded: true,
  archived: false,
  isBanned: false,
  lastLogin: null,
  lastLoginFormatted: 'Never',
  createdAt: '2026-03-05T12:00:00.000Z',
  createdAtFormatted: 'Mar 5, 2026',
  interests: [],
  summaries: [],
  ...overrides,
});

const ROSA = member({});
const TOVE = member({ attendeeId: 'a-2', firstName: 'Tove', lastName: 'Berg', email: 'tove@example.com' });
const page = (items: MemberListItem[]) => ({ items, total: items.length, members: items.length, page: 1, pageSize: 25 });

const openLog = (routes: Routes = {}) =>
  renderPage(<MembersLogTab />, {
    at: '/admin/dashboard',
    me: ADMIN,
    routes: {
      'GET /api/admin/members': ({ search }: ApiCall) => ({
        body: page(new URLSearchParams(search).get('search') === 'tove' ? [TOVE] : [ROSA, TOVE]),
      }),
      'GET /api/admin/members/a-1': { body: { member: ROSA, activity: [] } },
      ...routes,
    },
  });

describe('the Members Log', () => {
  it('searches on the server as the administrator types, from the first page', async () => {
    const log = openLog();
    expect(await screen.findAllByText('Rosa Reyes')).not.toHaveLength(0);
    await log.user.type(screen.getByLabelText(/^Search members/), 'tove');

    await waitFor(() => expect(screen.queryAllByText('Rosa Reyes')).toHaveLength(0));
    expect(screen.getAllByText('Tove Berg')).not.toHaveLength(0);
    const searches = log.callsTo('GET /api/admin/members').map((call) => Object.fromEntries(new URLSearchParams(call.search)));
    expect(searches.at(-1)).toEqual({ search: 'tove', archived: 'false', page: '1', pageSize: '25' });
    // Debounced: not one request per letter.
    expect(searches.length).toBeLessThan(4);
  });

  it('asks before deactivating, then sends the member’s email and says what happened', async () => {
    const log = openLog({
      'POST /api/admin/members/ban': { body: { success: true, message: 'User has been banned successfully' } },
    });
    await log.user.click((await screen.findAllByRole('button', { name: 'View Rosa Reyes' }))[0]);
    await log.user.click(await screen.findByRole('button', { name: /Deactivate Rosa Reyes/ }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deactivate Rosa Reyes?')).toBeInTheDocument();
    expect(log.callsTo('POST /api/admin/members/ban')).toHaveLength(0);
    await log.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(
      await screen.findByText('User has been banned successfully: Rosa Reyes is deactivated and can no longer log in.'),
    ).toBeInTheDocument();
    expect(log.callsTo('POST /api/admin/members/ban').map((call) => call.body)).toEqual([{ email: 'rosa@example.com' }]);
  });

  it('cancelling the question deactivates no one', async () => {
    const log = openLog();
    await log.user.click((await screen.findAllByRole('button', { name: 'View Rosa Reyes' }))[0]);
    await log.user.click(await screen.findByRole('button', { name: /Deactivate Rosa Reyes/ }));
    await log.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(log.callsTo('POST /api/admin/members/ban')).toHaveLength(0);
  });

  it('shows a deletion waiting on the member’s detail, and calls it off', async () => {
    let deletion: { eraseAt: string; byOrganiser: boolean } | null = { eraseAt: '2026-12-12T10:00:00.000Z', byOrganiser: false };
    const log = openLog({
      'GET /api/admin/members/a-1': () => ({ body: { member: ROSA, activity: [], undeliverable: null, deletion } }),
      [routeKey(ACCOUNT_ROUTES.cancelMemberDeletion)]: () => {
        deletion = null;
        return { body: { message: ACCOUNT_MESSAGES.memberDeletionCancelled(ROSA.email) } };
      },
    });
    await log.user.click((await screen.findAllByRole('button', { name: 'View Rosa Reyes' }))[0]);
    expect(await screen.findByText('Account deletion scheduled.')).toBeInTheDocument();
    expect(screen.getByText(/They asked for it\. Erased on Dec 12, 2026 unless they sign in before then\./)).toBeInTheDocument();

    await log.user.click(screen.getByRole('button', { name: 'Cancel deletion of Rosa Reyes’s account' }));
    expect(await screen.findByText("rosa@example.com's account will not be deleted. They were emailed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Account deletion scheduled.')).not.toBeInTheDocument());
    expect(log.callsTo(routeKey(ACCOUNT_ROUTES.cancelMemberDeletion)).map((call) => call.body)).toEqual([
      { email: 'rosa@example.com' },
    ]);
  });

  it('deletes a member’s account after saying what happens, with the reason, then shows it waiting', async () => {
    let deletion: { eraseAt: string; byOrganiser: boolean } | null = null;
    const log = openLog({
      'GET /api/admin/members/a-1': () => ({ body: { member: ROSA, activity: [], undeliverable: null, deletion } }),
      [routeKey(ACCOUNT_ROUTES.scheduleMemberDeletion)]: () => {
        deletion = { eraseAt: '2026-12-12T10:00:00.000Z', byOrganiser: true };
        return { body: { message: ACCOUNT_MESSAGES.memberScheduled(ROSA.email, '12 December 2026'), eraseAt: deletion.eraseAt } };
      },
    });
    await log.user.click((await screen.findAllByRole('button', { name: 'View Rosa Reyes' }))[0]);
    await log.user.click(await screen.findByRole('button', { name: 'Delete account… Rosa Reyes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Rosa Reyes’s account?' });
    expect(dialog).toHaveTextContent('Rosa Reyes is signed out everywhere and emailed. In 14 days');
    expect(dialog).toHaveTextContent('if they sign in before then, nothing is deleted.');
    await log.user.type(within(dialog).getByLabelText(/^Reason/), 'Asked us by email');
    await log.user.click(within(dialog).getByRole('button', { name: 'Delete in 14 days' }));

    expect(
      await screen.findByText(
        "rosa@example.com's account will be deleted on 12 December 2026, unless they sign in before then. They were emailed.",
      ),
    ).toBeInTheDocument();
    expect(log.callsTo(routeKey(ACCOUNT_ROUTES.scheduleMemberDeletion)).map((call) => call.body)).toEqual([
      { email: 'rosa@example.com', reason: 'Asked us by email' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Account deletion scheduled.')).toBeInTheDocument();
    expect(screen.getByText(/An organiser asked for it\. Erased on Dec 12, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel deletion of Rosa Reyes’s account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account… Rosa Reyes' })).not.toBeInTheDocument();
  });

  it('sends no reason when none is given, and keeps the dialog open with the server’s refusal', async () => {
    const log = openLog({
      [routeKey(ACCOUNT_ROUTES.scheduleMemberDeletion)]: refusal(400, ACCOUNT_MESSAGES.deleteOrganiser),
    });
    await log.user.click((await screen.findAllByRole('button', { name: 'View Rosa Reyes' }))[0]);
    await log.user.click(await screen.findByRole('button', { name: 'Delete account… Rosa Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rosa Reyes’s account?' });
    await log.user.click(within(dialog).getByRole('button', { name: 'Delete in 14 days' }));

    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.deleteOrganiser)).toBeInTheDocument();
    expect(log.callsTo(routeKey(ACCOUNT_ROUTES.scheduleMemberDeletion)).map((call) => call.body)).toEqual([
      { email: 'rosa@example.com' },
    ]);
  });

  it('says the server’s refusal when the list cannot load', async () => {
    openLog({ 'GET /api/admin/members': refusal(500, 'Failed to load users') });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});
