// The member area's first chunk: its layout, the home page and the small pages. Larger pages are chunks
// of their own (app/router.tsx). The server preloads this file's chunk for signed-in callers (it finds it
// by this path in Vite's manifest), so it keeps its name.
import { lazy, Suspense, useState } from 'react';
import { useConnectionSummary } from '../features/connections/api';
import { SpotlightCarousel } from '../features/content/SpotlightCarousel';
import { MemberHomePage } from '../features/dashboard/MemberHomePage';
import { useDeliveryAddress } from '../features/email-delivery/address';
import { useNewReplies } from '../lib/new-replies';
import { isInside, useMe } from '../lib/session';

export { MemberLayout } from './layouts/MemberLayout';
export { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
export { NotFoundPage } from '../features/placeholders/NotFoundPage';

// Only an account still to be onboarded needs the name modal (spec 4.4): its own chunk, which the home
// of everyone else never downloads (decision 041).
// Likewise the event's time (only for a member Going to one) and the Connect button (only for a member
// with someone to meet): loaded when the home has one to show.
const EventWhen = lazy(() => import('../features/events/EventWhen').then((m) => ({ default: m.EventWhen })));
const ConnectLater = lazy(() => import('../features/connections/ConnectLater').then((m) => ({ default: m.ConnectLater })));
// And the notices of unread replies and of requests waiting: only while there are some (the layout reads
// both counts already, for the sidebar's badges).
const NewRepliesNotice = lazy(() => import('../features/ask/NewRepliesNotice').then((m) => ({ default: m.NewRepliesNotice })));
const ConnectionRequestsNotice = lazy(() =>
  import('../features/connections/ConnectionRequestsNotice').then((m) => ({ default: m.ConnectionRequestsNotice })),
);
// And the word that the member's emails are not arriving, with the check that fixes it (issue 34): only for a
// member whose address was refused, and kept once shown, so the check's outcome stays on screen.
const UndeliverableNotice = lazy(() =>
  import('../features/email-delivery/UndeliverableNotice').then((m) => ({ default: m.UndeliverableNotice })),
);
const OnboardingModal = lazy(() =>
  import('../features/onboarding/OnboardingModal').then((m) => ({ default: m.OnboardingModal })),
);

/**
 * `/` for members (decision 041): the one home, with the Ask feature's notice of unread replies and the
 * connections feature's notice of requests waiting above it, the content feature's carousel, the events
 * feature's time and the connections feature's Connect action (its form loaded when pressed) in its cards, and the onboarding feature's
 * modal over it while the account is not onboarded: six features composed here.
 */
function HomeNotices() {
  const me = useMe();
  const replies = useNewReplies() ?? 0;
  const requests = useConnectionSummary({ enabled: isInside(me.kind) }).data?.openRequests ?? 0;
  const refused = Boolean(useDeliveryAddress(isInside(me.kind)).data?.undeliverable);
  const [noticeShown, setNoticeShown] = useState(false);
  if (refused && !noticeShown) setNoticeShown(true);
  return (
    <Suspense fallback={null}>
      {noticeShown ? <UndeliverableNotice /> : null}
      {replies > 0 ? <NewRepliesNotice /> : null}
      {requests > 0 ? <ConnectionRequestsNotice /> : null}
    </Suspense>
  );
}

export function MemberHome() {
  const me = useMe();
  return (
    <>
      <HomeNotices />
      <MemberHomePage
        spotlight={<SpotlightCarousel />}
        onboarding={
          me.kind === 'not_onboarded' ? (
            <Suspense fallback={null}>
              <OnboardingModal />
            </Suspense>
          ) : null
        }
        renderEventWhen={(iso) => (
          <Suspense fallback={<span className="block h-12" />}>
            <EventWhen iso={iso} stacked />
          </Suspense>
        )}
        renderConnect={(recommendation) => (
          <Suspense fallback={<span className="block h-11" />}>
            <ConnectLater member={recommendation} />
          </Suspense>
        )}
      />
    </>
  );
}
