import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';
import { startErrorReporting } from '../lib/error-reporting.ts';
import { runtimeConfigQueryOptions } from '../lib/api/config.ts';
import { createAppRouter } from './router.ts';
import { useSessionExpiry } from './session-expiry.ts';

function useStartupServices(): void {
  useEffect(() => {
    // A single attempt, no retries: whatever needs the config later asks again.
    queryClient
      .fetchQuery({ ...runtimeConfigQueryOptions(), retry: false })
      .then((config) => startErrorReporting(config))
      .catch(() => {
        // Without the config the app still works; login retries fetching it.
      });
  }, []);
}

/** Providers around the router: Mantine, TanStack Query; the router carries the layout. */
export function App() {
  const [router] = useState(createAppRouter);
  useStartupServices();
  useSessionExpiry();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
