// /unsubscribe/{token} (issue 34): where an email's 'Unsubscribe from these emails' opens, and where a mail
// client sends a person who opens the List-Unsubscribe address. Opening it changes nothing (mail scanners
// open links); it names what would stop, and its one button posts the same one-click request mail providers
// send. It needs no sign-in: the link's token is the authority, and the page shows nothing of the person.
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, MailCheck, MailX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EMAIL_DELIVERY_MESSAGES as M } from '../../../common/contracts/email-delivery-messages';
import { EMAIL_DELIVERY_ROUTES } from '../../../common/contracts/email-delivery-routes';
import { ROUTES } from '../../../common/routes';
import { Banner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/ListStates';
import { LoadingCard } from '../../components/ui/LoadingCard';
import { MessagePage } from '../../components/ui/MessagePage';
import { ApiError, errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { useLinkCheck } from '../../lib/use-link-check';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE = 'min-h-[calc(100dvh-16rem)] px-5 py-16';

const settingsLink = (
  <Link to={ROUTES.notificationSettings} className={buttonClasses('outline')}>
    {M.settingsLink}
  </Link>
);

export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const link = useLinkCheck(
    ['unsubscribe', token],
    (signal) => call(EMAIL_DELIVERY_ROUTES.showUnsubscribe, { params: { token }, signal }),
    { enabled: Boolean(token) },
  );
  const unsubscribe = useMutation({ mutationFn: () => call(EMAIL_DELIVERY_ROUTES.unsubscribe, { params: { token } }) });
  const invalid =
    !token ||
    (link.error instanceof ApiError && link.error.status === 404) ||
    (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404);
  usePageTitle(invalid ? M.invalidLinkTitle : unsubscribe.isSuccess ? M.unsubscribedTitle : M.unsubscribeTitle);

  if (invalid) {
    return (
      <MessagePage icon={CircleAlert} title={M.invalidLinkTitle} className={PAGE} actions={settingsLink}>
        {M.invalidLink}
      </MessagePage>
    );
  }
  if (link.isError) {
    return (
      <div className={`mx-auto max-w-md ${PAGE}`}>
        <LoadFailed message={M.loadFailed} read={link} />
      </div>
    );
  }
  if (!link.data) {
    return (
      <div className={`mx-auto max-w-md ${PAGE}`}>
        <LoadingCard label="Reading the link…" />
      </div>
    );
  }
  const label = link.data.label;
  if (unsubscribe.isSuccess) {
    return (
      <MessagePage icon={MailCheck} eyebrow="Done" title={M.unsubscribedTitle} className={PAGE} actions={settingsLink}>
        <span role="status" className="block">
          {M.unsubscribedLead} <strong className="text-ink">{label}</strong>.
        </span>
        <span className="mt-3 block">{M.elsewhere}</span>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      icon={MailX}
      title={M.unsubscribeTitle}
      className={PAGE}
      actions={
        <>
          {unsubscribe.isError ? (
            <Banner tone="error" className="w-full text-left">
              {errorMessage(unsubscribe.error, M.unsubscribeFailed)}
            </Banner>
          ) : null}
          <Button variant="dark" busy={unsubscribe.isPending} busyLabel="Unsubscribing…" onClick={() => unsubscribe.mutate()}>
            {M.unsubscribeButton}
          </Button>
          {settingsLink}
        </>
      }
    >
      {M.unsubscribeLead} <strong className="text-ink">{label}</strong>.
    </MessagePage>
  );
}
