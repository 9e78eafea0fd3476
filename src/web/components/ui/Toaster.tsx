// Where toasts appear, with the spec's durations (lib/notify.ts). Spec 2.2 puts them top right, but
// there they covered the top bar's buttons and the first card and action of a page (the setup card, 'Read
// the reply'); issue 32 moved them, and the issue wins: bottom left on wider screens (past the member area's
// fixed sidebar: `--toast-inset-left`, styles.css), along the bottom on phones, where nothing of a page's
// head sits. Not bottom right: every dashboard list keeps its row actions (Edit, Cancel, Delete) on the
// right, and a toast there covered them. Over the member area's Ask bar (phones and tablets) they
// rise by its height (`--ask-bar-clearance`, styles.css), so they never cover it either. Sonner's region
// is a polite live region, so each toast is read out when it appears. Sonner loads with the first toast
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

/** Above the Ask bar when there is one, else above the home indicator, with a little air. */
const aboveBottomEdge = (air: number) => `calc(max(var(--ask-bar-clearance, 0px), env(safe-area-inset-bottom, 0px)) + ${air}px)`;

export function Toaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-left"
        offset={{ bottom: aboveBottomEdge(24), left: 'var(--toast-inset-left, 24px)' }}
        mobileOffset={{ bottom: aboveBottomEdge(12), left: 12, right: 12 }}
        visibleToasts={20}
        duration={TOAST_DURATION_MS.message}
        closeButton
        toastOptions={{
          classNames: {
            toast: '!rounded-xl !border-line !bg-paper !text-ink !shadow-card !font-sans',
            error: '!text-danger',
            success: '!text-success',
            // WCAG 2.2's 24 px targets: Sonner draws its close button at 20 px and its action at 24. The close
            // button is 28 px, so a stacked toast's slight scale never takes it under 24.
            closeButton: '!size-7 !border-line !bg-paper !text-ink',
            actionButton: '!h-8 !rounded-full !bg-ink !px-3.5 !text-[0.8rem] !font-semibold !text-cream',
          },
        }}
      />
      <MountedSignal />
    </Suspense>
  );
}
