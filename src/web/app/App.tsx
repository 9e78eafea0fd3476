import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { Toaster } from '../components/ui/Toaster';
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
        <Toaster />
      </QueryClientProvider>
    </StartupErrorBoundary>
  );
}
