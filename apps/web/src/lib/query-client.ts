import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The answer is the same for everyone (config, countries): it stays cached when a user logs out. */
      keptOnLogout?: boolean;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on a retry; network and server errors might.
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
