// The member home's word that their emails are not arriving (issue 34): the mail server refused their
// address for good, so news is no longer emailed to it. Shown only then, with the server's words and the way
// to fix it: once the mailbox accepts mail again, a check email clears the mark (or, refused again, says so).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { EMAIL_DELIVERY_MESSAGES as M } from '../../../common/contracts/email-delivery-messages';
import { EMAIL_DELIVERY_ROUTES } from '../../../common/contracts/email-delivery-routes';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { call } from '../../lib/call';
import { errorMessage } from '../../lib/api';
import { DELIVERY_ADDRESS_KEY, useDeliveryAddress } from './address';

export function UndeliverableNotice() {
  const queryClient = useQueryClient();
  const address = useDeliveryAddress();
  const check = useMutation({
    mutationFn: () => call(EMAIL_DELIVERY_ROUTES.checkAddress),
    onSuccess: (answer) => queryClient.setQueryData(DELIVERY_ADDRESS_KEY, answer.address),
  });
  const refused = address.data?.undeliverable;
  const outcome = check.data;
  return (
    <div role="status" aria-live="polite">
      {refused ? (
        <Callout title={M.undeliverableTitle} icon={MailWarning} className="mb-8 p-5 sm:p-6">
          <p className="mt-3 leading-7 text-ink [overflow-wrap:anywhere]">
            {M.undeliverable(address.data!.email, refused.reason)}
          </p>
          {outcome && outcome.outcome !== 'sent' ? (
            <Banner tone="error" className="mt-4">
              {outcome.message}
            </Banner>
          ) : null}
          {check.isError ? (
            <Banner tone="error" className="mt-4">
              {errorMessage(check.error, M.checkFailed)}
            </Banner>
          ) : null}
          <Button variant="dark" className="mt-4" busy={check.isPending} busyLabel="Sending…" onClick={() => check.mutate()}>
            {M.checkButton}
          </Button>
        </Callout>
      ) : outcome?.outcome === 'sent' ? (
        <Banner tone="success" className="mb-8">
          {outcome.message}
        </Banner>
      ) : null}
    </div>
  );
}
