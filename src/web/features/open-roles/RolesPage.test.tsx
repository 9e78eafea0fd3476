// /openRoles as a member sees it (issue 39): the list with its filters in the address, https-only links in
// a description, 'I'm interested' and its answer, Apply at a link, the poster's own roles with who is
// interested, posting a role through the form (the server's refusal under its field), and the states:
// loading, failed with Try again, empty with what to do first, and no match with a way to clear the filters.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpenRole } from '../../../common/contracts/open-roles';
import { OPEN_ROLE_ROUTES } from '../../../common/contracts/open-roles-routes';
import { TOPIC_ROUTES } from '../../../common/contracts/topics-routes';
import { MEMBER, pending, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { RolesPage } from './RolesPage';

const R1 = '0b7a1c2e-1f2d-4e5f-8a9b-0c1d2e3f4a5b';
const LIST = routeKey(OPEN_ROLE_ROUTES.list);
const POST = routeKey(OPEN_ROLE_ROUTES.post);
const INTEREST = routeKey(OPEN_ROLE_ROUTES.interested, { id: R1 });
const TOPICS = { [routeKey(TOPIC_ROUTES.list)]: { body: { items: [{ id: 't-1', name: 'Fintech' }], total: 1 } } };

const role = (overrides: Partial<OpenRole> = {}): OpenRole => ({
  id: R1,
  title: 'Head of Payments',
  company: 'Northwind',
  place: 'Lisbon',
  remote: true,
  kind: 'full-time',
  description: 'Lead the team. Details: https://northwind.example/jobs and http://plain.example/old',
  apply: 'introduction',
  applyUrl: null,
  topics: ['Fintech'],
  poster: { id: 'p-1', name: 'Ana Lima' },
  mine: false,
  pinned: false,
  createdAt: new Date().toISOString(),
  renewedAt: null,
  expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  state: 'open',
  removedReason: null,
  interested: false,
  interests: [],
  ...overrides,
});

function open(routes: Routes, at = '/openRoles') {
  return renderPage(<RolesPage />, { at, path: '/openRoles', me: MEMBER, routes: { ...TOPICS, ...routes } });
}

describe('the open roles page', () => {
  it('lists a role with its kind, place and https links only, and asks for an introduction on “I’m interested”', async () => {
    let interested = false;
    const page = open({
      [LIST]: () => ({ body: { items: [role({ interested })], nextCursor: null } }),
      [INTEREST]: () => {
        interested = true;
        return {
          status: 201,
          body: {
            outcome: 'requested',
            message: 'Introduction requested.',
            created: true,
            requestId: 'r-1',
            conversationId: null,
            draft: null,
          },
        };
      },
    });
    const card = (await screen.findByRole('article', { name: 'Head of Payments' })) as HTMLElement;
    expect(within(card).getByText('Full-time')).toBeInTheDocument();
    expect(within(card).getByText('Lisbon or remote')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'https://northwind.example/jobs' });
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener noreferrer'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card).queryByRole('link', { name: 'http://plain.example/old' })).not.toBeInTheDocument();

    await page.user.click(within(card).getByRole('button', { name: 'I’m interested in Head of Payments' }));
    await waitFor(() => expect(page.callsTo(INTEREST)).toHaveLength(1));
    expect(await within(card).findByText('You are interested')).toBeInTheDocument();
  });

  it('offers Apply at the role’s own https link, opening safely', async () => {
    open({
      [LIST]: { body: { items: [role({ apply: 'link', applyUrl: 'https://northwind.example/apply' })], nextCursor: null } },
    });
    const apply = await screen.findByRole('link', { name: /Apply/ });
    expect(apply).toHaveAttribute('href', 'https://northwind.example/apply');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: /interested/ })).not.toBeInTheDocument();
  });

  it('filters by kind and keeps the filters in the address; no match offers to clear them', async () => {
    const page = open({
      [LIST]: (call) => ({ body: { items: call.search.includes('kind=board') ? [] : [role()], nextCursor: null } }),
    });
    await screen.findByRole('article', { name: 'Head of Payments' });
    await page.user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await page.user.click(await screen.findByRole('option', { name: 'Board' }));
    await waitFor(() => expect(page.callsTo(LIST).at(-1)?.search).toBe('?kind=board'));
    expect(page.location()).toBe('/openRoles?kind=board');
    expect(await screen.findByText('No roles match')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('article', { name: 'Head of Payments' })).toBeInTheDocument();
    expect(page.location()).toBe('/openRoles');
  });

  it('shows the poster’s own roles with who is interested, and Renew and Close', async () => {
    const page = open(
      {
        [LIST]: {
          body: {
            items: [
              role({
                mine: true,
                interests: [{ member: { id: 'm-2', name: 'Ben Okafor' }, at: new Date().toISOString(), requestId: 'r-9' }],
              }),
            ],
            nextCursor: null,
          },
        },
      },
      '/openRoles?show=mine',
    );
    expect(await screen.findByText('1 member is interested')).toBeInTheDocument();
    expect(screen.getByText('Ben Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the introduction request' })).toHaveAttribute(
      'href',
      '/connections/requests/r-9',
    );
    expect(screen.getByRole('button', { name: 'Renew Head of Payments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Head of Payments' })).toBeInTheDocument();
    expect(page.callsTo(LIST).at(-1)?.search).toBe('?show=mine');
  });

  it('posts a role through the form, showing the server’s refusal under its field', async () => {
    let tries = 0;
    const page = open({
      [LIST]: { body: { items: [], nextCursor: null } },
      [POST]: () =>
        ++tries === 1
          ? refusal(400, 'Name the role.', { code: 'BAD_REQUEST', fields: { title: 'Name the role.' } })
          : { status: 201, body: { message: 'Your role is open for 30 days.', role: role({ mine: true }) } },
    });
    expect(await screen.findByText('No open roles yet')).toBeInTheDocument();
    await page.user.click(screen.getAllByRole('button', { name: 'Post a role' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Post a role' });
    // The browser refuses what the server would, in the same words, before sending anything.
    await page.user.click(within(dialog).getByRole('button', { name: 'Post the role' }));
    expect(await within(dialog).findByText('Name the role.')).toBeInTheDocument();
    expect(page.callsTo(POST)).toHaveLength(0);

    await page.user.type(within(dialog).getByRole('textbox', { name: 'Role' }), 'Head of Payments');
    await page.user.type(within(dialog).getByRole('textbox', { name: 'Company or organisation' }), 'Northwind');
    await page.user.type(within(dialog).getByRole('textbox', { name: 'Place' }), 'Lisbon');
    await page.user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Lead the team.');
    await page.user.click(within(dialog).getByRole('button', { name: 'Fintech' }));
    await page.user.click(within(dialog).getByRole('button', { name: 'Post the role' }));
    await waitFor(() => expect(page.callsTo(POST)).toHaveLength(1));
    expect(await within(dialog).findByText('Name the role.')).toBeInTheDocument();

    await page.user.click(within(dialog).getByRole('button', { name: 'Post the role' }));
    await waitFor(() => expect(page.callsTo(POST)).toHaveLength(2));
    expect(page.callsTo(POST)[1].body).toEqual({
      title: 'Head of Payments',
      company: 'Northwind',
      place: 'Lisbon',
      remote: false,
      kind: 'full-time',
      description: 'Lead the team.',
      apply: 'introduction',
      applyUrl: '',
      topics: ['Fintech'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(page.location()).toBe('/openRoles?show=mine'));
  });

  it('says when there are none yet, loads, and offers Try again when the list cannot be read', async () => {
    let calls = 0;
    const page = open({
      [LIST]: () => (++calls === 1 ? refusal(500, 'Something went wrong') : { body: { items: [role()], nextCursor: null } }),
    });
    expect(await screen.findByText('The roles could not be loaded.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Head of Payments' })).toBeInTheDocument();
  });

  it('shows its loading state while the list is on its way', async () => {
    open({ [LIST]: pending });
    expect(await screen.findByText('Loading the roles...')).toBeInTheDocument();
  });
});
