import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AlertProvider } from '../lib/alert';
import { getSeasons } from '../lib/queries/get-seasons';
import { seasonsQueryKey } from '../lib/query-keys';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // League data changes rarely; refetching on every focus would only cost mobile data.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  // Most pages need the seasons: start the request while the route's chunk is still loading.
  void client.prefetchQuery({ queryKey: seasonsQueryKey, queryFn: getSeasons });
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
