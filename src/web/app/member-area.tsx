// The member area's first chunk: its layout, the home page and the small pages. Larger pages are chunks
// of their own (app/router.tsx). The server preloads this file's chunk for signed-in callers (it finds it
// by this path in Vite's manifest), so it keeps its name.
import { lazy, Suspense } from 'react';
import { ConnectionRequestsNotice } from '../features/connections/ConnectionRequestsNotice';
import { ConnectLater } from '../features/connections/ConnectLater';
import { NewRepliesNotice } from '../features/ask/NewRepliesNotice';
import { SpotlightCarousel } from '../features/content/SpotlightCarousel';
import { MemberHomePage } from '../features/dashboard/MemberHomePage';
import { EventWhen } from '../features/events/EventWhen';
import { useMe } from '../lib/session';

export { MemberLayout } from './layouts/MemberLayout';
export { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
export { NotFoundPage } from '../features/placeholders/NotFoundPage';

// Only an account still to be onboarded needs the name modal (spec 4.4): its own chunk, which the home
// of everyone else never downloads (decision 041).
const OnboardingModal = lazy(() =>
  import('../features/onboarding/OnboardingModal').then((m) => ({ default: m.OnboardingModal })),
);

/**
 * `/` for members (decision 041): the one home, with the Ask feature's notice of unread replies and the
 * connections feature's notice of requests waiting above it, the content feature's carousel, the events
 * feature's time and the connections feature's Connect action (its form loaded when pressed) in its cards, and the onboarding feature's
 * modal over it while the account is not onboarded: six features composed here.
 */
export function MemberHome() {
  const me = useMe();
  return (
    <>
      <NewRepliesNotice />
      <ConnectionRequestsNotice />
      <MemberHomePage
        spotlight={<SpotlightCarousel />}
        onboarding={
          me.kind === 'not_onboarded' ? (
            <Suspense fallback={null}>
              <OnboardingModal />
            </Suspense>
          ) : null
        }
        renderEventWhen={(iso) => <EventWhen iso={iso} stacked />}
        renderConnect={(recommendation) => <ConnectLater member={recommendation} />}
      />
    </>
  );
}
