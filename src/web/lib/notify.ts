// Toasts with the spec's durations (section 9): errors and plain messages 4 s, successes 2 s. The
// Toaster sits top right, below the top bar (components/ui/Toaster.tsx).
import { toast } from 'sonner';

export const TOAST_DURATION_MS = { error: 4000, message: 4000, success: 2000 } as const;

export const notify = {
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  message: (message: string) => toast(message, { duration: TOAST_DURATION_MS.message }),
};
