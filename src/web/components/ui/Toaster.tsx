// Where toasts appear (spec 2.2: top right), with the spec's durations (lib/notify.ts). They sit below
// the top bars (64 px in the member and admin areas, 72 px on public pages) so they never cover the bar's
// Profile, Logout or menu buttons; on phones they take the width below the bar. Sonner's region is a
// polite live region, so each toast is read out when it appears.
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '../../lib/notify';

/** Clears the tallest top bar (public pages, 4.5rem) with a little air. */
const BELOW_TOP_BAR = 84;

export function Toaster() {
  return (
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
        },
      }}
    />
  );
}
