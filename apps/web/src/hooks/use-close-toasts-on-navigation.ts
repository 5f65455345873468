import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeToastsOfPreviousScreen } from '@/lib/notify';

/**
 * When the app first rendered the current location. A navigation runs in a transition: the new location renders at
 * once, then waits for the next screen's code before it commits, which takes seconds on a slow phone. Stamped on the
 * first render that sees a location (idempotent: StrictMode's second render and a retried render keep the stamp).
 */
let navigation: { key: string; startedAt: number } | undefined;

/**
 * A toast belongs to the screen it was shown on: moving to another screen closes it (issue 38: toasts followed the
 * member to the next screen, over its controls), except one the navigating action showed just before it navigated.
 */
export function useCloseToastsOnNavigation() {
  const { pathname, key } = useLocation();
  if (navigation?.key !== key) navigation = { key, startedAt: Date.now() };
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The stamp is this location's: a later navigation would have replaced this commit, not followed it.
    closeToastsOfPreviousScreen(navigation?.startedAt);
  }, [pathname]);
}
