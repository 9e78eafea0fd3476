// Toasts with the spec's durations (section 9): errors and plain messages 4 s, successes 2 s. The
// Toaster sits top right, below the top bar (components/ui/Toaster.tsx). A toast may have a title with a
// description under it (the profile's 'Success' / 'Error' variant, spec 2.4).
//
// Sonner (about 9 KB gzipped with its styles) loads with the first toast, not with every page: most page
// loads never show one, and the member home's first paint does not need it. The first call asks the
// Toaster to mount; each toast is published once Sonner's Toaster is on the page, so its live region is
// there before the toast enters it and screen readers read the toast out as before.
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = { error: 4000, message: 4000, success: 2000 } as const;

/** `action`: a button in the toast (a live update's 'Read it'). */
type ToastOptions = { description?: string; action?: { label: string; onClick: () => void } };

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let toasterRequested = false;
const requestListeners = new Set<() => void>();
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));

/** Sonner's module, loaded once. */
export const loadSonner = () => (sonner ??= import('sonner'));

/** True once a toast has been asked for: the Toaster mounts Sonner's from then on. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      requestListeners.add(listener);
      return () => requestListeners.delete(listener);
    },
    () => toasterRequested,
  );
}

/** Called by the Toaster once Sonner's has mounted: toasts asked for until then are published. */
export const toasterHasMounted = () => markToasterMounted();

function show(publish: (toast: Sonner['toast']) => void): void {
  if (!toasterRequested) {
    toasterRequested = true;
    for (const listener of requestListeners) listener();
  }
  // A failed load is reported once, by the Toaster.
  void Promise.all([loadSonner(), toasterMounted]).then(
    ([{ toast }]) => publish(toast),
    () => {},
  );
}

export const notify = {
  error: (message: string, options?: ToastOptions) =>
    show((toast) => toast.error(message, { duration: TOAST_DURATION_MS.error, ...options })),
  success: (message: string, options?: ToastOptions) =>
    show((toast) => toast.success(message, { duration: TOAST_DURATION_MS.success, ...options })),
  message: (message: string, options?: ToastOptions) =>
    show((toast) => toast(message, { duration: TOAST_DURATION_MS.message, ...options })),
};
