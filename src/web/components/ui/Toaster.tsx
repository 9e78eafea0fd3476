// Where toasts appear (spec 2.2: top right), with the spec's durations (lib/notify.ts). They sit below
// the top bars (64 px in the member and admin areas, 72 px on public pages) so they never cover the bar's
// Profile, Logout or menu buttons; on phones they take the width below the bar. Sonner's region is a
// polite live region, so each toast is read out when it appears. Sonner loads with the first toast
// (lib/notify.ts): until one is asked for, this renders nothing.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, TOAST_DURATION_MS, toasterHasMounted, useToasterRequested } from '../../lib/notify';

// If Sonner's file cannot be loaded (offline, or a release replaced it), the page goes on without toasts
// rather than falling into the start-up error screen.
const Sonner = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    (module) => ({ default: module.Toaster }),
    (error: unknown) => {
      console.error('[toasts] Sonner could not be loaded', error);
      return { default: () => null };
    },
  ),
);

/** Rendered after Sonner's Toaster in the same Suspense boundary: its effect runs once that one is on the page. */
function MountedSignal() {
  useEffect(toasterHasMounted, []);
  return null;
}

/** Clears the tallest top bar (public pages, 4.5rem) with a little air. */
const BELOW_TOP_BAR = 84;

export function Toaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-right"
        offset={{ top: BELOW_TOP_BAR, right: 24 }}
        mobileOffset={{ top: BELOW_TOP_BAR - 8, left: 12, right: 12 }}
        visibleToasts={20}
        duration={TOAST_DURATION_MS.message}
        closeButton
        toastOptions={{
          classNames: {
            toast: '!rounded-xl !border-line !bg-paper !text-ink !shadow-card !font-sans',
            error: '!text-danger',
            success: '!text-success',
            // WCAG 2.2's 24 px targets: Sonner draws its close button at 20 px and its action at 24.
            closeButton: '!size-6 !border-line !bg-paper !text-ink',
            actionButton: '!h-8 !rounded-full !bg-ink !px-3.5 !text-[0.8rem] !font-semibold !text-cream',
          },
        }}
      />
      <MountedSignal />
    </Suspense>
  );
}
