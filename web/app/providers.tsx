import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ViewportHint } from '../../common/session-pages';
import { AlertProvider } from '../lib/alert';
import { noteDataTime, shareKeepingTime } from '../lib/pwa';
import { type Session, SessionProvider } from '../lib/session';
import { ViewportHintProvider } from '../lib/viewport-hint';
import { datasetQueryKey, type PrerenderedData, type PublicDataset } from './prerender';
import { cssVariablesResolver, theme } from './theme';

/**
 * A query client holding the answers a prerendered page embedded, so it renders them at once;
 * `dataAt`: when they were fetched, if the page came from the service worker's cache offline.
 */
export function createQueryClient(
  prerendered: PrerenderedData = {},
  dataAt: number | null = null,
): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // League data changes rarely; refetching on every focus would only cost mobile data.
      // Structural sharing keeps each answer's fetch time for the offline notice (web/lib/pwa.ts).
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
        structuralSharing: shareKeepingTime,
      },
      // A write without a network fails at once rather than waiting to be sent later (decision 046).
      mutations: { networkMode: 'always' },
    },
  });
  for (const [dataset, data] of Object.entries(prerendered)) {
    const key = datasetQueryKey(dataset as PublicDataset, data);
    if (dataAt) noteDataTime(data, dataAt);
    if (key) client.setQueryData(key, data);
  }
  return client;
}

/**
 * `initialSession`, `viewport`: the session and layout the server rendered the page with (decision 041).
 * `env` 'test': Mantine without transitions and portals, for the component tests (web/test/render.tsx),
 * where a dropdown's opening transition never ends.
 */
export function Providers({
  queryClient,
  initialSession = null,
  viewport = null,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  initialSession?: Session | null;
  viewport?: ViewportHint | null;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <SessionProvider initialSession={initialSession}>
            <ViewportHintProvider hint={viewport}>{children}</ViewportHintProvider>
          </SessionProvider>
        </AlertProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
