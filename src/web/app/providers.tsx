import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api.ts';

/** The browser's client, and one per request in the server render (which asks once: `retry: false`). */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a network blip might.
        retry: server
          ? false
          : (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // The server renders a failed answer (a 404's Not Found state) as it is, once.
        ...(server ? { retryOnMount: false } : {}),
      },
    },
  });
}

export const queryClient = createQueryClient();

export function Providers({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
