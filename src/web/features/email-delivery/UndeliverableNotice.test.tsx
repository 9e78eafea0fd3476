// The member's notice that their emails are not arriving (issue 34): nothing while mail reaches them; the
// server's words and a check email when it does not; the check's outcome, refused again or fixed.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES as M, type AddressCheck } from '../../../common/contracts/email-delivery';
import { EMAIL_DELIVERY_ROUTES } from '../../../common/contracts/email-delivery-routes';
import { MEMBER, renderPage, routeKey } from '../../../../tests/support/render';
import { UndeliverableNotice } from './UndeliverableNotice';

const ADDRESS = routeKey(EMAIL_DELIVERY_ROUTES.address);
const CHECK = routeKey(EMAIL_DELIVERY_ROUTES.checkAddress);
const email = 'ana@example.com';
const refused = { code: 552, reason: '552 Mailbox full', since: '2026-11-27T10:00:00.000Z' };

describe('the undeliverable notice', () => {
  it('shows nothing while mail reaches the member', async () => {
    const page = renderPage(<UndeliverableNotice />, {
      at: '/',
      me: MEMBER,
      routes: { [ADDRESS]: { body: { email, undeliverable: null } } },
    });
    await waitFor(() => expect(page.callsTo(ADDRESS)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: M.checkButton })).toBeNull();
  });

  it('says why, sends a check, says when it is refused again, and goes once it is accepted', async () => {
    const answers: AddressCheck[] = [
      {
        outcome: 'refused',
        message: M.checkRefused('552 Still full'),
        address: { email, undeliverable: { ...refused, reason: '552 Still full' } },
      },
      { outcome: 'sent', message: M.checkSent, address: { email, undeliverable: null } },
    ];
    const page = renderPage(<UndeliverableNotice />, {
      at: '/',
      me: MEMBER,
      routes: { [ADDRESS]: { body: { email, undeliverable: refused } }, [CHECK]: () => ({ body: answers.shift() }) },
    });
    expect(await screen.findByText(M.undeliverable(email, refused.reason))).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: M.checkButton }));
    expect(await screen.findByText(M.checkRefused('552 Still full'))).toBeInTheDocument();
    expect(screen.getByText(M.undeliverable(email, '552 Still full'))).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: M.checkButton }));
    expect(await screen.findByText(M.checkSent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.checkButton })).toBeNull();
  });
});
