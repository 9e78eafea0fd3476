// Toasts with the spec's durations (section 9): errors and plain messages 4 s, successes 2 s. The
// Toaster sits top right, below the top bar (components/ui/Toaster.tsx). A toast may have a title with a
// description under it (the profile's 'Success' / 'Error' variant, spec 2.4).
import { toast } from 'sonner';

export const TOAST_DURATION_MS = { error: 4000, message: 4000, success: 2000 } as const;

type ToastOptions = { description?: string };

export const notify = {
  error: (message: string, options?: ToastOptions) => toast.error(message, { duration: TOAST_DURATION_MS.error, ...options }),
  success: (message: string, options?: ToastOptions) => toast.success(message, { duration: TOAST_DURATION_MS.success, ...options }),
  message: (message: string, options?: ToastOptions) => toast(message, { duration: TOAST_DURATION_MS.message, ...options }),
};
