import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api';
import { TOAST_DURATION_MS } from '../lib/notify';
import { Boot } from './Boot';
import { StartupErrorBoundary } from './StartupError';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; network failures and 5xx get two more tries.
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <StartupErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Boot />
        <Toaster
          position="top-right"
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
      </QueryClientProvider>
    </StartupErrorBoundary>
  );
}
