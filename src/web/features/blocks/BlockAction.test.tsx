import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES as M } from '../../../common/contracts/blocks';
import { BLOCK_ROUTES } from '../../../common/contracts/blocks-routes';
import { MEMBER, renderPage, routeKey } from '../../../../tests/support/render';
import { BlockAction } from './BlockAction';

const ID = '00000000-0000-4000-8000-0000000000bb';
const STATUS = routeKey(BLOCK_ROUTES.status, { attendeeId: ID });
const BLOCK = routeKey(BLOCK_ROUTES.block, { attendeeId: ID });
const UNBLOCK = routeKey(BLOCK_ROUTES.unblock, { attendeeId: ID });

const show = (blocked: boolean) =>
  renderPage(<BlockAction member={{ attendeeId: ID, fullName: 'Ben Okafor' }} />, {
    at: '/members/x',
    path: '/members/:id',
    me: MEMBER,
    routes: {
      [STATUS]: { body: { blocked } },
      [BLOCK]: { body: { message: M.blocked('Ben Okafor'), blocked: true, changed: true } },
      [UNBLOCK]: { body: { message: M.unblocked('Ben Okafor'), blocked: false, changed: true } },
    },
  });

describe('Block', () => {
  it('says what blocking does and that they are not told, then blocks', async () => {
    const page = show(false);
    await page.user.click(await screen.findByRole('button', { name: 'Block Ben Okafor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Ben Okafor?' });
    expect(dialog).toHaveTextContent(M.explained('Ben Okafor'));
    await page.user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(page.callsTo(BLOCK)).toHaveLength(1));
  });

  it('offers Unblock once blocked', async () => {
    const page = show(true);
    await page.user.click(await screen.findByRole('button', { name: 'Unblock Ben Okafor' }));
    await waitFor(() => expect(page.callsTo(UNBLOCK)).toHaveLength(1));
  });
});
