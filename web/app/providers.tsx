import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertProvider } from '../lib/alert';
import { SessionProvider } from '../lib/session';
import { datasetQueryKey, type PrerenderedData, type PublicDataset } from './prerender';
import { cssVariablesResolver, theme } from './theme';

/** A query client holding the answers a prerendered page embedded, so it renders them at once. */
export function createQueryClient(prerendered: PrerenderedData = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // League data changes rarely; refetching on every focus would only cost mobile data.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  for (const [dataset, data] of Object.entries(prerendered)) {
    const key = datasetQueryKey(dataset as PublicDataset, data);
    if (key) client.setQueryData(key, data);
  }
  return client;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <SessionProvider>{children}</SessionProvider>
        </AlertProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
