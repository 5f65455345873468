import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmHost } from '@/components/confirm';
import { Toasts } from '@/components/toasts';
import { getLogin, subscribeLogin } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';
import { useLiveEvents } from '@/lib/use-live-events';
import { cssVariablesResolver, theme } from './theme';

/** Cached data belongs to one user: a sign-out or a different sign-in starts from an empty cache. */
function useClearCacheOnUserChange(queryClient: QueryClient) {
  useEffect(() => {
    let userId = getLogin()?._id;
    return subscribeLogin(() => {
      const next = getLogin()?._id;
      if (next !== userId) {
        userId = next;
        queryClient.clear();
      }
    });
  }, [queryClient]);
}

/**
 * `liveEvents`: open this tab's live stream while signed in (the app does; screen tests render without it).
 * `queryClient`: the app's cache when main.tsx has already started the first screen's requests in it; a new one
 * otherwise.
 */
export function AppProviders(props: { children: ReactNode; liveEvents?: boolean; queryClient?: QueryClient }) {
  const { children, liveEvents = false } = props;
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  useClearCacheOnUserChange(queryClient);
  useLiveEvents(queryClient, liveEvents);
  // The system's colour scheme until the header toggle picks one; the choice stays in this device's localStorage.
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <ConfirmHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
