import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLogin, subscribeLogin } from './auth-storage';
import { setLiveConnected } from './live-status';

/** The live client (live-events.ts, with fetch-event-source): loaded once a user is signed in, not with the page. */
const loadLiveEvents = () => import('./live-events');

/**
 * Keeps this tab's one stream in step with the stored login: opened on sign-in, reopened with a new token, closed
 * on sign-out (also when another tab signs out). The client's code loads after the first render, on the first
 * sign-in; a login change while it loads opens the stream of the login current by then.
 */
export function useLiveEvents(queryClient: QueryClient, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let token: string | undefined;
    let stop: (() => void) | undefined;
    let closed = false;
    // Closing it ourselves (sign-out, a new token, unmount) is not a drop: nothing to refetch.
    const stopStream = () => {
      setLiveConnected(false);
      stop?.();
      stop = undefined;
    };
    const sync = () => {
      const next = getLogin()?.token;
      if (next === token) return;
      stopStream();
      token = next;
      if (!next) return;
      loadLiveEvents().then(
        ({ startLiveEvents }) => {
          // Still the current login, and not already streaming (a sign-out or another token wins).
          if (closed || token !== next || stop) return;
          stop = startLiveEvents({
            queryClient,
            token: next,
            // Screens poll slowly while the stream is up; when it drops they refetch once, which brings their 15 s
            // fallback back at once instead of after the slow poll's wait.
            onConnectedChange: (connected) => {
              if (setLiveConnected(connected) && !connected) void queryClient.invalidateQueries();
            },
          });
        },
        (error: unknown) => console.error('The live updates could not be loaded', error),
      );
    };
    sync();
    const unsubscribe = subscribeLogin(sync);
    return () => {
      closed = true;
      unsubscribe();
      stopStream();
    };
  }, [queryClient, enabled]);
}
